import { describe, expect, it } from 'vitest';
import { parseOAuthReturn } from './social';

describe('parseOAuthReturn', () => {
  it('reads a successful callback', () => {
    expect(parseOAuthReturn('#client_id=abcdefghijklmnopqrstuvwx&provider_cd=google&returnUrl=%2Fmy')).toEqual({
      kind: 'signedIn',
      clientId: 'abcdefghijklmnopqrstuvwx',
      provider: 'google',
      returnUrl: '/my',
    });
  });

  it('reads a refusal with its Korean message', () => {
    expect(parseOAuthReturn(`#code=2068&message=${encodeURIComponent('소셜 로그인이 취소되었습니다.')}&provider_cd=naver&returnUrl=%2F`)).toEqual({
      kind: 'failed',
      code: '2068',
      message: '소셜 로그인이 취소되었습니다.',
      returnUrl: '/',
    });
  });

  it('refuses an unknown provider or an empty fragment', () => {
    expect(parseOAuthReturn('#client_id=abc&provider_cd=line')).toEqual({ kind: 'invalid' });
    expect(parseOAuthReturn('#client_id=abc&provider_cd=kakao&returnUrl=%2Fmy')).toMatchObject({ kind: 'signedIn', provider: 'kakao' });
    expect(parseOAuthReturn('')).toEqual({ kind: 'invalid' });
  });
});
