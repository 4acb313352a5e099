import { describe, expect, it } from 'vitest';
import { KeyRing } from '../../lib/key-ring.ts';
import { MediaSigner } from './media.ts';

describe('media links across a key rotation (decision 089)', () => {
  const OLD = 'o'.repeat(40);
  const NEW = 'n'.repeat(40);

  it('a media link of the old key verifies while it is listed; new links carry the key id before the signature', () => {
    const grant = { memberId: 3, streamId: 'AAAAAAAAAAAAAAAA', mediaKey: 'samples/a' };
    const old = new MediaSigner(OLD, 600).sign(grant, 11).token;
    const rotating = new MediaSigner(new KeyRing({ id: 'm2', key: NEW }, [{ id: '', key: OLD }]), 600);
    expect(rotating.verify(old, 11)).toEqual(grant);
    const fresh = rotating.sign(grant, 11).token;
    expect(fresh).toMatch(/\.m2\.[\w-]{22}$/);
    expect(rotating.verify(fresh, 11)).toEqual(grant);
    const retired = new MediaSigner(new KeyRing({ id: 'm2', key: NEW }), 600);
    expect(retired.verify(fresh, 11)).toEqual(grant);
    expect(retired.verify(old, 11)).toBeNull();
    // Naming the other key's id does not make the signature pass.
    expect(rotating.verify(old.replace(/\.([\w-]{22})$/, '.m2.$1'), 11)).toBeNull();
  });
});
