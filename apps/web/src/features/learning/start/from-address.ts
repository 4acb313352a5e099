import { sessionStore } from '../../../stores/session-state';
import { lectureOfAddress } from './address';
import { beginStart } from './starts';

/**
 * Starts the lecture a play address asks for (auto, then play info, then the player's first files) for a signed-in
 * member, without waiting for the page: the page takes the started lecture when it renders. Returns the lecture's
 * number; without a session or a lecture number it does nothing (null, and the worker handed in is ended) and the
 * page starts the lecture as before. Free of the app's libraries (React, axios, zod), so the page's first script
 * (boot.ts) runs it before the app's code has arrived.
 */
export function startLectureFromAddress(href: string, worker: Worker | null = null): number | null {
  const lcNo = lectureOfAddress(href);
  const accessToken = sessionStore.getState().user?.accessToken;
  // Offline, a start now could only fail, and the page would show that failure after the connection came back; the
  // page's own start waits for the connection instead.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (!accessToken || lcNo === null || offline) {
    worker?.terminate();
    return null;
  }
  beginStart(lcNo, accessToken, worker);
  return lcNo;
}
