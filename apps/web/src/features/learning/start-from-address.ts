import { sessionStore } from '../../stores/session-state';
import { startLectureEarly } from './api/early-start';

/**
 * Starts the lecture a play address asks for (auto, then play info, then the first media files) for a signed-in
 * member, without waiting for the page: the page takes the started lecture when it renders. Returns the lecture's
 * number; without a session or a lecture number it does nothing (null) and the page starts the lecture as before.
 * Free of the app's libraries (React, axios, zod), so the page's first script (boot.ts) runs it before the app's code
 * has arrived.
 */
export function startLectureFromAddress(href: string): number | null {
  const lcNo = Number(new URL(href).searchParams.get('lc_no'));
  const accessToken = sessionStore.getState().user?.accessToken;
  if (!accessToken || !Number.isInteger(lcNo) || lcNo <= 0) return null;
  // Offline, a start now could only fail, and the page would show that failure after the connection came back; the
  // page's own start waits for the connection instead.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  startLectureEarly(lcNo, accessToken);
  return lcNo;
}
