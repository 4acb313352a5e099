import { describe, expect, it } from 'vitest';
import { byteLength, charByteLength } from './byte-length';

describe('byteLength', () => {
  it('counts each range at its boundary', () => {
    expect(charByteLength(0)).toBe(1);
    expect(charByteLength(127)).toBe(1);
    expect(charByteLength(128)).toBe(2);
    expect(charByteLength(2047)).toBe(2);
    expect(charByteLength(2048)).toBe(3);
    expect(charByteLength(65535)).toBe(3);
    expect(charByteLength(65536)).toBe(4);
  });

  it('counts ASCII, Korean and emoji text', () => {
    expect(byteLength('')).toBe(0);
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('é')).toBe(2);
    expect(byteLength('주식')).toBe(6);
    expect(byteLength('a주😀')).toBe(1 + 3 + 4);
  });
});
