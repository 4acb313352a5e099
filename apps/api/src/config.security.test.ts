import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { BUSINESS_ENV } from './test/business.ts';

const realProviders = {
  NODE_ENV: 'production',
  ALLOW_SANDBOX_PROVIDERS: 'true',
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
