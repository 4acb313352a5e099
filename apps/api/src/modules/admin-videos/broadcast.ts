import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { encryptHlsFolder, type ContentKey } from '../../lib/hls-encrypt.ts';
import { lastLine, run, TranscodeError } from './transcode.ts';

/** One segment of the live playlist: its file beside the playlist, its length and its place in the media sequence. */
interface LiveSegment {
  file: string;
  seconds: number;
  sequence: number;
}

/** The segments of a live playlist (decision 136's `index.m3u8`) in order, with the media sequence they carry. */
export function liveSegments(playlist: string): LiveSegment[] {
  let sequence = Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)/mu.exec(playlist)?.[1] ?? 0);
  const out: LiveSegment[] = [];
  let seconds: number | null = null;
  for (const raw of playlist.split('\n')) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/u.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (seconds !== null && line !== '' && !line.startsWith('#')) {
      out.push({ file: line, seconds, sequence });
      sequence += 1;
      seconds = null;
    }
  }
  return out;
}

/** HLS's implicit IV: the media sequence number as a 128-bit big-endian integer (RFC 8216 §5.2). */
function sequenceIv(n: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(n), 8);
  return iv;
}

/**
 * The IV a live segment was encrypted with. ffmpeg uses the segment's sequence number, which is also the `%d` of its
 * file name; after a reconnect (`append_list`) the two could disagree, so each candidate is tried on the first block,
 * which must open to the MPEG-TS sync byte.
 */
function ivOf(segment: LiveSegment, body: Buffer, key: Buffer): Buffer {
  const named = /-(\d+)\.ts$/u.exec(segment.file)?.[1];
  const candidates = [segment.sequence, ...(named === undefined ? [] : [Number(named)])];
  for (const n of candidates) {
    const iv = sequenceIv(n);
    const d = createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
    if (body.length >= 16 && d.update(body.subarray(0, 16))[0] === 0x47) return iv;
  }
  throw new TranscodeError('방송 영상 조각을 방송 키로 열 수 없습니다.');
}

/**
 * Turns a finished live broadcast (AES-128 MPEG-TS segments named by a live playlist) into the media layout the
 * player and the lecture routes serve (decision 141): `master.m3u8` → `live/index.m3u8`, fragmented-MP4 segments
 * (`live/init.mp4`, `live/seg000.m4s` …), AES-128 under `key` with a fresh IV per segment. No re-encode: the segments
 * are decrypted, joined, and repackaged by ffmpeg with `-c copy`, then encrypted again with the same key bytes under
 * the video's own key id (`adopt`), so the lecture key route finds the key under the video's media key.
 * Returns the broadcast's length (the sum of the live playlist's EXTINF) and the bytes it takes.
 */
export async function packageBroadcast(
  ffmpeg: string,
  liveDir: string,
  key: Buffer,
  outDir: string,
  adopt: () => Promise<ContentKey>,
): Promise<{ durationSec: number; sizeBytes: number }> {
  const playlist = await fs.readFile(path.join(liveDir, 'index.m3u8'), 'utf8').catch(() => {
    throw new TranscodeError('방송 재생 목록을 찾을 수 없습니다.');
  });
  const segments = liveSegments(playlist);
  if (segments.length === 0) throw new TranscodeError('방송에 영상 조각이 없습니다.');
  const seconds = segments.reduce((sum, s) => sum + s.seconds, 0);
  // MPEG-TS joins byte for byte within one push; each push (a reconnect appends segments under its own name prefix)
  // starts its clock again, so the pushes are joined by ffmpeg's concat, which shifts each one after the last.
  await fs.mkdir(outDir, { recursive: true });
  const pushes: string[] = [];
  let handle: fs.FileHandle | null = null;
  let current: string | null = null;
  try {
    for (const s of segments) {
      const file = path.resolve(liveDir, s.file);
      if (!file.startsWith(path.resolve(liveDir) + path.sep)) throw new TranscodeError('방송 재생 목록이 폴더 밖의 파일을 가리킵니다.');
      const push = /^(.*)-\d+\.ts$/u.exec(path.basename(s.file))?.[1] ?? '';
      if (handle === null || push !== current) {
        await handle?.close();
        const joined = path.join(outDir, `push-${String(pushes.length)}.ts`);
        pushes.push(joined);
        handle = await fs.open(joined, 'w', 0o600);
        current = push;
      }
      const body = await fs.readFile(file);
      const d = createDecipheriv('aes-128-cbc', key, ivOf(s, body, key));
      await handle.write(Buffer.concat([d.update(body), d.final()]));
    }
  } finally {
    await handle?.close();
  }
  const list = path.join(outDir, 'pushes.txt');
  await fs.writeFile(list, pushes.map((p) => `file '${p.replaceAll("'", "'\\''")}'\n`).join(''));
  const hls = path.join(outDir, 'hls');
  const variant = path.join(hls, 'live');
  await fs.mkdir(variant, { recursive: true });
  const result = await run(
    ffmpeg,
    [
      ...['-protocol_whitelist', 'file', '-f', 'concat', '-safe', '0', '-i', list, '-map', '0:v:0?', '-map', '0:a:0?', '-c', 'copy', '-bsf:a', 'aac_adtstoasc'],
      ...['-f', 'hls', '-hls_time', '3', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
      ...['-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', path.join(variant, 'seg%03d.m4s'), path.join(variant, 'index.m3u8')],
    ],
    // A copy runs at disk speed: minutes for hours of broadcast.
    { timeoutMs: 10 * 60_000 + seconds * 1000 },
  );
  await Promise.all([list, ...pushes].map((f) => fs.rm(f, { force: true })));
  if (result.code !== 0) throw new TranscodeError(`방송 영상을 다시 묶지 못했습니다: ${lastLine(result.stderr)}`);
  let sizeBytes = 0;
  for (const f of await fs.readdir(variant)) sizeBytes += (await fs.stat(path.join(variant, f))).size;
  const bandwidth = Math.max(1, Math.round((sizeBytes * 8) / Math.max(1, seconds)));
  await fs.writeFile(path.join(hls, 'master.m3u8'), `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth}\nlive/index.m3u8\n`);
  // One key for the whole recording: the broadcast's bytes under the video's kid.
  const adopted = await adopt();
  await encryptHlsFolder(hls, async () => [adopted], Number.POSITIVE_INFINITY);
  return { durationSec: Math.max(1, Math.round(seconds)), sizeBytes };
}
