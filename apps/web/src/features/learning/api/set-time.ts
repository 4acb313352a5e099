import type { SetTimeBody } from '@school/contracts';
import { playPaths } from '@school/contracts/plain';
import { apiRequest } from '../../../lib/api-client';
import { memberFetch } from '../../../lib/member-fetch';
import { isLoggedIn } from '../../../stores/session';

/** PUT /api/rs/play/setTime through the API client (refresh and retry on 0902 included). */
export async function saveProgress(body: SetTimeBody): Promise<void> {
  await apiRequest<unknown>({ method: 'PUT', url: playPaths.setTime, data: body });
}

/**
 * The same call while the page goes away (pagehide, tab hidden). navigator.sendBeacon
 * cannot carry the bearer header, so this is fetch with keepalive, which outlives the page.
 * Fire and forget: there is nobody left to show an error to.
 */
export function saveProgressOnLeave(body: SetTimeBody): void {
  if (!isLoggedIn()) return;
  try {
    memberFetch(playPaths.setTime, { method: 'PUT', body, keepalive: true }).catch(() => undefined);
  } catch {
    // A browser without keepalive support: the periodic saves already kept most of it.
  }
}
