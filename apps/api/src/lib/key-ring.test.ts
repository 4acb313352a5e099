import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { jwtKeys, sealingKeys } from './configured-keys.ts';
import { KeyRing } from './key-ring.ts';
import { keyedHashes, Sealer } from './sealer.ts';

const A = Buffer.alloc(32, 1);
const B = Buffer.alloc(32, 2);
const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('key rotation settings (decision 089)', () => {
  it('reads the current key id and the older keys as id:key, an empty id for values made before ids', () => {
    const c = loadConfig({ JWT_SECRET: 'n'.repeat(32), JWT_SECRET_ID: '2026b', JWT_SECRET_PREVIOUS: `2026a:${'a'.repeat(32)}, :o:l${'o'.repeat(32)}` });
    const ring = jwtKeys(c, c.JWT_SECRET!);
    expect(ring.current).toEqual({ id: '2026b', key: 'n'.repeat(32) });
    expect(ring.all.map((k) => k.id)).toEqual(['2026b', '2026a', '']);
    // Only the first colon separates the id: a key may hold colons.
    expect(ring.get('')).toBe(`o:l${'o'.repeat(32)}`);
    // The first step of a rotation: the old key still makes values (no id), the new one is only read.
    const first = loadConfig({ JWT_SECRET: 'o'.repeat(32), JWT_SECRET_PREVIOUS: `2026a:${'n'.repeat(32)}` });
    expect(jwtKeys(first, first.JWT_SECRET!).all).toEqual([{ id: '', key: 'o'.repeat(32) }, { id: '2026a', key: 'n'.repeat(32) }]);
  });

  it('refuses what would lose or confuse keys, naming the setting', () => {
    expect(configError({ JWT_SECRET_ID: 'k2' })).toMatch(/JWT_SECRET: required when JWT_SECRET_ID or JWT_SECRET_PREVIOUS is set/);
    expect(configError({ JWT_SECRET: 'n'.repeat(32), JWT_SECRET_ID: 'K 2' })).toMatch(/JWT_SECRET_ID: a key id is 1–16 of a-z and 0-9/);
    expect(configError({ MEDIA_SIGNING_KEY: 'n'.repeat(32), MEDIA_SIGNING_KEY_ID: 'k2', MEDIA_SIGNING_KEY_PREVIOUS: 'k1:short' })).toMatch(
      /MEDIA_SIGNING_KEY_PREVIOUS: key "k1:…" must be at least 32 characters/,
    );
    expect(configError({ MEDIA_SIGNING_KEY: 'n'.repeat(32), MEDIA_SIGNING_KEY_PREVIOUS: 'o'.repeat(32) })).toMatch(/each entry is id:key/);
    // The current key has no id: it already reads the values without one.
    expect(configError({ JWT_SECRET: 'n'.repeat(32), JWT_SECRET_PREVIOUS: `:${'o'.repeat(32)}` })).toMatch(/give the current key an id \(JWT_SECRET_ID\)/);
    expect(configError({ JWT_SECRET: 'n'.repeat(32), JWT_SECRET_ID: 'k2', JWT_SECRET_PREVIOUS: `k2:${'o'.repeat(32)}` })).toMatch(/key id "k2" is listed twice/);
    expect(configError({ IDENTITY_ENCRYPTION_KEY: 'b'.repeat(64), IDENTITY_ENCRYPTION_KEY_ID: 'e2', IDENTITY_ENCRYPTION_KEY_PREVIOUS: 'e1:abc' })).toMatch(
      /IDENTITY_ENCRYPTION_KEY_PREVIOUS: key "e1:…" must be 32 bytes/,
    );
    const c = loadConfig({ IDENTITY_ENCRYPTION_KEY: B.toString('base64'), IDENTITY_ENCRYPTION_KEY_ID: 'e2', IDENTITY_ENCRYPTION_KEY_PREVIOUS: `:${A.toString('hex')}` });
    expect(sealingKeys(c, c.IDENTITY_ENCRYPTION_KEY!).get('')).toEqual(A);
  });
});

describe('sealed values across a rotation', () => {
  const before = new Sealer(A, 'p');
  const after = new Sealer(new KeyRing({ id: 'k2', key: B }, [{ id: '', key: A }]), 'p');
  const retired = new Sealer(new KeyRing({ id: 'k2', key: B }), 'p');

  it('old values open with the old key listed; new ones carry the new id and open only with the new key', () => {
    const old = before.seal('CI-123');
    expect(old).toMatch(/^v1\.[\w-]+$/);
    expect(after.open(old)).toBe('CI-123');
    expect(after.isCurrent(old)).toBe(false);
    const fresh = after.seal('CI-123');
    expect(fresh).toMatch(/^v1\.k2\.[\w-]+$/);
    expect(after.isCurrent(fresh)).toBe(true);
    expect(before.open(fresh)).toBeNull();
    expect(retired.open(fresh)).toBe('CI-123');
    expect(retired.open(old)).toBeNull();
    // An id naming another key does not open it.
    expect(after.open(fresh.replace('v1.k2.', 'v1.'))).toBeNull();
  });

  it('keyed hashes: the current key first, then the older ones, so rows written before are still found', () => {
    const old = keyedHashes(A, 'di')('DI-1')[0];
    const both = keyedHashes(new KeyRing({ id: 'k2', key: B }, [{ id: '', key: A }]), 'di')('DI-1');
    expect(both).toHaveLength(2);
    expect(both[1]).toBe(old);
    expect(both[0]).not.toBe(old);
  });
});
