import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JsonBody, pickEncoding } from './json-body.ts';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['deflate', null],
  ])('%j → %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('JsonBody', () => {
  it('compresses once and decompresses to the same bytes', () => {
    const body = JsonBody.of({ list: Array.from({ length: 50 }, (_, i) => ({ title: `주식 기초 ${i}강` })) });
    expect(body.compressible).toBe(true);
    const br = body.encoded('br');
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(body.raw)).toBe(true);
    expect(gunzipSync(body.encoded('gzip')).equals(body.raw)).toBe(true);
    expect(br.length).toBeLessThan(body.raw.length / 3);
  });

  it('leaves small bodies uncompressed', () => {
    expect(JsonBody.of({ ok: true }).compressible).toBe(false);
  });
});
