import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { startTestWorker } from '../../test/worker.ts';
import type { TranscodeWorker } from './transcode-worker.ts';

let t: TestContext;
let worker: TranscodeWorker;
let staff: Tokens;
let sample: Buffer;
type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };
interface Video {
  video_id: number;
  upload_id: string;
  status: string;
  progress: number;
  error: string | null;
  duration_sec: number | null;
  media_key: string | null;
}

const auth = () => ({ authorization: `Bearer ${staff.accessToken}` });
const send = async <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.request({ method, url, headers: auth(), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
};
const b64 = (s: string) => Buffer.from(s).toString('base64');
const tus = (method: 'POST' | 'HEAD' | 'PATCH', url: string, headers: Record<string, string>, payload?: Buffer) =>
  t.request({ method, url, headers: { ...auth(), 'tus-resumable': '1.0.0', ...headers }, ...(payload ? { payload } : {}) });

/** Registers a file, creates its tus upload and sends it in two requests (the second resumes at the offset the server reports). */
async function upload(title: string, bytes: Buffer): Promise<Video> {
  const registered = await send<{ video: Video; upload_url: string }>('POST', '/api/admin/videos', { title, size_bytes: bytes.length });
  expect(registered.body.code).toBe('0000');
  const { video, upload_url } = registered.body.data;
  const created = await tus('POST', upload_url, { 'upload-length': String(bytes.length), 'upload-metadata': `upload_id ${b64(video.upload_id)},filename ${b64(title)}` });
  expect(created.statusCode).toBe(201);
  const location = String(created.headers.location);
  const half = Math.floor(bytes.length / 2);
  const first = await tus('PATCH', location, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, bytes.subarray(0, half));
  expect(first.statusCode).toBe(204);
  const head = await tus('HEAD', location, {});
  expect(head.headers['upload-offset']).toBe(String(half));
  const rest = await tus('PATCH', location, { 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' }, bytes.subarray(half));
  expect(rest.statusCode).toBe(204);
  return video;
}

const settled = (videoId: number) =>
  vi.waitFor(
    async () => {
      const list = await send<{ list: Video[] }>('GET', '/api/admin/videos');
      const v = list.body.data.list.find((x) => x.video_id === videoId)!;
      expect(['ready', 'failed']).toContain(v.status);
      return v;
    },
    { timeout: 60_000, interval: 200 },
  );

beforeAll(async () => {
  t = await createTestApp({ TRANSCODE_RETRY_DELAY_SECONDS: '1' });
  worker = await startTestWorker(t);
  staff = await login(t, await createMember(t, { role: 'staff' }));
  // A 3-second 320×240 clip with a tone, made by the same bundled ffmpeg the server uses.
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = path.join(os.tmpdir(), `sample-${process.pid}.mp4`);
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=3', '-f', 'lavfi', '-i', 'sine=duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file]);
  sample = await fs.readFile(file);
  await fs.rm(file);
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await t.close();
});

describe('lecture video upload', () => {
  it('a resumable upload becomes HLS with its duration and poster, offered to lectures under its file name', async () => {
    const video = await upload('1강 차트 읽기.mp4', sample);
    const done = await settled(video.video_id);
    expect(done).toMatchObject({ status: 'ready', progress: 100, error: null, duration_sec: 3, media_key: `uploads/${video.video_id}` });

    const poster = await t.request({ method: 'GET', url: `/api/admin/videos/${video.video_id}/poster`, headers: auth() });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');

    const media = await send<{ list: { media_key: string; title: string | null; duration_sec: number | null }[] }>('GET', '/api/admin/catalogue/media');
    expect(media.body.data.list).toContainEqual({ media_key: `uploads/${video.video_id}`, title: '1강 차트 읽기.mp4', duration_sec: 3 });

    const audit = await t.database.pool.query<{ action: string }>(`select action from admin_changes where target_type = 'video' and target_id = $1`, [String(video.video_id)]);
    expect(audit.rows.map((r) => r.action)).toEqual(['video.upload']);
    expect((await send('POST', `/api/admin/videos/${video.video_id}/retry`)).body.code).toBe('8063');
  });

  it('a file that is not a video fails with the reason in Korean, and can be processed again', async () => {
    const video = await upload('가짜.mp4', Buffer.from('이 파일은 영상이 아닙니다. '.repeat(100)));
    const failed = await settled(video.video_id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('영상 파일로 읽을 수 없습니다');
    expect(failed.media_key).toBeNull();
    const retried = await send<Video>('POST', `/api/admin/videos/${video.video_id}/retry`);
    expect(retried.body.code).toBe('0000');
    expect(['queued', 'processing', 'failed']).toContain(retried.body.data.status);
    expect((await settled(video.video_id)).status).toBe('failed');
  });

  it('refuses what is not a video file, too large, not registered or of another size, and changes nothing', async () => {
    expect((await send('POST', '/api/admin/videos', { title: 'notes.txt', size_bytes: 10 })).body.code).not.toBe('0000');
    expect((await send('POST', '/api/admin/videos', { title: 'big.mp4', size_bytes: 6 * 1024 ** 3 })).body.code).toBe('8062');
    const before = (await send<{ total: number }>('GET', '/api/admin/videos')).body.data.total;

    const stranger = await tus('POST', '/api/admin/videos/upload', { 'upload-length': '10', 'upload-metadata': `upload_id ${b64('0'.repeat(32))}` });
    expect(stranger.statusCode).toBe(409);
    const registered = await send<{ video: Video }>('POST', '/api/admin/videos', { title: 'a.mp4', size_bytes: 100 });
    const wrongSize = await tus('POST', '/api/admin/videos/upload', { 'upload-length': '99', 'upload-metadata': `upload_id ${b64(registered.body.data.video.upload_id)}` });
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.body).toContain('파일 크기');
    expect((await send<{ total: number }>('GET', '/api/admin/videos')).body.data.total).toBe(before + 1);

    const member = await login(t, await createMember(t));
    const refused = await t.request({ method: 'POST', url: '/api/admin/videos/upload', headers: { authorization: `Bearer ${member.accessToken}`, 'tus-resumable': '1.0.0', 'upload-length': '10' } });
    expect(refused.json<Body>().code).toBe('0906');
  });
});
