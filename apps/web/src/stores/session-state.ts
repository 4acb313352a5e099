import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { limits } from '@school/contracts/plain';
import type { DeviceInfo } from '../lib/device';
import { accessExpiresAt } from '../lib/token-expiry';
import { SESSION_STORAGE_KEY } from './session-storage';

/** The signed-in user as the spec describes it (§3). Tokens come from login/refresh. */
export interface SessionUser {
  email: string;
  accessToken: string;
  refreshToken: string;
  provider_cd: string | null;
  device: DeviceInfo | null;
  /** When the access token stops working, by this browser's clock (lib/token-expiry.ts); the client refreshes first after it. */
  expiresAt?: number;
}

export interface SessionState {
  user: SessionUser | null;
  setUser: (user: SessionUser) => void;
  setTokens: (tokens: { accessToken: string; refreshToken: string }) => void;
  clearUser: () => void;
}

export { SESSION_STORAGE_KEY };

/**
 * The only persisted store: a reload must keep the person signed in. Free of React (its hooks are in session.ts),
 * so the page's first script can read the session before React has loaded (the early lecture start, decision 077).
 */
export const sessionStore = createStore<SessionState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user: { ...user, expiresAt: accessExpiresAt(user.accessToken) } }),
      setTokens: (tokens) => set((s) => (s.user ? { user: { ...s.user, ...tokens, expiresAt: accessExpiresAt(tokens.accessToken) } } : s)),
      clearUser: () => set({ user: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user }),
      version: 1,
    },
  ),
);

/** The specification: logged in means a stored user with a non-empty access token. */
export const selectIsLoggedIn = (s: SessionState): boolean => Boolean(s.user?.accessToken);

export const isLoggedIn = (): boolean => selectIsLoggedIn(sessionStore.getState());

/**
 * Resolves once the stored session is read (true), or after the persisted-state time-out of 5000 ms
 * (the specification) with false, so a storage that never answers cannot keep the app from starting.
 * localStorage answers at once; the time-out guards storages that do not.
 */
export function sessionHydrated(timeoutMs: number = limits.persistTimeoutMs): Promise<boolean> {
  const persisted = sessionStore.persist;
  if (persisted.hasHydrated()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const stop = persisted.onFinishHydration(() => {
      clearTimeout(timer);
      stop();
      resolve(true);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, timeoutMs);
  });
}
