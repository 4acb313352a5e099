/** Where the session is persisted (stores/session-state.ts, zustand's persist: `{ state: { user }, version }`). */
export const SESSION_STORAGE_KEY = 'session';

/**
 * The stored access token, read without the store: the page's first script starts a lecture with it before zustand
 * and the app have loaded (features/learning/start/). Null without a stored session, or when storage refuses.
 */
export function storedAccessToken(): string | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const token: unknown = raw ? (JSON.parse(raw) as { state?: { user?: { accessToken?: unknown } | null } }).state?.user?.accessToken : null;
    return typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return null;
  }
}
