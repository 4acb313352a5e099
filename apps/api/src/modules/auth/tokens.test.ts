import { describe, expect, it } from 'vitest';
import { Tokens } from './tokens.ts';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const claims = { sessionId: '5b0e8f5e-6f4c-4d0b-9a57-3f0c2a9d1e11', memberId: 42 };
const code = (promise: Promise<unknown>) => promise.then(() => '0000', (err: { code?: string }) => err.code);

describe('Tokens.verifyAccess', () => {
  it('accepts its own token again and again with the same claims', async () => {
    const tokens = new Tokens(SECRET, 60, 600);
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
  });

  it('refuses a token whose signature was changed, also after the real one was accepted', async () => {
    const tokens = new Tokens(SECRET, 60, 600);
    const token = await tokens.signAccess(claims);
    await tokens.verifyAccess(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await code(tokens.verifyAccess(flipped))).toBe('0901');
    const otherKey = await new Tokens(`${SECRET}-other`, 60, 600).signAccess(claims);
    expect(await code(tokens.verifyAccess(otherKey))).toBe('0901');
  });

  it('refuses an accepted token with 0902 once it has expired', async () => {
    // Two seconds, not one: expiry counts whole seconds, so a one-second token signed just before a second turns can
    // be expired by the first check on a loaded machine.
    const tokens = new Tokens(SECRET, 2, 600);
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(await code(tokens.verifyAccess(token))).toBe('0902');
    expect(await code(tokens.verifyAccess(token))).toBe('0902');
  });

  it('a token of another app with the same key is accepted (its two processes share the secret)', async () => {
    const token = await new Tokens(SECRET, 60, 600).signAccess(claims);
    expect(await new Tokens(SECRET, 60, 600).verifyAccess(token)).toEqual(claims);
  });
});
