import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { BUSINESS_ENV } from './test/business.ts';

const realProviders = {
  NODE_ENV: 'production',
  SANDBOX_IN_PRODUCTION: 'sms,mail,payment,social,identity,alimtalk',
  JWT_SECRET: 'j'.repeat(40),
  MEDIA_SIGNING_KEY: 'm'.repeat(40),
  IDENTITY_ENCRYPTION_KEY: 'a'.repeat(64),
  ...BUSINESS_ENV,
};

describe('TRUST_PROXY names the proxies, never "every hop"', () => {
  it('takes a hop count or addresses and networks', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a bare true in production', () => {
    expect(() => loadConfig({ ...realProviders, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...realProviders, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });
});

describe('production names its own signing keys (item 12)', () => {
  it('refuses to start without JWT_SECRET, MEDIA_SIGNING_KEY and IDENTITY_ENCRYPTION_KEY', () => {
    expect(loadConfig(realProviders).NODE_ENV).toBe('production');
    for (const key of ['JWT_SECRET', 'MEDIA_SIGNING_KEY', 'IDENTITY_ENCRYPTION_KEY'] as const) {
      const env: Record<string, string> = { ...realProviders };
      delete env[key];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(key));
    }
  });

  it('outside production the keys may still come from the database', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).JWT_SECRET).toBeUndefined();
  });
});

describe('sandboxes in production are named one by one (issue 35)', () => {
  const allButPayment = { ...realProviders, SANDBOX_IN_PRODUCTION: 'sms,mail,social,identity,alimtalk' };

  it('a payment sandbox runs in production only when named', () => {
    expect(() => loadConfig(allButPayment)).toThrow(/PAYMENT_PROVIDER: sandbox provider refused in production \(choose a real one, or name it: SANDBOX_IN_PRODUCTION=payment\)/);
    expect(loadConfig({ ...allButPayment, PAYMENT_PROVIDER: 'toss', TOSS_SECRET_KEY: 'live_sk_x', TOSS_CLIENT_KEY: 'live_ck_x' }).PAYMENT_PROVIDER).toBe('toss');
    expect(loadConfig({ ...allButPayment, SANDBOX_IN_PRODUCTION: 'sms,mail,social,identity,alimtalk,payment' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('names only known sandboxes, and the old all-in-one switch is refused with the new name', () => {
    expect(() => loadConfig({ SANDBOX_IN_PRODUCTION: 'sms,everything' })).toThrow(/SANDBOX_IN_PRODUCTION: not a sandbox: everything/);
    expect(() => loadConfig({ ...realProviders, ALLOW_SANDBOX_PROVIDERS: 'true' })).toThrow(/ALLOW_SANDBOX_PROVIDERS: replaced by SANDBOX_IN_PRODUCTION/);
  });
});

describe('the sandbox outbox stays on this machine (issue 35)', () => {
  it('refuses to listen beyond loopback while it is on, and starts once it is off or a real provider sends', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST: the sandbox outbox .* is on: listen on 127\.0\.0\.1, or set SANDBOX_OUTBOX=false/);
    expect(() => loadConfig({ HOST: '192.168.0.10' })).toThrow(ConfigError);
    expect(loadConfig({ HOST: '0.0.0.0', SANDBOX_OUTBOX: 'false' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::1' }).HOST).toBe('::1');
    expect(loadConfig({ HOST: 'localhost' }).HOST).toBe('localhost');
    const realSenders = {
      SMS_PROVIDER: 'nhncloud',
      NHN_SMS_APP_KEY: 'app',
      NHN_SMS_SECRET_KEY: 'secret',
      SMS_SENDER_NO: '0212345678',
      MAIL_PROVIDER: 'nhncloud',
      NHN_MAIL_APP_KEY: 'app',
      NHN_MAIL_SECRET_KEY: 'secret',
      MAIL_FROM: 'no-reply@example.com',
    };
    expect(loadConfig({ HOST: '0.0.0.0', ...realSenders }).HOST).toBe('0.0.0.0');
    // Production never serves it, so any HOST goes.
    expect(loadConfig({ ...realProviders, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('/metrics behind a proxy on the same host (issue 35)', () => {
  it('allows nobody by default in production, loopback by default elsewhere', () => {
    expect(loadConfig(realProviders).METRICS_ALLOW).toEqual([]);
    expect(loadConfig({}).METRICS_ALLOW).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ METRICS_ALLOW: 'none' }).METRICS_ALLOW).toEqual([]);
  });

  it('refuses loopback with TRUST_PROXY unset in production, and takes it once the proxy is named', () => {
    expect(() => loadConfig({ ...realProviders, METRICS_ALLOW: '127.0.0.1' })).toThrow(/METRICS_ALLOW: a loopback address with TRUST_PROXY unset/);
    expect(() => loadConfig({ ...realProviders, METRICS_ALLOW: '10.1.0.0/16,::1' })).toThrow(/METRICS_ALLOW/);
    expect(loadConfig({ ...realProviders, METRICS_ALLOW: '127.0.0.1', TRUST_PROXY: '127.0.0.1' }).METRICS_ALLOW).toEqual(['127.0.0.1']);
    expect(loadConfig({ ...realProviders, METRICS_ALLOW: '10.1.0.0/16' }).METRICS_ALLOW).toEqual(['10.1.0.0/16']);
  });
});
