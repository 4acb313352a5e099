import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { koreanIso } from '../packages/contracts/src/korea-time.ts';
import { createMember, demoConsole, expect, PASSWORD, test, type Member } from './fixtures.ts';

/**
 * Issue 46's story in Chromium: the teacher's encoder (ffmpeg, the project's own, pushing a test pattern to the RTMP
 * ingest the e2e server runs, decisions 136 and 140) is on air; a member watches /live/:id at a phone's width and writes
 * in the chat, a second member on a desktop reads it; the class is ended in the console, the page says 종료, and the
 * broadcast becomes a video in the media library that the recording form turns into a lecture (decision 141).
 */

const ffmpeg = process.env.FFMPEG_PATH ?? (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

type Body<T> = { code: string; message: string; data: T };

/** A console call as the demo admin: a fresh console session each time, since the e2e server's tokens live 8 s. */
async function asAdmin<T>(request: APIRequestContext, method: 'get' | 'post', url: string, data?: object): Promise<Body<T>> {
  const ops = await demoConsole(request);
  try {
    return (await (await request[method](url, { headers: ops.headers, ...(data ? { data } : {}) })).json()) as Body<T>;
  } finally {
    await ops.end();
  }
}

/** A seeded teacher with a course (the recording form adds the replay to one of the class's teacher's courses). */
async function teacherWithCourse(request: APIRequestContext): Promise<{ teacherSn: number; courseSn: number }> {
  const teachers = ((await (await request.get('/api/teacher/list')).json()) as Body<{ list: { teacher_sn: number }[] }>).data.list;
  // From the end of the list: studio.spec takes its teachers from the front.
  for (const { teacher_sn } of [...teachers].reverse()) {
    const courses = ((await (await request.get(`/api/teacher/${teacher_sn}`)).json()) as Body<{ courses: { course_sn: number }[] }>).data.courses;
    if (courses[0]) return { teacherSn: teacher_sn, courseSn: courses[0].course_sn };
  }
  throw new Error('no seeded teacher with a course');
}

async function memberPage(browser: Browser, width: number, who: Member, liveId: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 844 }, locale: 'ko-KR' })).newPage();
  const returnUrl = `/live/${liveId}`;
  await page.goto(`/login?${new URLSearchParams({ returnUrl }).toString()}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(who.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === returnUrl);
  return page;
}

test('a pushed broadcast plays at 390 px, the chat reaches a second member, and after 종료 the replay is a video the recording form takes', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { teacherSn, courseSn } = await teacherWithCourse(request);
  const [memberA, memberB] = [await createMember(request, '라이브시청'), await createMember(request, '라이브동료')];

  // The console schedules the class for members (ten minutes from now: a push is admitted up to an hour before) and starts it.
  const title = `e2e 장 마감 라이브 ${Date.now().toString(36)}`;
  const scheduled = await asAdmin<{ live: { live_id: number }; stream_key: string; ingest_url: string }>(request, 'post', '/api/admin/live', {
    title,
    teacher_sn: teacherSn,
    starts_at: koreanIso(new Date(Date.now() + 10 * 60_000)).slice(0, 16),
    audience: 'members',
  });
  expect(scheduled.code, scheduled.message).toBe('0000');
  const id = scheduled.data.live.live_id;
  const started = await asAdmin<{ live: { state: string } }>(request, 'post', `/api/admin/live/${id}/start`);
  expect(started.code, started.message).toBe('0000');

  // The teacher's encoder: a 60 s test pattern at real speed to the address and key the console gave.
  let pusher: ChildProcess | undefined;
  try {
    pusher = spawn(
      ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15', '-f', 'lavfi', '-i', 'sine', '-t', '60'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15', '-c:a', 'aac', '-f', 'flv', `${scheduled.data.ingest_url}/${scheduled.data.stream_key}`],
      ],
      { stdio: 'ignore' },
    );
    const pushed = new Promise<number | null>((resolve) => pusher!.once('exit', (code) => resolve(code)));
    // On the air once the ingest has written its first segments (the page would otherwise say 방송 준비 중 and ask
    // again in 5 s): read where the ingest writes them, in the e2e server's data dir.
    const playlist = path.join(process.env.E2E_DATA_DIR!, 'live', String(id), 'index.m3u8');
    await expect
      .poll(() => (fs.existsSync(playlist) ? (fs.readFileSync(playlist, 'utf8').match(/#EXTINF/g)?.length ?? 0) : 0), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);

    // Member A on a phone: 라이브, and the picture (decoded frames in the video element).
    const phone = await memberPage(browser, 390, memberA, id);
    await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(phone.getByText('라이브', { exact: true })).toBeVisible();
    const video = phone.getByRole('group', { name: `라이브 방송: ${title}` }).locator('video');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), { timeout: 20_000 })
      .toBe(true);
    // Playing, not only loaded: the clock moves on.
    const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(at + 0.5);
    expect((await video.boundingBox())!.width).toBeLessThanOrEqual(390);

    // Member B on a desktop, then A writes; B reads it.
    const desk = await memberPage(browser, 1280, memberB, id);
    await expect(desk.getByText('라이브', { exact: true })).toBeVisible();
    const send = (page: Page) => page.getByRole('button', { name: '보내기', exact: true });
    await expect(send(desk)).toBeEnabled();
    await expect(send(phone)).toBeEnabled();
    const said = `오늘 장 마감 흐름 잘 보고 있습니다 ${Date.now().toString(36)}`;
    await phone.getByRole('textbox', { name: '메시지' }).fill(said);
    await send(phone).click();
    await expect(desk.getByRole('list', { name: '채팅 메시지' })).toContainText(said);
    await expect(phone.getByRole('list', { name: '채팅 메시지' })).toContainText(said);

    // 종료 in the console: the push is cut, both pages leave the picture for the end's sentence.
    const ended = await asAdmin<{ live: { state: string } }>(request, 'post', `/api/admin/live/${id}/end`);
    expect(ended.data.live.state).toBe('ended');
    for (const page of [phone, desk]) {
      await expect(page.getByText('종료', { exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: '방송이 끝났습니다' })).toBeVisible();
    }
    await expect(video).toHaveCount(0);
    expect(await pushed).not.toBe(0);

    // The broadcast is a ready video in 영상 관리 and offered by the catalogue's picker; the recording form takes it.
    type Video = { title: string; status: string; duration_sec: number | null; media_key: string | null };
    let replay: Video | undefined;
    await expect
      .poll(
        async () => {
          const list = await asAdmin<{ list: Video[] }>(request, 'get', '/api/admin/videos?page=1');
          replay = list.data.list.find((v) => v.title === `라이브 다시보기 · ${title}`);
          return replay?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('ready');
    expect(replay!.duration_sec).toBeGreaterThanOrEqual(2);
    const media = await asAdmin<{ list: { media_key: string; title: string | null }[] }>(request, 'get', '/api/admin/catalogue/media');
    expect(media.data.list.find((m) => m.media_key === replay!.media_key)?.title).toBe(`라이브 다시보기 · ${title}`);
    const recording = await asAdmin<{ title: string; duration_sec: number; draft_sn: number }>(request, 'post', `/api/admin/live/${id}/recording`, {
      course_sn: courseSn,
      media_key: replay!.media_key,
      title: `${title} 다시보기`,
    });
    expect(recording.code, recording.message).toBe('0000');
    expect(recording.data.title).toBe(`${title} 다시보기`);
    expect(Math.abs(recording.data.duration_sec - replay!.duration_sec!)).toBeLessThanOrEqual(1);
    await phone.context().close();
    await desk.context().close();
  } finally {
    if (pusher && pusher.exitCode === null && pusher.signalCode === null) pusher.kill('SIGKILL');
  }
});
