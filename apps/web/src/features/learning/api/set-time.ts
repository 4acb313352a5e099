import type { SetTimeBody } from '@school/contracts';
import { playApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import { memberFetch } from '../../../lib/member-fetch';
import { readJson, writeJson } from '../../../lib/storage';
import { isLoggedIn } from '../../../stores/session';

/**
 * Progress watched while the network is away (issue 33): each lecture's furthest second per playback session, kept in
 * localStorage until the server has it, so a dropped connection, a closed tab or a reload loses none of it. Sending
 * one late is safe: the server keeps a session's resume point from going back and counts the furthest second.
 */
export const PROGRESS_QUEUE_KEY = 'learning.progressQueue';
type Queue = Record<string, SetTimeBody>;

const entryKey = (body: SetTimeBody) => `${body.lc_no}:${body.player}`;
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function keep(body: SetTimeBody): void {
  const queue = readJson<Queue>(PROGRESS_QUEUE_KEY, {});
  const held = queue[entryKey(body)];
  if (held && held.play_second > body.play_second) return;
  queue[entryKey(body)] = body;
  writeJson(PROGRESS_QUEUE_KEY, queue);
}

function forget(body: SetTimeBody): void {
  const queue = readJson<Queue>(PROGRESS_QUEUE_KEY, {});
  const held = queue[entryKey(body)];
  if (!held || held.play_second > body.play_second) return;
  delete queue[entryKey(body)];
  writeJson(PROGRESS_QUEUE_KEY, queue);
}

/**
 * The server answered (a refusal is not made right by sending it again); else the network failed or the server could
 * not take it for now (9xxx, e.g. 9002 while its database restarts): kept for the next try.
 */
async function send(body: SetTimeBody): Promise<'answered' | 'unsent'> {
  try {
    const envelope = await apiCall(playApi.setTime, { body });
    return envelope.code.startsWith('9') ? 'unsent' : 'answered';
  } catch {
    return 'unsent';
  }
}

/** The progress save (playApi.setTime) through the API client (refresh and retry on 0902 included); kept locally when offline. */
export async function saveProgress(body: SetTimeBody): Promise<void> {
  if (offline()) return keep(body);
  keep(body);
  if ((await send(body)) === 'answered') {
    forget(body);
    void flushProgress();
  }
}

let flushing: Promise<void> | null = null;

/** Sends what was kept while offline, oldest lecture first; stops at the first network failure (kept for the next try). */
export function flushProgress(): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    for (const body of Object.values(readJson<Queue>(PROGRESS_QUEUE_KEY, {}))) {
      if (offline() || !isLoggedIn()) return;
      if ((await send(body)) === 'unsent') return;
      forget(body);
    }
  })().finally(() => (flushing = null));
  return flushing;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void flushProgress());
  // What a closed tab or an earlier visit left unsent.
  if (isLoggedIn()) void flushProgress();
}

/**
 * The same call while the page goes away (pagehide, tab hidden). navigator.sendBeacon
 * cannot carry the bearer header, so this is fetch with keepalive, which outlives the page.
 * Kept locally first: if the page is gone before it arrives, the next visit sends it.
 */
export function saveProgressOnLeave(body: SetTimeBody): void {
  if (!isLoggedIn()) return;
  keep(body);
  if (offline()) return;
  try {
    memberFetch(playApi.setTime.path, { method: playApi.setTime.method, body, keepalive: true })
      .then((response) => {
        if (response.status < 500) forget(body);
      })
      .catch(() => undefined);
  } catch {
    // A browser without keepalive support: the kept copy goes with the next visit.
  }
}
