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

export const startLectureQueryOptions = (lcNo: number) =>
  queryOptions({
    queryKey: ['rs', 'play', lcNo],
    queryFn: () => adoptEarlyStart(lcNo) ?? startLecture(lcNo),
    // Each visit starts a playback session and gets fresh signed links.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useStartLecture = (lcNo: number) => useQuery(startLectureQueryOptions(lcNo));
