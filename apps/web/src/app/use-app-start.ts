import { useEffect } from 'react';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { useMenu } from '../features/menu/api/get-menu';
import { useIncheck } from '../features/auth/api/incheck';
import { useSessionStore } from '../stores/session';
import { useStartCallsReleased } from '../stores/start-calls';

/**
 * App start (the specification): load the menu, and when a session is stored ask the
 * server whether it is still valid, clearing it if the answer is not 0000.
 * A transport failure (offline) leaves the session alone.
 */
export function useAppStart(): void {
  // Started here so the side menu and the category pages find the tree already loading. The lecture player holds
  // it with the other start-up calls until its first frame (stores/start-calls.ts); the side menu, opened before
  // that, asks for it itself.
  const released = useStartCallsReleased();
  useMenu(released);

  const accessToken = useSessionStore((s) => s.user?.accessToken ?? null);
  const incheck = useIncheck(accessToken);
  useEffect(() => {
    if (incheck.data && incheck.data.code !== SUCCESS_CODE) useSessionStore.getState().clearUser();
  }, [incheck.data]);
}
