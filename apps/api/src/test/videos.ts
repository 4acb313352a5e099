import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bundledFfmpeg } from '../modules/admin-videos/transcode.ts';
import type { Tokens } from './accounts.ts';
import type { TestContext } from './test-app.ts';

/** A test-pattern clip with a tone, made by the bundled ffmpeg the workers use. */
export async function makeClip(width: number, height: number, seconds: number): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `clip-${process.pid}-${width}x${height}-${seconds}.mp4`);
  execFileSync(bundledFfmpeg(), [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=24:duration=${seconds}`, '-f', 'lavfi', '-i', `sine=duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  const bytes = await fs.readFile(file);
  await fs.rm(file);
  return bytes;
}

/** Registers a video in the console and sends its bytes over tus in one request; resolves with its id. */
export async function uploadVideo(t: TestContext, staff: Tokens, title: string, bytes: Buffer): Promise<{ videoId: number; uploadId: string }> {
  const headers = { authorization: `Bearer ${staff.accessToken}` };
  const registered = await t.request({ method: 'POST', url: '/api/admin/videos', headers, payload: { title, size_bytes: bytes.length } });
  const { video, upload_url } = registered.json<{ data: { video: { video_id: number; upload_id: string }; upload_url: string } }>().data;
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const tus = { ...headers, 'tus-resumable': '1.0.0' };
  const created = await t.request({ method: 'POST', url: upload_url, headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': `upload_id ${b64(video.upload_id)}` } });
  const sent = await t.request({ method: 'PATCH', url: String(created.headers.location), headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, payload: bytes });
  if (sent.statusCode !== 204) throw new Error(`upload refused: ${sent.statusCode} ${sent.body}`);
  return { videoId: video.video_id, uploadId: video.upload_id };
}

export interface VideoState {
  status: string;
  progress: number;
  attempts: number;
  error: string | null;
}

export async function videoState(t: TestContext, videoId: number): Promise<VideoState> {
  const { rows } = await t.database.pool.query<VideoState>('select status, progress, attempts, error from videos where video_id = $1', [videoId]);
  return rows[0]!;
}
