import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PROVIDERS: 'true' }).SMS_PROVIDER).toBe('sandbox');
    const real = loadConfig({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'nhncloud',
      NHN_SMS_APP_KEY: 'app',
      NHN_SMS_SECRET_KEY: 'secret',
      SMS_SENDER_NO: '0212345678',
      MAIL_PROVIDER: 'nhncloud',
      NHN_MAIL_APP_KEY: 'app',
      NHN_MAIL_SECRET_KEY: 'secret',
      MAIL_FROM: 'no-reply@example.com',
    });
    expect(real.MAIL_PROVIDER).toBe('nhncloud');
  });

  it('a real provider needs its keys; a short JWT secret is refused', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'nhncloud' })).toThrow(/NHN_SMS_APP_KEY: required when SMS_PROVIDER=nhncloud/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toHaveLength(32);
  });
});
