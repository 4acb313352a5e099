import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { DeviceInfo } from '../lib/device';

/** The console session opened by the operator sign-in (alogin), apart from the member's own (decision 081). */
export interface ConsoleSession {
  email: string;
  accessToken: string;
  refreshToken: string;
  device: DeviceInfo | null;
}

export interface ConsoleSessionState {
  session: ConsoleSession | null;
  /** Why the console signed out by itself (its lifetime ran out, or the server ended it); shown on the sign-in. */
  endedBecause: string | null;
  open: (session: ConsoleSession) => void;
  setTokens: (tokens: { accessToken: string; refreshToken: string }) => void;
  /** Ends the console here; the member's own session on the site stays as it was. */
  close: (reason?: string | null) => void;
}

export const CONSOLE_ENDED_MESSAGE = '관리 콘솔 로그인이 끝났습니다(사용 시간 만료 또는 로그아웃). 다시 로그인해 주세요.';

/**
 * A session beside the member's own, opened by an audited sign-in (the console's alogin, the studio's slogin;
 * decisions 081, 122). Kept per tab (sessionStorage): closing the tab closes it, and its tokens never ride along with
 * the member pages, which use the persisted member session (stores/session-state.ts).
 */
export function createSideSessionStore(name: string) {
  return createStore<ConsoleSessionState>()(
    persist(
      (set) => ({
        session: null,
        endedBecause: null,
        open: (session) => set({ session, endedBecause: null }),
        setTokens: (tokens) => set((s) => (s.session ? { session: { ...s.session, ...tokens } } : s)),
        close: (reason = null) => set((s) => (s.session ? { session: null, endedBecause: reason } : { endedBecause: reason ?? s.endedBecause })),
      }),
      { name, storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ session: s.session }), version: 1 },
    ),
  );
}

export const consoleSessionStore = createSideSessionStore('operatorConsole');

export const useConsoleSession = <T>(selector: (state: ConsoleSessionState) => T): T => useStore(consoleSessionStore, selector);
