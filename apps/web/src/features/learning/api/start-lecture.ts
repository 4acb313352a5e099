import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, PlayInfoResponse } from '@school/contracts';
import { SUCCESS_CODE, playPaths } from '@school/contracts/plain';
import { apiRequest, isEnvelope, unwrap } from '../../../lib/api-client';
import { memberFetch } from '../../../lib/member-fetch';

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
  // The schemas (zod and the contracts) load beside the requests rather than before them.
  const contracts = import('@school/contracts');
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
 * The two calls over fetch for the early start: the app's HTTP client (axios) loads with the first request of the
 * page and would hold these back behind the page's start-up work. Whatever needs that client — an expired token
 * to refresh, a sign-out code, a failure — makes the page start the lecture again through it (takeEarlyStart).
 */
async function fetchEnvelope(method: 'GET' | 'POST', url: string, body?: object): Promise<Envelope<unknown>> {
  const envelope: unknown = await (await memberFetch(url, { method, body })).json();
  if (!isEnvelope(envelope)) throw new Error(`${url}: no envelope`);
  return envelope;
}

/** The early calls; the media links are warmed from the play answer as it arrives, before the schemas check it. */
const earlyDeps = (warm: (hls: string) => void): LectureStartDeps => ({
  auto: (lcNo) => fetchEnvelope('POST', playPaths.auto, { lc_no: lcNo }),
  play: async (lcNo) => {
    const envelope = await fetchEnvelope('GET', playPaths.play.replace(':lc_no', String(lcNo)));
    const hls = (envelope.data as { media?: { hls?: unknown } } | null)?.media?.hls;
    if (envelope.code === SUCCESS_CODE && typeof hls === 'string' && hls.startsWith('/api/media/')) warm(hls);
    return envelope;
  },
});

/** A start begun by the play route's loader, before the page's code arrived; taken once, while its links are fresh. */
const EARLY_START_FRESH_MS = 30_000;
let early: { lcNo: number; at: number; result: Promise<LectureStart> } | null = null;

/**
 * Starts the lecture as soon as its address is known (the route's loader), while the page's code loads, and warms
 * the player's first files once the signed links arrive: the video's first frame does not wait for the app.
 */
export function startLectureEarly(lcNo: number, warm: (hls: string) => void): void {
  const result = startLecture(lcNo, earlyDeps(warm));
  result.catch(() => undefined);
  early = { lcNo, at: Date.now(), result };
}

function takeEarlyStart(lcNo: number): Promise<LectureStart> | null {
  const taken = early;
  early = null;
  if (!taken || taken.lcNo !== lcNo || Date.now() - taken.at >= EARLY_START_FRESH_MS) return null;
  // Session codes (09xx) and failures go through the app's client, which refreshes tokens and signs out.
  return taken.result.then(
    (start) => (start.kind === 'refused' && start.code.startsWith('09') ? startLecture(lcNo) : start),
    () => startLecture(lcNo),
  );
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
