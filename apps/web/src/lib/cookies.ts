/**
 * Reads a cookie (the XSRF token). Writing cookies with an expiry in days (the specification)
 * was removed: nothing in the site sets a cookie from the browser (decision 034).
 */
export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

/**
 * The XSRF token, made here before the first state-changing call: no answer of the server sets it, so public
 * pages stay cacheable by a CDN (decision 085). A double-submit token only has to match its cookie, which another
 * site can neither read nor set, so the page may choose it.
 */
export function xsrfToken(): string {
  const existing = getCookie('XSRF-TOKEN');
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  document.cookie = `XSRF-TOKEN=${token}; path=/; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  return token;
}
