import { LOGIN_PATH } from '../../lib/navigation';

const ORIGIN = 'http://same-site.invalid';

/**
 * Where to go after signing in. Only a path on this site is accepted: it must
 * start with exactly one '/', not '//' or '/\' (browsers read both as another
 * host), hold no control characters or backslashes, and resolve to our own
 * origin. Anything else — including a missing value or the login page itself —
 * becomes '/'.
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw || raw.length > 2048) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== ORIGIN) return '/';
  if (url.pathname === LOGIN_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
