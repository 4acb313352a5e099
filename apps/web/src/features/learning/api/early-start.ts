import type { Envelope } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { xsrfToken } from '../../../lib/cookies';
import type { EarlyStartRequest, EarlyStep } from './early-start-steps';

/** The two answers of a lecture started before the page: play is asked for only after auto answered 0000 (spec §4). */
export interface EarlyAnswers {
  auto: Promise<Envelope<unknown>>;
  /** Rejected, and never asked, when auto did not answer 0000: the page then reads only auto. */
  play: Promise<Envelope<unknown>>;
}

/** Taken once by the page, while the signed links are fresh. */
const EARLY_START_FRESH_MS = 30_000;
let early: (EarlyAnswers & { lcNo: number; at: number }) | null = null;

/**
 * Starts a lecture for a member before the page can: the page's first script calls it for a lecture opened by its
 * address (before React, axios, zod and the contract schemas have even loaded), the play route's loader for one
 * opened inside the app. The calls and the media warm-up run in a worker (early-start-steps.ts), so the answers
 * are not held up by the app starting on the main thread. Whatever needs the app's client — an expired token to
 * refresh, a sign-out code, a failure — is left to the page, which starts the lecture again through it.
 *
 * A start for the same lecture that the page has not taken yet is kept, not repeated: the first script and the
 * loader of the same page load both ask, and the lecture must start once.
 */
export function startLectureEarly(lcNo: number, accessToken: string): void {
  if (early && early.lcNo === lcNo && isFresh(early.at)) return;
  const auto = settable<Envelope<unknown>>();
  const play = settable<Envelope<unknown>>();
  const fail = (reason: string) => {
    auto.reject(new Error(reason));
    play.reject(new Error(reason));
  };
  // A module worker (vite.config.ts: worker.format 'es'); a browser that refuses it leaves the start to the page.
  try {
    const worker = new Worker(new URL('./early-start.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<EarlyStep>) => {
      if (data.step === 'failed') return fail(data.reason);
      if (data.step === 'play') return play.resolve(data.envelope);
      auto.resolve(data.envelope);
      if (data.envelope.code !== SUCCESS_CODE) play.reject(new Error(`auto answered ${data.envelope.code}`));
    };
    worker.onerror = () => fail('early start worker failed');
    worker.postMessage({ lcNo, accessToken, xsrfToken: xsrfToken() } satisfies EarlyStartRequest);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  early = { lcNo, at: Date.now(), auto: auto.promise, play: play.promise };
}

/** The early start of this lecture, once: a second visit of the page starts its own playback session. */
export function takeEarlyStart(lcNo: number): EarlyAnswers | null {
  const taken = early;
  early = null;
  return taken && taken.lcNo === lcNo && isFresh(taken.at) ? taken : null;
}

const isFresh = (at: number) => Date.now() - at < EARLY_START_FRESH_MS;

/** A promise settled from outside; never an unhandled rejection (the page may not ask for it). */
function settable<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
