import { describe, expect, it } from 'vitest';
import { KeyRing } from '../../lib/key-ring.ts';
import { Tokens } from './tokens.ts';

describe('access tokens across a key rotation (decision 089)', () => {
  const OLD = 'o'.repeat(40);
  const NEW = 'n'.repeat(40);

  it('an access token of the old key passes while it is listed; new ones name the new key', async () => {
    const old = await new Tokens(OLD, 900, 3600).signAccess({ sessionId: '8f0c1a52-3a59-4d55-9d3e-1f4e2b3c4d5e', memberId: 7 });
    const rotating = new Tokens(new KeyRing({ id: 'j2', key: NEW }, [{ id: '', key: OLD }]), 900, 3600);
    expect(await rotating.verifyAccess(old)).toEqual({ sessionId: '8f0c1a52-3a59-4d55-9d3e-1f4e2b3c4d5e', memberId: 7 });
    const fresh = await rotating.signAccess({ sessionId: '8f0c1a52-3a59-4d55-9d3e-1f4e2b3c4d5e', memberId: 7 });
    expect(JSON.parse(Buffer.from(fresh.split('.')[0]!, 'base64url').toString())).toMatchObject({ kid: 'j2' });
    const retired = new Tokens(new KeyRing({ id: 'j2', key: NEW }), 900, 3600);
    expect(await retired.verifyAccess(fresh)).toMatchObject({ memberId: 7 });
    await expect(retired.verifyAccess(old)).rejects.toMatchObject({ code: '0901' });
    expect(await retired.verifySignatureIgnoringExpiry(old)).toBeNull();
    // A kid the ring does not hold, even on a correctly made token, is refused.
    const unknown = await new Tokens(new KeyRing({ id: 'zz', key: NEW }), 900, 3600).signAccess({ sessionId: '8f0c1a52-3a59-4d55-9d3e-1f4e2b3c4d5e', memberId: 7 });
    await expect(retired.verifyAccess(unknown)).rejects.toMatchObject({ code: '0901' });
  });
});
