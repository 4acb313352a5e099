/** Small cookie helper; expiry is given in days as the spec asks (§9). */
const DAY_MS = 24 * 60 * 60 * 1000;

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

/** Without `days` the cookie lives for the browser session. */
export function setCookie(name: string, value: string, days?: number): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (days !== undefined) cookie += `; expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`;
  if (location.protocol === 'https:') cookie += '; Secure';
  document.cookie = cookie;
}

export function removeCookie(name: string): void {
  setCookie(name, '', -1);
}
