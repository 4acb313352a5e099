/**
 * Reads a cookie (the XSRF token the server sets). Writing cookies with an expiry in days (spec §9)
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
