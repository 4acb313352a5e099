import { describe, expect, it } from 'vitest';
import { KeyedCache } from './cache.ts';
import { JsonBody } from './json-body.ts';

describe('KeyedCache', () => {
  it('builds a value once; `now` hands the built value itself, no promise', async () => {
    const cache = new KeyedCache<{ n: number }>();
    let builds = 0;
    const build = () => Promise.resolve({ n: ++builds });
    const first = cache.now('k', build);
    expect(first).toBeInstanceOf(Promise);
    const value = await first;
    expect(cache.now('k', build)).toBe(value);
    expect(await cache.get('k', build)).toBe(value);
    expect(builds).toBe(1);
  });

  it('keeps no failure, and nothing built while a change arrived', async () => {
    const cache = new KeyedCache<string>();
    await expect(cache.now('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.now('bad', () => Promise.resolve('ok'))).toBe('ok');

    let release: (v: string) => void = () => undefined;
    const slow = cache.now('k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.now('k', () => Promise.resolve('new'))).toBe('new');
    expect(cache.now('k', () => Promise.resolve('newer'))).toBe('new');
  });

  it('drops everything on invalidate', async () => {
    const cache = new KeyedCache<string>();
    await cache.now('k', () => Promise.resolve('a'));
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(cache.now('k', () => Promise.resolve('b'))).toBeInstanceOf(Promise);
  });

  it('bounded by size, evicts the least recently used first (a `now` hit counts as a use)', async () => {
    const cache = new KeyedCache<string>({ maxSize: { limit: 10, sizeOf: () => 1 } });
    const keys = 'abcdefghij'.split('');
    for (const k of keys) await cache.now(k, () => Promise.resolve(k));
    expect(cache.now('a', () => Promise.resolve('a2'))).toBe('a');
    await cache.now('k', () => Promise.resolve('k'));
    // Over the bound: the oldest uses (b, c) went, down to nine tenths; 'a' was used since, so it stayed.
    expect(cache.now('a', () => Promise.resolve('a3'))).toBe('a');
    expect(cache.now('k', () => Promise.resolve('k2'))).toBe('k');
    expect(cache.now('b', () => Promise.resolve('b2'))).toBeInstanceOf(Promise);
    expect(cache.now('c', () => Promise.resolve('c2'))).toBeInstanceOf(Promise);
    expect(cache.now('d', () => Promise.resolve('d2'))).toBe('d');
  });

  it('marks a body it keeps as held, and retires it when a change drops it (the fast lane stops answering it)', async () => {
    const cache = new KeyedCache<JsonBody>();
    const built = JsonBody.of({ n: 1 });
    expect(built.held).toBe(false);
    await cache.now('k', () => Promise.resolve(built));
    expect(built.held).toBe(true);
    expect(built.retired).toBe(false);
    cache.invalidate();
    expect(built.retired).toBe(true);
    const unkept = JsonBody.of({ n: 2 });
    const none = new KeyedCache<JsonBody>({ canCache: () => false });
    await none.now('k', () => Promise.resolve(unkept));
    expect(unkept.held).toBe(false);
  });
});
