import type { Envelope } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { xsrfToken } from '../../../lib/cookies';
import type { LectureStart } from './check';
import type { StartRequest, StartStep } from './steps';
import { startWorker, type EarlyStart } from './start-worker';

/**
 * The lectures started before their page could (the one cache of lecture starts, keyed by lecture). One freshness
 * rule for all of it: a start is used within START_FRESH_MS of its beginning, by the page of the same visit, once —
 * its answers by the page's query, each of its files by the player. After that, or once taken, a visit starts its
 * own: each start is a playback session with its own signed links (and the stream seat, decision 082).
 */
export const START_FRESH_MS = 30_000;

/** The two answers: play is asked for only after auto answered 0000 (spec §4). */
export interface StartAnswers {
  auto: Promise<Envelope<unknown>>;
  /** Rejected, and never asked, when auto did not answer 0000: the page then reads only auto. */
  play: Promise<Envelope<unknown>>;
}

export interface Start extends StartAnswers {
  lcNo: number;
  at: number;
  /** The answers were handed to the page: only the files are still served. */
  taken: boolean;
  /** The answers checked as the page's own while its code loads (query.ts); `done` once they are. */
  checked?: Promise<LectureStart>;
  done?: LectureStart;
  /** The player's first files by absolute URL: pending while the worker fetches them, null when not answered 200. */
  files: Map<string, Settable<ArrayBuffer | null>>;
}

const starts = new Map<number, Start>();

const isFresh = (start: Start) => Date.now() - start.at < START_FRESH_MS;

function forgetStale(): void {
  for (const [lcNo, start] of starts) if (!isFresh(start)) starts.delete(lcNo);
}

/**
 * Starts a lecture for a member before the page can: the page's first script asks for a lecture opened by its
 * address (it began the start itself, with the stored session, before React, axios, zod and the contract schemas
 * loaded: `early`, adopted here), the play route's loader for one opened inside the app. Whatever needs the app's client — an expired token to refresh, a
 * sign-out code, a failure — is left to the page, which starts the lecture again through it.
 *
 * A fresh start of the same lecture the page has not taken is kept, not repeated: the first script and the loader of
 * the same page load both ask, and the lecture must start once.
 */
export function beginStart(lcNo: number, accessToken: string, early: EarlyStart | null = null): void {
  forgetStale();
  const current = starts.get(lcNo);
  if (current && !current.taken && isFresh(current)) {
    early?.worker.terminate();
    return;
  }
  const auto = settable<Envelope<unknown>>();
  const play = settable<Envelope<unknown>>();
  const files = new Map<string, Settable<ArrayBuffer | null>>();
  const end = (reason: string) => {
    auto.reject(new Error(reason));
    play.reject(new Error(reason));
    for (const file of files.values()) file.resolve(null);
  };
  starts.set(lcNo, { lcNo, at: early?.at ?? Date.now(), taken: false, auto: auto.promise, play: play.promise, files });
  const onStep = (data: StartStep) => {
    switch (data.step) {
      case 'failed':
      case 'ended':
        return end(data.step === 'failed' ? data.reason : 'start ended');
      case 'auto':
        auto.resolve(data.envelope);
        if (data.envelope.code !== SUCCESS_CODE) end(`auto answered ${data.envelope.code}`);
        return;
      // Named before the answer or file that leads to them is used, so the player waits for them.
      case 'play':
        for (const url of data.next) files.set(url, settable());
        return play.resolve(data.envelope);
      case 'file':
        for (const url of data.next) files.set(url, settable());
        return files.get(data.url)?.resolve(data.body);
    }
  };
  const worker = early?.worker ?? startWorker();
  if (!worker) return end('no start worker');
  worker.onmessage = ({ data }: MessageEvent<StartStep>) => onStep(data);
  worker.onerror = () => end('start worker failed');
  if (early) early.steps.splice(0).forEach(onStep);
  else worker.postMessage({ lcNo, accessToken, xsrfToken: xsrfToken() } satisfies StartRequest);
}

/** The lecture's fresh start whose answers the page has not taken yet. */
export function pendingStart(lcNo: number): Start | null {
  const start = starts.get(lcNo);
  return start && !start.taken && isFresh(start) ? start : null;
}

/** The page takes the answers (its query, or its first render): a later visit starts its own. */
export function takeStart(lcNo: number): Start | null {
  const start = pendingStart(lcNo);
  if (start) start.taken = true;
  return start;
}

/**
 * A file a fresh start fetched for the player, once (the player's next ask for it goes to the server and hears what
 * the server says then: a taken-over stream, an ended session). Null when no start fetched it. The promise settles
 * with null when the file was not answered 200 or the start ended.
 */
export function takeStartedFile(url: string): Promise<ArrayBuffer | null> | null {
  const href = absolute(url);
  for (const start of starts.values()) {
    const file = start.files.get(href);
    if (!file || file.taken || !isFresh(start)) continue;
    // Still named in the start until it arrives (the worker's answer finds it there), then let go.
    file.taken = true;
    void file.promise.then(() => start.files.delete(href));
    return file.promise;
  }
  return null;
}

/** As the worker names its files: resolved against the page (the same origin as the worker). */
function absolute(url: string): string {
  try {
    return new URL(url, location.href).href;
  } catch {
    return url;
  }
}

/** Every start forgotten (tests). */
export function forgetStarts(): void {
  starts.clear();
}

interface Settable<T> {
  promise: Promise<T>;
  /** Handed out (files only: each is taken once). */
  taken?: boolean;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

/** A promise settled from outside; never an unhandled rejection (the page may not ask for it). */
function settable<T>(): Settable<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
