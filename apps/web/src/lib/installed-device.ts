import { readJson, writeJson } from './storage';

const KEY = 'installedDevice';

/**
 * This browser's own random id (decision 114): push subscriptions and offline licences are per device, and the server
 * knows a device only by this id. Made once and kept in localStorage; clearing site data makes a new device.
 */
export function deviceId(): string {
  const known = readJson<string | null>(KEY, null);
  if (typeof known === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const made = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  writeJson(KEY, made);
  return made;
}

/** The saved lectures' titles, watermarks and playback sessions, by lecture (features/learning/offline). */
export const SAVED_LECTURES_KEY = 'learning.offlineLectures';

/** The cache the service worker serves saved lectures from (apps/web/sw/service-worker.js). */
export const OFFLINE_CACHE = 'offline-lectures-v1';

/** Deletes a saved lecture's files and key from this browser (a licence removed, refused, expired or signed out). */
export async function forgetOfflineLecture(lcNo: number | null): Promise<void> {
  if (lcNo === null) writeJson(SAVED_LECTURES_KEY, {});
  if (!('caches' in window)) return;
  const cache = await caches.open(OFFLINE_CACHE);
  const prefix = lcNo === null ? '/offline/' : `/offline/${lcNo}/`;
  for (const request of await cache.keys()) if (new URL(request.url).pathname.startsWith(prefix)) await cache.delete(request);
}
