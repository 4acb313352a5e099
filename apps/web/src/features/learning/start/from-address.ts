import { sessionStore } from '../../../stores/session-state';
import { lectureOfAddress } from './address';
import type { EarlyStart } from './start-worker';
import { beginStart } from './starts';

/**
 * Starts the lecture a play address asks for (auto, then play info, then the player's first files) for a signed-in
 * member, without waiting for the page: the page takes the started lecture when it renders. Returns the lecture's
 * number; without a session or a lecture number it does nothing (null, and a start the page's first script began is
 * ended) and the page starts the lecture as before. Free of the app's libraries (React, axios, zod), so the page's
 * first script (boot.ts) hands it its own start before the app's code has arrived.
 */
export function startLectureFromAddress(href: string, early: EarlyStart | null = null): number | null {
  const lcNo = lectureOfAddress(href);
  const accessToken = sessionStore.getState().user?.accessToken;
  // Offline, a start now could only fail, and the page would show that failure after the connection came back; the
  // page's own start waits for the connection instead.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (!accessToken || lcNo === null || offline) {
    early?.worker.terminate();
    return null;
  }
  // The first script's start is this lecture's with this session (it read the same address and storage).
  const own = early && early.request.lcNo === lcNo && early.request.accessToken === accessToken ? early : null;
  if (early && !own) early.worker.terminate();
  beginStart(lcNo, accessToken, own);
  return lcNo;
}
