import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMediaStorage, type MediaStorage } from '../../providers/media-storage/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { startS3, type TestS3 } from '../../test/s3.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { makeClip, uploadVideo, videoState } from '../../test/videos.ts';
import { startTestWorker } from '../../test/worker.ts';

let s3: TestS3;
let t: TestContext;
let staff: Tokens;
let storage: MediaStorage;
const settings = { TRANSCODE_LEASE_SECONDS: '2', TRANSCODE_RETRY_DELAY_SECONDS: '1' };

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ ...s3.env, ...settings });
  staff = await login(t, await createMember(t, { role: 'staff' }));
  storage = createMediaStorage(t.config);
}, 60_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

const ready = (videoId: number, timeout: number) =>
  vi.waitFor(
    async () => {
      const state = await videoState(t, videoId);
      expect(state.status).toBe('ready');
      return state;
    },
    { timeout, interval: 250 },
  );

describe('transcoding workers on S3-compatible storage', () => {
  it('an upload goes to the bucket, a worker puts its renditions, poster and master playlist there and drops the source', async () => {
    const worker = await startTestWorker(t);
    try {
      const { videoId, uploadId } = await uploadVideo(t, staff, '2강.mp4', await makeClip(640, 360, 3));
      await ready(videoId, 60_000);
      const keys = await storage.list(`hls/${videoId}/`);
      expect(keys).toEqual(expect.arrayContaining([`hls/${videoId}/master.m3u8`, `hls/${videoId}/poster.jpg`, `hls/${videoId}/360p/index.m3u8`, `hls/${videoId}/360p/init.mp4`]));
      expect(keys.some((k) => k.startsWith(`hls/${videoId}/720p/`))).toBe(false);
      expect(await storage.get(`sources/${uploadId}`)).toBeNull();
      // The API reads the video back from the bucket: the catalogue's picker shows its length.
      const media = await t.request({ method: 'GET', url: '/api/admin/catalogue/media', headers: { authorization: `Bearer ${staff.accessToken}` } });
      expect(media.json<{ data: { list: unknown[] } }>().data.list).toContainEqual({ media_key: `uploads/${videoId}`, title: '2강.mp4', duration_sec: 3 });
      const poster = await t.request({ method: 'GET', url: `/api/admin/videos/${videoId}/poster`, headers: { authorization: `Bearer ${staff.accessToken}` } });
      expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    } finally {
      await worker.stop();
    }
  }, 90_000);

  it('a job whose worker was killed mid-transcode is finished by another worker', async () => {
    // The first worker is its own process (as `npm run worker`), in its own process group so ffmpeg dies with it.
    const first: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../worker.ts')], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, ...s3.env, ...settings, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: t.database.url, VIDEO_DIR: t.config.VIDEO_DIR },
    });
    let second: Awaited<ReturnType<typeof startTestWorker>> | null = null;
    try {
      const { videoId } = await uploadVideo(t, staff, '3강.mp4', await makeClip(1280, 720, 6));
      await vi.waitFor(
        async () => {
          const state = await videoState(t, videoId);
          expect(state).toMatchObject({ status: 'processing', attempts: 1 });
          expect(state.progress).toBeGreaterThan(0);
        },
        { timeout: 60_000, interval: 100 },
      );
      process.kill(-first.pid!, 'SIGKILL');
      expect((await videoState(t, videoId)).status).toBe('processing');

      // The dead worker's 2-second lease runs out at once; the second keeps a 10-second lease of its own: with 2 s, a
      // loaded machine (the whole suite beside it) delayed its renewals past the lease, so it took its own run for
      // dead, again and again, and the video stayed 'processing'.
      second = await startTestWorker(t, { leaseSeconds: 10 });
      // What the row went through, so a failure says where it stopped: never taken again, or taken and slow.
      const started = Date.now();
      const seen: string[] = [];
      const done = await vi.waitFor(
        async () => {
          const state = await videoState(t, videoId);
          const line = `${state.status} attempts ${state.attempts} progress ${state.progress}${state.error ? ` (${state.error})` : ''}`;
          if (seen.at(-1)?.endsWith(line) !== true) seen.push(`${Math.round((Date.now() - started) / 1000)} s: ${line}`);
          expect(state.status, seen.join('\n')).toBe('ready');
          return state;
        },
        { timeout: 120_000, interval: 250 },
      );
      expect(done).toMatchObject({ status: 'ready', attempts: 2, error: null });
      const master = (await storage.get(`hls/${videoId}/master.m3u8`))?.toString() ?? '';
      expect(master).toContain('360p/index.m3u8');
      expect(master).toContain('720p/index.m3u8');
    } finally {
      if (first.exitCode === null && first.signalCode === null) process.kill(-first.pid!, 'SIGKILL');
      await second?.stop();
    }
  }, 240_000);
});
