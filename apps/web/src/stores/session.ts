import { useStore } from 'zustand';
import { selectIsLoggedIn, sessionStore, type SessionState } from './session-state';

export { SESSION_STORAGE_KEY, isLoggedIn, selectIsLoggedIn, sessionHydrated, type SessionUser } from './session-state';

/** The session store as a hook, with the store's own methods (getState, setState, persist…), as zustand's create makes it. */
export const useSessionStore = Object.assign(<T>(selector: (state: SessionState) => T): T => useStore(sessionStore, selector), sessionStore);

export const useIsLoggedIn = (): boolean => useSessionStore(selectIsLoggedIn);
