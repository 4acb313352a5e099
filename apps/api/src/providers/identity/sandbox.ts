import { devApi } from '@school/contracts/endpoints';
import { createHash } from 'node:crypto';
import type { Sealer } from '../../lib/sealer.ts';
import { IdentityFailedError, IdentityTokenError, type IdentityVerifier, type IdentityWindow, type VerifiedIdentity } from './identity.ts';
import { toIdentity } from './mobileok.ts';

/** The sandbox's stand-in for the provider window (modules/dev serves both). */
export const SANDBOX_IDEN_WINDOW_PATH = devApi.idenWindow.path;
export const SANDBOX_IDEN_COMPLETE_PATH = devApi.idenComplete.path;

/**
 * Plays mobileOK locally. Its window is an in-app form (name, birth date, gender, phone);
 * the token it returns is the result itself, sealed with AES-256-GCM under a sandbox key,
 * so a changed character makes it fail exactly like a forged token would at the provider.
 * CI and DI are derived from the entered name, birth date and phone: entering the same
 * person twice yields the same DI, which is how the duplicate rule can be tried.
 */
export class SandboxIdentity implements IdentityVerifier {
  readonly name = 'sandbox';
  readonly sandbox = true;

  constructor(private readonly sealer: Sealer) {}

  async window(p: { clientTxId: string; returnUrl: string }): Promise<IdentityWindow> {
    const q = new URLSearchParams({ tx: p.clientTxId, return: p.returnUrl });
    return { windowUrl: `${SANDBOX_IDEN_WINDOW_PATH}?${q.toString()}`, requestInfo: '' };
  }

  /** What the stand-in window hands back after the tester submits the form. */
  issueToken(p: { clientTxId: string; name: string; birth: string; gender: 'M' | 'F'; hpno: string; fail?: boolean }): string {
    const person = `${p.name}|${p.birth}|${p.hpno}`;
    const result = {
      clientTxId: p.clientTxId,
      resultCode: p.fail ? '3001' : '2000',
      userName: p.name,
      userBirthday: p.birth.replace(/-/g, ''),
      userGender: p.gender === 'M' ? '1' : '2',
      userPhone: p.hpno,
      ci: createHash('sha512').update(`sandbox-ci:${person}`).digest('base64').slice(0, 88),
      di: createHash('sha256').update(`sandbox-di:${person}`).digest('hex'),
    };
    return this.sealer.seal(JSON.stringify(result));
  }

  async result(encryptMOKKeyToken: string): Promise<VerifiedIdentity> {
    const plain = this.sealer.open(encryptMOKKeyToken);
    if (plain === null) throw new IdentityTokenError('sandbox token does not open');
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(plain) as Record<string, unknown>;
    } catch {
      throw new IdentityTokenError('sandbox token is not JSON');
    }
    if (parsed.resultCode !== '2000') throw new IdentityFailedError(`resultCode ${String(parsed.resultCode)}`);
    return toIdentity(parsed);
  }
}
