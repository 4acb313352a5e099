import type { Envelope } from '@school/contracts';
import { fillPath, playApi } from '@school/contracts/endpoints';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { isEnvelope } from '../../../lib/api-client';
import { memberRequest } from '../../../lib/member-request';
import { firstFiles, guessLowestRendition, lowestRendition } from './playlist';

/** What the start worker is handed: the lecture and what a member's call carries (the same headers as memberFetch). */
export interface StartRequest {
  lcNo: number;
  accessToken: string;
  xsrfToken: string;
}

/**
 * Each step as it happens: auto, then play (only after auto answered 0000), then the player's first files, each
 * handed over (`body` null when it was not answered 200), or the failure that ended the start. `next` names the files
 * being fetched that the play answer or the file leads to: whoever holds an answer or a file already knows which
 * files are on their way after it, so the player waits for them rather than asking the server a second time.
 */
export type StartStep =
  | { step: 'auto'; envelope: Envelope<unknown> }
  | { step: 'play'; envelope: Envelope<unknown>; next: string[] }
  | { step: 'file'; url: string; body: ArrayBuffer | null; next: string[] }
  | { step: 'failed'; reason: string }
  /** The worker is done: a file still pending will not come. */
  | { step: 'ended' };

export type Report = (step: StartStep, transfer?: Transferable[]) => void;

/** Where signed media lives (`/api/media/hls/`): a play answer's link outside it is not fetched early. */
const MEDIA_PREFIX = playApi.hlsMaster.path.slice(0, playApi.hlsMaster.path.indexOf(':'));

/**
 * The specification's two calls, then the files hls.js asks for first — the master playlist and beside it the lowest rendition's
 * playlist, then for the segment at the resume position its key (with the member's token, as the player sends it), the init
 * section and the segment. Runs in a worker (worker.ts): the page's main thread is busy evaluating and rendering the
 * app at this moment, and each answer handled there would wait for it. The answers go back as they are; the page
 * checks them against the schemas as its own, and hls.js takes the files (media-loader.ts).
 */
export async function runStart({ lcNo, accessToken, xsrfToken }: StartRequest, report: Report): Promise<void> {
  const call = async (method: 'GET' | 'POST', url: string, body?: object): Promise<Envelope<unknown>> => {
    const envelope: unknown = await (await memberRequest(url, { method, body }, { accessToken, xsrfToken })).json();
    if (!isEnvelope(envelope)) throw new Error(`${url}: no envelope`);
    return envelope;
  };
  let masterUrl: string | null = null;
  let renditions: unknown[] = [];
  let startAt = 0;
  try {
    const auto = await call(playApi.start.method, playApi.start.path, { lc_no: lcNo });
    report({ step: 'auto', envelope: auto });
    if (auto.code !== SUCCESS_CODE) return;
    const play = await call(playApi.info.method, fillPath(playApi.info.path, { lc_no: lcNo }));
    const data = play.data as { media?: { hls?: unknown; renditions?: unknown }; resume_second?: unknown } | null;
    const hls = data?.media?.hls;
    if (play.code === SUCCESS_CODE && typeof hls === 'string' && hls.startsWith(MEDIA_PREFIX)) {
      masterUrl = new URL(hls, location.href).href;
      renditions = Array.isArray(data?.media?.renditions) ? data.media.renditions : [];
      startAt = typeof data?.resume_second === 'number' ? data.resume_second : 0;
    }
    report({ step: 'play', envelope: play, next: masterUrl ? [masterUrl] : [] });
  } catch (error) {
    report({ step: 'failed', reason: error instanceof Error ? error.message : String(error) });
    return;
  }
  // Best effort: whatever is not handed over, the player fetches itself.
  if (masterUrl) await fetchFirstFiles(masterUrl, renditions, startAt, accessToken, report).catch(() => undefined);
}

async function fetchFirstFiles(masterUrl: string, renditions: unknown[], startAt: number, accessToken: string, report: Report): Promise<void> {
  const text = (body: ArrayBuffer) => new TextDecoder().decode(body);
  const hand = (url: string, body: ArrayBuffer | null, next: string[] = []) => report({ step: 'file', url, body, next }, body ? [body] : []);
  // The lowest rendition's playlist beside the master, not after it; used only when the master confirms it.
  const guess = guessLowestRendition(renditions, masterUrl);
  const guessed = guess ? get(guess) : Promise.resolve(null);
  const master = await get(masterUrl);
  const renditionUrl = master && lowestRendition(text(master), masterUrl);
  hand(masterUrl, master, renditionUrl ? [renditionUrl] : []);
  if (!renditionUrl) return;
  const rendition = renditionUrl === guess ? await guessed : await get(renditionUrl);
  const files = rendition && firstFiles(text(rendition), renditionUrl, startAt);
  const urls = files ? [files.key, files.init, files.segment].filter((url): url is string => url !== null) : [];
  hand(renditionUrl, rendition, urls);
  await Promise.all(urls.map(async (url) => hand(url, await get(url, url === files?.key ? accessToken : undefined))));
}

/** A file's bytes, or null when it was not answered 200 (the player then asks itself and hears why). */
async function get(url: string, bearer?: string): Promise<ArrayBuffer | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
    return response.status === 200 ? await response.arrayBuffer() : null;
  } catch {
    return null;
  }
}
