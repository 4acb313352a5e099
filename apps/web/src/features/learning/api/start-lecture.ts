import { queryOptions, useQuery } from '@tanstack/react-query';
import { autoResponse, playInfoResponse, type Envelope, type PlayInfoResponse } from '@school/contracts';
import { SUCCESS_CODE, playPaths } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';

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
  const auto = await deps.auto(lcNo);
  if (auto.code !== SUCCESS_CODE) return { kind: 'refused', code: auto.code, message: auto.message };
  if (!autoResponse.safeParse(auto.data).success) throw new Error('재생 준비 정보의 형식이 올바르지 않습니다.');
  const parsed = playInfoResponse.safeParse(unwrap(await deps.play(lcNo)));
  if (!parsed.success) throw new Error('재생 정보의 형식이 올바르지 않습니다.');
  return { kind: 'ok', info: parsed.data };
}

/** A start begun by the play route's loader, before the page's code arrived; taken once, while its links are fresh. */
const EARLY_START_FRESH_MS = 30_000;
let early: { lcNo: number; at: number; result: Promise<LectureStart> } | null = null;

/**
 * Starts the lecture as soon as its address is known (the route's loader), while the page's code loads, and warms
 * the player's first files once the signed links arrive: the video's first frame does not wait for the app.
 */
export function startLectureEarly(lcNo: number, warm: (hls: string) => void): void {
  const result = startLecture(lcNo);
  early = { lcNo, at: Date.now(), result };
  result.then((start) => start.kind === 'ok' && start.info.media && warm(start.info.media.hls)).catch(() => undefined);
}

function takeEarlyStart(lcNo: number): Promise<LectureStart> | null {
  const taken = early;
  early = null;
  return taken && taken.lcNo === lcNo && Date.now() - taken.at < EARLY_START_FRESH_MS ? taken.result : null;
}

export const startLectureQueryOptions = (lcNo: number) =>
  queryOptions({
    queryKey: ['rs', 'play', lcNo],
    queryFn: () => takeEarlyStart(lcNo) ?? startLecture(lcNo),
    // Each visit starts a playback session and gets fresh signed links.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useStartLecture = (lcNo: number) => useQuery(startLectureQueryOptions(lcNo));
