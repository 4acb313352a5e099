import { spawn } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { koreanDay } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { memberWithPass, passCourse } from '../../test/pass-course.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Decision 141, end to end through the app: a teacher's push, 종료 in the console, and the broadcast in the media
 * library with its length, picked by the recording form and played through a lecture's signed link and key route.
 */

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

let t: TestContext;
let dataDir: string;
let port: number;
let staff: Tokens;

type Body<T> = { code: string; message: string; data: T };
async function call<T>(who: Tokens | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.request({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });
  return res.json<Body<T>>();
}

/** Checks `probe` every 100 ms until it gives a value (the console's end answers before the recording is made). */
async function until<T>(probe: () => Promise<T | undefined | null | false>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await delay(100);
  }
}

beforeAll(async () => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'live-recording-'));
  t = await createTestApp({ LIVE_INGEST_PORT: String(port), DATA_DIR: dataDir });
  staff = await login(t, await createMember(t, { role: 'staff' }));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a finished broadcast becomes a video', () => {
  it('push, 종료: the pusher is cut, the broadcast is listed with its length, the recording form takes it and a lecture plays it', async () => {
    const course = await passCourse(t);
    const teacherSn = Number((await t.database.pool.query('select teacher_sn from courses where course_sn = $1', [course.courseSn])).rows[0].teacher_sn);
    const scheduled = await call<{ live: { live_id: number }; stream_key: string }>(staff, 'POST', '/api/admin/live', {
      title: '장 마감 라이브',
      teacher_sn: teacherSn,
      starts_at: `${koreanDay(new Date(Date.now() + 86_400_000))}T08:30`,
      audience: 'members',
    });
    expect(scheduled.code, scheduled.message).toBe('0000');
    const id = scheduled.data.live.live_id;
    // The push may start an hour before the class: the class is moved to five minutes from now.
    await t.database.pool.query("update live_classes set starts_at = now() + interval '5 minutes' where id = $1", [id]);

    const pusher = new Promise<number | null>((resolve) => {
      const child = spawn(
        ffmpeg,
        [
          ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15', '-f', 'lavfi', '-i', 'sine', '-t', '60'],
          ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15', '-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${String(port)}/live/${String(id)}/${scheduled.data.stream_key}`],
        ],
        { stdio: 'ignore' },
      );
      child.once('exit', (code) => resolve(code));
    });
    // On air once two segments (2 s each) are written.
    const playlist = path.join(dataDir, 'live', String(id), 'index.m3u8');
    await until(async () => ((await fs.readFile(playlist, 'utf8').catch(() => '')).match(/#EXTINF/g)?.length ?? 0) >= 2);

    const ended = await call<{ live: { state: string } }>(staff, 'POST', `/api/admin/live/${String(id)}/end`);
    expect(ended.data.live.state).toBe('ended');
    expect(await pusher).not.toBe(0);
    const live = await fs.readFile(playlist, 'utf8');
    expect(live).toMatch(/#EXT-X-ENDLIST\s*$/);
    const seconds = Math.round([...live.matchAll(/#EXTINF:([\d.]+)/g)].reduce((s, m) => s + Number(m[1]), 0));

    // 영상 관리 lists it, ready, with the broadcast's length; the catalogue's picker offers it by that title.
    type Video = { title: string; status: string; duration_sec: number | null; media_key: string | null; error: string | null };
    const video = await until(async () => (await call<{ list: Video[] }>(staff, 'GET', '/api/admin/videos?page=1')).data.list.find((v) => v.title === '라이브 다시보기 · 장 마감 라이브' && v.status !== 'processing'));
    expect(video).toMatchObject({ status: 'ready', duration_sec: seconds, error: null });
    expect(seconds).toBeGreaterThanOrEqual(2);
    const mediaKey = video.media_key!;
    const media = await call<{ list: { media_key: string; title: string | null; duration_sec: number | null }[] }>(staff, 'GET', '/api/admin/catalogue/media');
    const offered = media.data.list.find((m) => m.media_key === mediaKey);
    expect(offered?.title).toBe('라이브 다시보기 · 장 마감 라이브');
    expect(Math.abs(offered!.duration_sec! - seconds)).toBeLessThanOrEqual(1);

    // The recording form (decision 134) takes it without an upload.
    const recording = await call<{ duration_sec: number }>(staff, 'POST', `/api/admin/live/${String(id)}/recording`, { course_sn: course.courseSn, media_key: mediaKey, title: '장 마감 다시보기' });
    expect(recording.code, recording.message).toBe('0000');
    expect(Math.abs(recording.data.duration_sec - seconds)).toBeLessThanOrEqual(1);

    // Published (the review's outcome: the lecture names the video), a member with a pass plays it: playlist, key, segment.
    const lecture = course.lectures.find((l) => l.isPreview === 'N')!;
    await t.database.pool.query('update lectures set media_key = $1 where lc_no = $2', [mediaKey, lecture.lcNo]);
    const member = await login(t, await memberWithPass(t));
    const info = await call<{ media: { hls: string } }>(member, 'GET', `/api/rs/play/${String(lecture.lcNo)}`);
    expect(info.code, info.message).toBe('0000');
    const master = info.data.media.hls;
    const base = master.replace(/master\.m3u8$/, '');
    const get = (url: string, who?: Tokens) => t.request({ method: 'GET', url, ...(who ? { headers: bearer(who) } : {}) });
    const variantPath = (await get(master)).body.split('\n').find((l) => l.endsWith('.m3u8'))!;
    const variantBody = (await get(base + variantPath)).body;
    expect(variantBody).toContain('#EXT-X-ENDLIST');
    const dir = (base + variantPath).replace(/[^/]+$/, '');
    const [, uri, iv] = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/.exec(variantBody)!;
    const key = await get(new URL(uri!, `http://x${dir}`).pathname, member);
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload).toHaveLength(16);
    const init = await get(dir + /#EXT-X-MAP:URI="([^"]+)"/.exec(variantBody)![1]!);
    expect(init.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    const segment = await get(dir + variantBody.split('\n').find((l) => l.endsWith('.m4s'))!);
    expect(segment.statusCode).toBe(200);
    const d = createDecipheriv('aes-128-cbc', key.rawPayload, Buffer.from(iv!, 'hex'));
    const plain = Buffer.concat([d.update(segment.rawPayload), d.final()]);
    expect(['styp', 'moof']).toContain(plain.toString('latin1', 4, 8));
    // Ending is once: a second end is refused and the library still holds one recording of the class.
    expect((await call(staff, 'POST', `/api/admin/live/${String(id)}/end`)).code).not.toBe('0000');
    expect((await call<{ list: Video[] }>(staff, 'GET', '/api/admin/videos?page=1')).data.list.filter((v) => v.title === '라이브 다시보기 · 장 마감 라이브')).toHaveLength(1);
  }, 30_000);
});
