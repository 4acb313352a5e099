/**
 * When an access token stops working, by this browser's clock: the token's own lifetime (exp − iat, both from its
 * payload) counted from the moment it arrived, less a second for the call's flight. Counting from arrival, not from
 * `exp`, keeps a device whose clock is off by minutes from refreshing on every call. Undefined when the token carries
 * no lifetime (the server then answers 0902 and the client refreshes as before).
 */
export function accessExpiresAt(accessToken: string, receivedAt: number = Date.now()): number | undefined {
  try {
    const payload = accessToken.split('.')[1];
    if (!payload) return undefined;
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (!json || typeof json !== 'object') return undefined;
    const { exp, iat } = json as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp <= iat) return undefined;
    return receivedAt + (exp - iat - 1) * 1000;
  } catch {
    return undefined;
  }
}
