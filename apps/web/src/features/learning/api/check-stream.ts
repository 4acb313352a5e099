import { playApi } from '@school/contracts/endpoints';
import { codes } from '@school/contracts/plain';
import { apiCall } from '../../../lib/api-client';

/** How often a playing video asks whether this device still has the stream (decision 107). */
export const STREAM_CHECK_MS = 5_000;

/** The lecture and signature inside a signed playlist address (`/api/media/hls/{lc_no}/{token}/master.m3u8`). */
const SIGNED = /\/api\/media\/hls\/(\d{1,10})\/([^/?#]{1,500})\//;

/**
 * Whether another device took the stream (3040). A session code signs the member out through the API client as any
 * call does (then /login says why); a network failure counts as "still playing" and the next check asks again.
 */
export async function streamTaken(hls: string): Promise<boolean> {
  const signed = SIGNED.exec(hls);
  if (!signed) return false;
  try {
    const answer = await apiCall(playApi.streamState, { params: { lc_no: Number(signed[1]), token: decodeURIComponent(signed[2]!) } });
    return answer.code === codes.STREAM_TAKEN_OVER.code;
  } catch {
    return false;
  }
}
