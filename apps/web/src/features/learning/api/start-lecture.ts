import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, PlayInfoResponse } from '@school/contracts';
import { SUCCESS_CODE, playPaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { takeEarlyStart } from './early-start';

export type LectureStart =
  | { kind: 'ok'; info: PlayInfoResponse }
  /** The auto call's own answer (e.g. 3010 with the way to the passes), shown as the server wrote it. */
  | { kind: 'refused'; code: string; message: string };

export interface LectureStartDeps {
  auto: (lcNo: number) => Promise<Envelope<unknown>>;
  play: (lcNo: number) => Promise<Envelope<unknown>>;
}

export const lectureStartDeps: LectureStartDeps = {
  auto: (lcNo) => apiRequest<unknown>({ method: 'POST', url: playPaths.auto, data: { lc_no: lcNo } }),
  play: (lcNo) => apiRequest<unknown>({ method: 'GET', url: playPaths.play.replace(':lc_no', String(lcNo)) }),
};

/**
 * Spec §4: playing a lecture first calls the auto endpoint; only on 0000 is the
 * play info fetched, otherwise the auto result is what the person sees.
 */
export async function startLecture(lcNo: number, deps: LectureStartDeps = lectureStartDeps): Promise<LectureStart> {
  // The play schemas (and zod) load beside the requests rather than before them, and only those: the whole
  // contracts index takes the play page's main thread for tens of milliseconds just before the video appears.
  const contracts = import('@school/contracts/play');
  contracts.catch(() => undefined);
  const auto = await deps.auto(lcNo);
  if (auto.code !== SUCCESS_CODE) return { kind: 'refused', code: auto.code, message: auto.message };
  const play = deps.play(lcNo);
  play.catch(() => undefined);
  const { autoResponse, playInfoResponse } = await contracts;
  if (!autoResponse.safeParse(auto.data).success) throw new Error('재생 준비 정보의 형식이 올바르지 않습니다.');
  const parsed = playInfoResponse.safeParse(unwrap(await play));
  if (!parsed.success) throw new Error('재생 정보의 형식이 올바르지 않습니다.');
  return { kind: 'ok', info: parsed.data };
}

/**
 * GET /api/rs/play/{lc_no} again, to take the stream back from another device (decision 084): fresh signed links for
 * this device. Session codes go through the app's client like any other call.
 */
export async function playInfoAgain(lcNo: number, deps: Pick<LectureStartDeps, 'play'> = lectureStartDeps): Promise<PlayInfoResponse & { media: NonNullable<PlayInfoResponse['media']> }> {
  const [envelope, { playInfoResponse }] = await Promise.all([deps.play(lcNo), import('@school/contracts/play')]);
  const parsed = playInfoResponse.safeParse(unwrap(envelope));
  if (!parsed.success) throw new Error('재생 정보의 형식이 올바르지 않습니다.');
  const { media } = parsed.data;
  if (!media) throw new Error('이 강의의 영상을 지금 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.');
  return { ...parsed.data, media };
}

/**
 * The page takes the start its first script or its route's loader began (early-start.ts) and checks its answers
 * as its own. Session codes (09xx) and failures go through the app's client, which refreshes tokens and signs out.
 */
function adoptEarlyStart(lcNo: number): Promise<LectureStart> | null {
  const early = takeEarlyStart(lcNo);
  if (!early) return null;
  return startLecture(lcNo, { auto: () => early.auto, play: () => early.play }).then(
    (start) => (start.kind === 'refused' && start.code.startsWith('09') ? startLecture(lcNo) : start),
    () => startLecture(lcNo),
  );
}

/** Taken by the page of the same visit; a start the page never took is not used by a later one. */
const PREPARED_FRESH_MS = 30_000;
let prepared: { lcNo: number; at: number; start: Promise<LectureStart>; done?: LectureStart } | null = null;

/**
 * Takes and checks an early start as soon as the play route matches (its loader calls this), while the page's code
 * is still loading: the page then has the lecture's links on its first render instead of starting on them after it.
 */
export function prepareEarlyStart(lcNo: number): void {
  const start = adoptEarlyStart(lcNo);
  if (!start) return;
  const entry: NonNullable<typeof prepared> = { lcNo, at: Date.now(), start };
  start.then((done) => (entry.done = done)).catch(() => undefined);
  prepared = entry;
}

const preparedFor = (lcNo: number) => (prepared?.lcNo === lcNo && Date.now() - prepared.at < PREPARED_FRESH_MS ? prepared : null);

/** The page has the prepared start (its player is on screen, or its query took it): a later visit starts its own. */
function forgetPreparedStart(lcNo: number): void {
  if (prepared?.lcNo === lcNo) prepared = null;
}

export const startLectureQueryOptions = (lcNo: number) =>
  queryOptions({
    queryKey: ['rs', 'play', lcNo],
    queryFn: () => {
      const start = preparedFor(lcNo)?.start;
      forgetPreparedStart(lcNo);
      return start ?? adoptEarlyStart(lcNo) ?? startLecture(lcNo);
    },
    // Each visit starts a playback session and gets fresh signed links (gcTime 0: nothing is kept once the page is
    // left). While the page is open the start is never repeated behind its back: its links are the player's.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * A prepared start already checked is the query's data from the first render. Only read while rendering (React may
 * render and drop a pass, and the query with it, before anything is on screen); it is let go once the page commits.
 */
export function useStartLecture(lcNo: number) {
  const start = useQuery({ ...startLectureQueryOptions(lcNo), initialData: () => preparedFor(lcNo)?.done });
  useEffect(() => forgetPreparedStart(lcNo), [lcNo]);
  return start;
}
