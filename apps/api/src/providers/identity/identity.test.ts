import { describe, expect, it } from 'vitest';
import { Sealer } from '../../lib/sealer.ts';
import { ProviderError } from '../outbox.ts';
import { IdentityFailedError, IdentityTokenError } from './identity.ts';
import { MobileOkVerifier, type MokKeyManager } from './mobileok.ts';

// Stands in for Dream Security's key-manager library: reversible "encryption" is enough to check the wiring.
const keyManager: MokKeyManager = {
  serviceId: () => 'SERVICE-ID',
  encrypt: (p) => `enc(${p})`,
  decryptResult: (e) => {
    if (!e.startsWith('sealed:')) throw new Error('bad');
    return Buffer.from(e.slice(7), 'base64').toString('utf8');
  },
};
const sealedResult = (r: object) => `sealed:${Buffer.from(JSON.stringify(r)).toString('base64')}`;

function fakeFetch(status: number, json: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = async (url: string, init: { body?: string }) => {
    calls.push({ url, body: JSON.parse(init.body ?? 'null') });
    return { ok: status < 300, status, json: async () => json };
  };
  return { fetch, calls };
}

describe('mobileOK adapter', () => {
  it('builds MOKAuthRequestInfo with the RSA-encrypted clientTxId|time (MOKToken mode)', async () => {
    const v = new MobileOkVerifier({ keyManager, baseUrl: 'https://mok.test/', fetch: fakeFetch(200, {}).fetch, now: () => new Date('2026-01-02T03:04:05Z') });
    const w = await v.window({ clientTxId: 'tx1', returnUrl: 'https://school.example/my/info' });
    expect(w.windowUrl).toBe('https://mok.test/resources/js/index.js');
    expect(JSON.parse(w.requestInfo)).toEqual({
      usageCode: '01005',
      serviceId: 'SERVICE-ID',
      encryptReqClientInfo: 'enc(tx1|20260102120405)',
      serviceType: 'telcoAuth',
      retTransferType: 'MOKToken',
      returnUrl: 'https://school.example/my/info',
    });
  });

  it('posts the token to the result API and decrypts name, birth, gender, phone, CI, DI', async () => {
    const result = { clientTxId: 'tx1', userName: '홍길동', userBirthday: '19900101', userGender: '2', userPhone: '01012345678', ci: 'C'.repeat(88), di: 'D'.repeat(64) };
    const { fetch, calls } = fakeFetch(200, { resultCode: '2000', encryptMOKResult: sealedResult(result) });
    const v = new MobileOkVerifier({ keyManager, baseUrl: 'https://mok.test', fetch });
    await expect(v.result('TOKEN')).resolves.toEqual({ clientTxId: 'tx1', name: '홍길동', birth: '1990-01-01', gender: 'F', hpno: '01012345678', ci: 'C'.repeat(88), di: 'D'.repeat(64) });
    expect(calls[0]).toEqual({ url: 'https://mok.test/gui/service/v1/result/request', body: { encryptMOKKeyToken: 'TOKEN' } });
  });

  it('tells a refused check, a garbled result and an unreachable provider apart', async () => {
    const refused = new MobileOkVerifier({ keyManager, fetch: fakeFetch(200, { resultCode: '3001', resultMsg: 'fail' }).fetch });
    await expect(refused.result('T')).rejects.toBeInstanceOf(IdentityFailedError);
    const garbled = new MobileOkVerifier({ keyManager, fetch: fakeFetch(200, { resultCode: '2000', encryptMOKResult: 'tampered' }).fetch });
    await expect(garbled.result('T')).rejects.toBeInstanceOf(IdentityTokenError);
    const incomplete = new MobileOkVerifier({ keyManager, fetch: fakeFetch(200, { encryptMOKResult: sealedResult({ clientTxId: 'x', userName: 'a' }) }).fetch });
    await expect(incomplete.result('T')).rejects.toBeInstanceOf(IdentityTokenError);
    const down = new MobileOkVerifier({ keyManager, fetch: () => Promise.reject(new Error('ECONNREFUSED')) });
    await expect(down.result('T')).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('Sealer (AES-256-GCM)', () => {
  const key = Buffer.alloc(32, 7);
  it('opens what it sealed; a changed character or another key opens nothing', () => {
    const s = new Sealer(key, 'ci-di');
    const sealed = s.seal('DI-VALUE');
    expect(sealed).not.toContain('DI-VALUE');
    expect(s.seal('DI-VALUE')).not.toBe(sealed);
    expect(s.open(sealed)).toBe('DI-VALUE');
    // A character in the middle: the last base64 character may only carry padding bits.
    const mid = Math.floor(sealed.length / 2);
    const flipped = `${sealed.slice(0, mid)}${sealed[mid] === 'A' ? 'B' : 'A'}${sealed.slice(mid + 1)}`;
    expect(s.open(flipped)).toBeNull();
    expect(new Sealer(key, 'provider-tokens').open(sealed)).toBeNull();
    expect(s.open('garbage')).toBeNull();
  });
});
