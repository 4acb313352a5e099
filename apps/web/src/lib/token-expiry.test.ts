import { describe, expect, it } from 'vitest';
import { accessExpiresAt } from './token-expiry';

const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('accessExpiresAt', () => {
  it("counts the token's own lifetime from its arrival, less a second, whatever this device's clock says", () => {
    // Issued and expiring an hour in the "past" by this clock: only exp − iat (900 s) counts.
    expect(accessExpiresAt(token({ iat: 1_000, exp: 1_900 }), 5_000_000)).toBe(5_000_000 + 899_000);
  });

  it('gives no expiry for a token without a lifetime or not a token at all', () => {
    expect(accessExpiresAt(token({ exp: 1_900 }))).toBeUndefined();
    expect(accessExpiresAt(token({ iat: 1_900, exp: 1_900 }))).toBeUndefined();
    expect(accessExpiresAt('opaque')).toBeUndefined();
    expect(accessExpiresAt('a.%%%.b')).toBeUndefined();
  });
});
