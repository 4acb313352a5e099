/**
 * The signed-segment targets of the load bench (issue 32 item 4): the demo member (a pass holder) signs in, asks for a
 * lecture's play info and walks its playlists to the first media segment, exactly as a player does. The link lives
 * MEDIA_LINK_TTL_SECONDS (600 s by default), so the targets are made just before they are measured.
 */
import type { Target } from './wrk.ts';

const XSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };

async function data<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: string; message: string; data: T };
  if (body.code !== '0000') throw new Error(`${res.url}: ${body.code} ${body.message}`);
  return body.data;
}

/**
 * A 360p media segment of the first lecture of 국내주식's first course (AES-128 encrypted, ≈ 64 KB), and its
 * initialisation section (1.4 KB, the same route and checks): the two apart show what the body's bytes cost.
 */
export async function signedSegmentPaths(url: string): Promise<{ segment: string; init: string }> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: XSRF,
    body: JSON.stringify({ email: 'demo@example.com', user_password: 'school-demo-2026', os: 'bench' }),
  });
  const { accessToken } = await data<{ accessToken: string }>(login);
  const courses = await data<{ list: { course_sn: number }[] }>(await fetch(`${url}/api/course/list?p_ca_sn=100&size=1`));
  const lectures = await data<{ list: { lc_no: number }[] }>(await fetch(`${url}/api/rs/menu/${courses.list[0]!.course_sn}`));
  const info = await data<{ media: { hls: string } }>(await fetch(`${url}/api/rs/play/${lectures.list[0]!.lc_no}`, { headers: { authorization: `Bearer ${accessToken}` } }));
  const base = info.media.hls.replace(/master\.m3u8$/, '');
  const master = await (await fetch(url + info.media.hls)).text();
  const variant = master.split('\n').find((l) => l.endsWith('.m3u8'))!;
  const playlist = await (await fetch(url + base + variant)).text();
  const dir = base + variant.replace(/[^/]+$/, '');
  return { segment: dir + playlist.split('\n').find((l) => l.endsWith('.m4s'))!, init: dir + /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)![1]! };
}

/** The segment as a browser asks for it (with Accept-Encoding) and as a bare client does. */
export async function segmentTargets(url: string): Promise<Target[]> {
  const { segment, init } = await signedSegmentPaths(url);
  return [
    { name: 'signed segment', path: segment },
    { name: 'signed segment, br', path: segment, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
    { name: 'signed init (1.4 KB)', path: init },
  ];
}
