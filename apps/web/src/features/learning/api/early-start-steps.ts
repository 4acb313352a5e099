import type { Envelope } from '@school/contracts';
import { SUCCESS_CODE, playPaths } from '@school/contracts/plain';
import { isEnvelope } from '../../../lib/api-client';
import { memberRequest } from '../../../lib/member-request';
import { warmUpMedia } from '../media-warmup';

/** What the early start is handed: the lecture and what a member's call carries (the same headers as memberFetch). */
export interface EarlyStartRequest {
  lcNo: number;
  accessToken: string;
  xsrfToken: string;
}

/** Each answer as it arrives: auto, then play (only after auto answered 0000), or the failure that ended the start. */
export type EarlyStep = { step: 'auto' | 'play'; envelope: Envelope<unknown> } | { step: 'failed'; reason: string };

/**
 * Spec §4's two calls, then the first media files into the HTTP cache. Runs in a worker (early-start.worker.ts): the
 * page's main thread is busy evaluating and rendering the app at this moment, and each answer handled there would
 * wait for it. The answers go back as they are; the page checks them against the schemas as its own.
 */
export async function runEarlyStart({ lcNo, accessToken, xsrfToken }: EarlyStartRequest, report: (step: EarlyStep) => void): Promise<void> {
  const call = async (method: 'GET' | 'POST', url: string, body?: object): Promise<Envelope<unknown>> => {
    const envelope: unknown = await (await memberRequest(url, { method, body }, { accessToken, xsrfToken })).json();
    if (!isEnvelope(envelope)) throw new Error(`${url}: no envelope`);
    return envelope;
  };
  try {
    const auto = await call('POST', playPaths.auto, { lc_no: lcNo });
    report({ step: 'auto', envelope: auto });
    if (auto.code !== SUCCESS_CODE) return;
    const play = await call('GET', playPaths.play.replace(':lc_no', String(lcNo)));
    report({ step: 'play', envelope: play });
    const hls = (play.data as { media?: { hls?: unknown } } | null)?.media?.hls;
    // Best effort: the player fetches whatever did not make it into the cache.
    if (play.code === SUCCESS_CODE && typeof hls === 'string' && hls.startsWith('/api/media/')) await warmUpMedia(hls).catch(() => undefined);
  } catch (error) {
    report({ step: 'failed', reason: error instanceof Error ? error.message : String(error) });
  }
}
