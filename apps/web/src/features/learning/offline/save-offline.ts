import { devicesApi, playApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { deviceId, forgetOfflineLecture, OFFLINE_CACHE, SAVED_LECTURES_KEY as SAVED_KEY } from '../../../lib/installed-device';
import { readJson, writeJson } from '../../../lib/storage';

/** What the offline player needs besides the files: title, watermark, the playback session its progress is saved under. */
export interface SavedLecture {
  lc_no: number;
  title: string;
  watermark: string | null;
  player: string;
  expires_at: string;
}
export const savedLectures = () => readJson<Record<string, SavedLecture>>(SAVED_KEY, {});
export const savedLecture = (lcNo: number): SavedLecture | null => savedLectures()[String(lcNo)] ?? null;
export const offlineMaster = (lcNo: number) => `/offline/${lcNo}/master.m3u8`;

async function text(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error('강의 파일을 내려받지 못했습니다. 네트워크를 확인한 뒤 다시 시도해 주세요.');
  return res.text();
}

/**
 * Saves a lecture on this device (decision 114): the licence first (the server checks access, the limit, and records
 * the delivery), then the signed playlist of the lowest rendition and its segments, still encrypted, into the cache
 * the service worker serves `/offline/<lc_no>/…` from, with the keys beside them carrying the licence's expiry.
 * Renewing is the same call: the files are fetched again only if missing.
 */
export async function saveOffline(lcNo: number): Promise<SavedLecture> {
  const licence = unwrap(await apiCall(devicesApi.offlineGrant, { params: { lc_no: lcNo }, body: { device_id: deviceId() } }));
  const started = unwrap(await apiCall(playApi.start, { body: { lc_no: lcNo } }));
  const info = unwrap(await apiCall(playApi.info, { params: { lc_no: lcNo } }));
  if (!info.media) throw new Error('이 강의의 영상이 아직 준비되지 않았습니다.');
  const cache = await caches.open(OFFLINE_CACHE);
  const base = `/offline/${lcNo}/`;
  const master = new URL(info.media.hls, window.location.origin);
  const variants = (await text(master.href)).split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  const variantUrl = new URL(variants[0]!, master);
  const lines = (await text(variantUrl.href)).split('\n');
  const files: [string, string][] = [];
  let n = 0;
  const rewritten = lines.map((line) => {
    if (line.startsWith('#EXT-X-KEY')) return line.replace(/URI="[^"]*\/([0-9a-f]{16})\.key"/, `URI="${base}key/$1.key"`);
    if (line.startsWith('#EXT-X-MAP')) {
      return line.replace(/URI="([^"]+)"/, (_m, uri: string) => {
        files.push([new URL(uri, variantUrl).href, `${base}s/init.mp4`]);
        return `URI="${base}s/init.mp4"`;
      });
    }
    if (!line.trim() || line.startsWith('#')) return line;
    const local = `${base}s/${n++}${line.slice(line.lastIndexOf('.'))}`;
    files.push([new URL(line, variantUrl).href, local]);
    return local;
  });
  for (const [remote, local] of files) {
    if (await cache.match(local)) continue;
    const res = await fetch(remote);
    if (!res.ok) throw new Error('강의 파일을 내려받지 못했습니다. 네트워크를 확인한 뒤 다시 시도해 주세요.');
    await cache.put(local, new Response(await res.blob(), { headers: { 'content-type': res.headers.get('content-type') ?? 'video/mp4' } }));
  }
  const playlist = (body: string) => new Response(body, { headers: { 'content-type': 'application/vnd.apple.mpegurl' } });
  await cache.put(`${base}v.m3u8`, playlist(rewritten.join('\n')));
  await cache.put(`${base}master.m3u8`, playlist(`#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n${base}v.m3u8\n`));
  for (const k of licence.keys) {
    const bytes = Uint8Array.from(atob(k.key), (c) => c.charCodeAt(0));
    await cache.put(`${base}key/${k.kid}.key`, new Response(bytes, { headers: { 'content-type': 'application/octet-stream', 'x-licence-expires': licence.expires_at } }));
  }
  const saved: SavedLecture = { lc_no: lcNo, title: info.lecture.title, watermark: info.watermark, player: started.player, expires_at: licence.expires_at };
  writeJson(SAVED_KEY, { ...savedLectures(), [String(lcNo)]: saved });
  return saved;
}

/** Forgets a saved lecture on this device (files, keys, its entry); the server's licence is removed by the caller. */
export async function dropOffline(lcNo: number): Promise<void> {
  await forgetOfflineLecture(lcNo);
  const all = savedLectures();
  delete all[String(lcNo)];
  writeJson(SAVED_KEY, all);
}
