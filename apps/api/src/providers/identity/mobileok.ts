import { koreanIso } from '@school/contracts';
import { createRequire } from 'node:module';
import { ProviderError } from '../outbox.ts';
import { show } from '../oauth/oauth.ts';
import { postJsonFn, type HttpFetchJson } from './http.ts';
import { IdentityFailedError, IdentityTokenError, isoBirth, type IdentityVerifier, type IdentityWindow, type VerifiedIdentity } from './identity.ts';


/**
 * The part of Dream Security's key-manager library (shipped to each customer with
 * its key file) this adapter uses: RSA-encrypting our request id and decrypting the
 * result. The library is licensed per site and not on npm, so it is loaded from
 * MOBILEOK_KEY_MANAGER_PATH.
 */
export interface MokKeyManager {
  serviceId(): string;
  encrypt(plain: string): string;
  decryptResult(encryptMOKResult: string): string;
}

/** Loads the vendor module (`keyInit`, `getServiceId`, `RSAEncrypt`, `getResult`). */
export function loadMokKeyManager(modulePath: string, keyFile: string, password: string): MokKeyManager {
  const req = createRequire(import.meta.url);
  const lib = req(modulePath) as {
    keyInit(path: string, password: string): void;
    getServiceId(): string;
    RSAEncrypt(plain: string): string;
    getResult(enc: string): string;
  };
  lib.keyInit(keyFile, password);
  return { serviceId: () => lib.getServiceId(), encrypt: (p) => lib.RSAEncrypt(p), decryptResult: (e) => lib.getResult(e) };
}

export interface MobileOkOptions {
  keyManager: MokKeyManager;
  baseUrl?: string;
  /** 01001 sign-up, 01002 info change, 01003 ID lookup, 01004 password lookup, 01005 adult/identity check, 01006 other. */
  usageCode?: string;
  fetch?: HttpFetchJson;
  now?: () => Date;
}

/**
 * mobileOK standard window, MOKToken mode: we hand the page a MOKAuthRequestInfo with our
 * RSA-encrypted `clientTxId|time`; the window returns an `encryptMOKKeyToken`, and the
 * server posts it to /gui/service/v1/result/request, then decrypts `encryptMOKResult`.
 */
export class MobileOkVerifier implements IdentityVerifier {
  readonly name = 'mobileok';
  readonly sandbox = false;
  private readonly baseUrl: string;
  private readonly post: ReturnType<typeof postJsonFn>;

  constructor(private readonly o: MobileOkOptions) {
    this.baseUrl = (o.baseUrl ?? 'https://scert.mobile-ok.com').replace(/\/+$/, '');
    this.post = postJsonFn(o.fetch ?? globalThis.fetch, 'mobileok');
  }

  async window(p: { clientTxId: string; returnUrl: string }): Promise<IdentityWindow> {
    const stamp = compactTime(this.o.now?.() ?? new Date());
    const info = {
      usageCode: this.o.usageCode ?? '01005',
      serviceId: this.o.keyManager.serviceId(),
      encryptReqClientInfo: this.o.keyManager.encrypt(`${p.clientTxId}|${stamp}`),
      serviceType: 'telcoAuth',
      retTransferType: 'MOKToken',
      returnUrl: p.returnUrl,
    };
    return { windowUrl: `${this.baseUrl}/resources/js/index.js`, requestInfo: JSON.stringify(info) };
  }

  async result(encryptMOKKeyToken: string): Promise<VerifiedIdentity> {
    const res = await this.post(`${this.baseUrl}/gui/service/v1/result/request`, { encryptMOKKeyToken });
    if (!res.ok) throw new ProviderError('mobileok', `result HTTP ${res.status}`);
    const encrypted = res.json.encryptMOKResult;
    if (typeof encrypted !== 'string' || encrypted === '') {
      // 2000 is success; anything else is the provider refusing the token or the check.
      const code = show(res.json.resultCode);
      if (code && code !== '2000') throw new IdentityFailedError(`resultCode ${code}`);
      throw new IdentityTokenError('no encryptMOKResult');
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(this.o.keyManager.decryptResult(encrypted)) as Record<string, unknown>;
    } catch {
      throw new IdentityTokenError('result does not decrypt');
    }
    return toIdentity(parsed);
  }
}

/** mobileOK result fields: clientTxId, userName, userBirthday (yyyyMMdd), userGender (1 male, 2 female), userPhone, ci, di. */
export function toIdentity(r: Record<string, unknown>): VerifiedIdentity {
  const birth = isoBirth(r.userBirthday);
  const gender = r.userGender === '1' || r.userGender === 'M' ? 'M' : r.userGender === '2' || r.userGender === 'F' ? 'F' : null;
  const s = (v: unknown, max: number) => (typeof v === 'string' && v !== '' && v.length <= max ? v : null);
  const clientTxId = s(r.clientTxId, 64);
  const name = s(r.userName, 30);
  const ci = s(r.ci, 200);
  const di = s(r.di, 200);
  if (!clientTxId || !name || !birth || !gender || !ci || !di) throw new IdentityTokenError('result incomplete');
  const phone = typeof r.userPhone === 'string' && /^01\d{8,9}$/.test(r.userPhone) ? r.userPhone : null;
  return { clientTxId, name, birth, gender, hpno: phone, ci, di };
}

function compactTime(d: Date): string {
  // yyyyMMddHHmmss in Korean time, as the vendor's samples send it.
  return koreanIso(d).slice(0, 19).replace(/[-T:]/g, '');
}
