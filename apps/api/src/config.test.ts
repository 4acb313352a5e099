import { describe, expect, it } from 'vitest';
import { BUSINESS_VARS, ConfigError, loadConfig } from './config.ts';
import { BUSINESS_ENV } from './test/business.ts';

// Production names its own signing keys (issue 12 item 12).
const productionKeys = { JWT_SECRET: 'j'.repeat(40), MEDIA_SIGNING_KEY: 'm'.repeat(40), IDENTITY_ENCRYPTION_KEY: 'a'.repeat(64), ...BUSINESS_ENV };

describe('loadConfig: accounts and providers', () => {
  it('defaults: 15-minute access tokens, 14-day refresh tokens, sandbox providers outside production', () => {
    const c = loadConfig({});
    expect(c.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(c.REFRESH_TOKEN_TTL_SECONDS).toBe(14 * 86_400);
    expect(c.SMS_PROVIDER).toBe('sandbox');
    expect(c.MAIL_PROVIDER).toBe('sandbox');
    expect(c.JWT_SECRET).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('http://127.0.0.1:3000');
  });

  it('production refuses to start with sandbox providers unless told to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER: sandbox provider refused in production/);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'sms,mail,payment,social,identity,alimtalk', ...productionKeys }).SMS_PROVIDER).toBe('sandbox');
    const real = loadConfig({
      NODE_ENV: 'production',
      ...productionKeys,
      SMS_PROVIDER: 'nhncloud',
      NHN_SMS_APP_KEY: 'app',
      NHN_SMS_SECRET_KEY: 'secret',
      SMS_SENDER_NO: '0212345678',
      MAIL_PROVIDER: 'nhncloud',
      NHN_MAIL_APP_KEY: 'app',
      NHN_MAIL_SECRET_KEY: 'secret',
      MAIL_FROM: 'no-reply@example.com',
      SOCIAL_LOGIN_PROVIDER: 'live',
      IDENTITY_PROVIDER: 'mobileok',
      MOBILEOK_KEY_MANAGER_PATH: '/opt/mok/mok_Key_Manager.js',
      MOBILEOK_KEY_FILE: '/opt/mok/mok_keyInfo.dat',
      MOBILEOK_KEY_PASSWORD: 'secret',
      IDENTITY_ENCRYPTION_KEY: 'a'.repeat(64),
      PAYMENT_PROVIDER: 'toss',
      TOSS_SECRET_KEY: 'live_sk_x',
      TOSS_CLIENT_KEY: 'live_ck_x',
      ALIMTALK_PROVIDER: 'nhncloud',
      NHN_ALIMTALK_APP_KEY: 'app',
      NHN_ALIMTALK_SECRET_KEY: 'secret',
      NHN_ALIMTALK_SENDER_KEY: 'sender',
    });
    expect(real.MAIL_PROVIDER).toBe('nhncloud');
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_PROVIDER: sandbox provider refused/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'toss' })).toThrow(/TOSS_SECRET_KEY: required when PAYMENT_PROVIDER=toss/);
  });

  it('a real provider needs its keys; a short JWT secret is refused', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'nhncloud' })).toThrow(/NHN_SMS_APP_KEY: required when SMS_PROVIDER=nhncloud/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toHaveLength(32);
  });

  it('social login and identity verification: sandbox by default, refused in production, keys checked', () => {
    expect(loadConfig({}).SOCIAL_LOGIN_PROVIDER).toBe('sandbox');
    expect(loadConfig({}).IDENTITY_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'nhncloud' })).toThrow(/SOCIAL_LOGIN_PROVIDER: sandbox provider refused/);
    expect(() => loadConfig({ SOCIAL_LOGIN_PROVIDER: 'live', APPLE_CLIENT_ID: 'com.example.web' })).toThrow(/APPLE_PRIVATE_KEY: required/);
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'mobileok' })).toThrow(/MOBILEOK_KEY_FILE: required/);
    expect(() => loadConfig({ IDENTITY_ENCRYPTION_KEY: 'short' })).toThrow(/IDENTITY_ENCRYPTION_KEY/);
  });

  it('알림톡: sandbox by default, refused in production unless named, NHN Cloud needs its three keys', () => {
    expect(loadConfig({}).ALIMTALK_PROVIDER).toBe('sandbox');
    const prod = { NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'sms,mail,payment,social,identity', ...productionKeys };
    expect(() => loadConfig(prod)).toThrow(/ALIMTALK_PROVIDER: sandbox provider refused in production \(choose a real one, or name it: SANDBOX_IN_PRODUCTION=alimtalk\)/);
    expect(() => loadConfig({ ALIMTALK_PROVIDER: 'nhncloud', NHN_ALIMTALK_APP_KEY: 'a' })).toThrow(/NHN_ALIMTALK_SENDER_KEY: required when ALIMTALK_PROVIDER=nhncloud/);
    const live = { ...prod, ALIMTALK_PROVIDER: 'nhncloud', NHN_ALIMTALK_APP_KEY: 'a', NHN_ALIMTALK_SECRET_KEY: 's', NHN_ALIMTALK_SENDER_KEY: 'k' };
    expect(loadConfig(live).NHN_ALIMTALK_BASE_URL).toBe('https://api-alimtalk.cloud.toast.com');
  });
});

describe('business details (footer, E-Commerce Act)', () => {
  it('production refuses to start without each of them, naming the missing one', () => {
    const base = { NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'sms,mail,payment,social,identity,alimtalk', ...productionKeys };
    expect(loadConfig(base).COMPANY_NAME).toBe('주식회사 테스트학교');
    for (const v of BUSINESS_VARS) {
      expect(() => loadConfig({ ...base, [v]: '' }), v).toThrow(new RegExp(`${v}: required when NODE_ENV=production`));
    }
    expect(() => loadConfig({ ...base, BUSINESS_REG_NO: '1234567890' })).toThrow(/BUSINESS_REG_NO/);
  });

  it('may be unset outside production', () => {
    expect(loadConfig({}).COMPANY_NAME).toBeUndefined();
  });
});

