import type { Envelope, PlayInfoResponse } from '@school/contracts';
import { playApi } from '@school/contracts/endpoints';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { apiCall, unwrap } from '../../../lib/api-client';

export type LectureStart =
  | { kind: 'ok'; info: PlayInfoResponse }
  /** The auto call's own answer (e.g. 3010 with the way to the passes), shown as the server wrote it. */
  | { kind: 'refused'; code: string; message: string };

export interface LectureStartDeps {
  auto: (lcNo: number) => Promise<Envelope<unknown>>;
  play: (lcNo: number) => Promise<Envelope<unknown>>;
}

/** The two calls through the app's client (token refresh, sign-out codes). */
export const lectureStartDeps: LectureStartDeps = {
  auto: (lcNo) => apiCall(playApi.start, { body: { lc_no: lcNo } }),
  play: (lcNo) => apiCall(playApi.info, { params: { lc_no: lcNo } }),
};

/**
 * The specification: playing a lecture first calls the auto endpoint; only on 0000 is the play info fetched, otherwise the auto
 * result is what the person sees. Both answers are checked against the contract's schemas.
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
