import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courses, lectures, teachers } from '../../db/schema/index.ts';
import { bearer, createMember, login, studioLogin, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { startTestWorker } from '../../test/worker.ts';
import type { TranscodeWorker } from '../admin-videos/transcode-worker.ts';

// Decision 142: a teacher's own videos in the studio, through the console's pipeline (tus, limit, queue, worker),
// subtitles on them, and a draft that picks one, reviewed and published with its subtitle.

let t: TestContext;
let worker: TranscodeWorker;
let admin: Tokens;
let staff: Tokens;
let own: Tokens;
let other: Tokens;
let courseSn: number;
let sample: Buffer;

type Body<T = unknown> = { code: string; message: string; data: T };
interface Video {
  video_id: number;
  upload_id: string;
  title: string;
  status: string;
  error: string | null;
  media_key: string | null;
  subtitles: string[];
}
interface Videos {
  max_bytes: number;
  list: Video[];
  course_media: { media_key: string; title: string; course: string }[];
}

async function call<T = unknown>(who: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.request({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
}
const b64 = (s: string) => Buffer.from(s).toString('base64');
const tus = (who: Tokens, method: 'POST' | 'HEAD' | 'PATCH', url: string, headers: Record<string, string>, payload?: Buffer) =>
  t.request({ method, url, headers: { ...bearer(who), 'tus-resumable': '1.0.0', ...headers }, ...(payload ? { payload } : {}) });

async function teacherOf(teacherSn: number): Promise<Tokens> {
  const m = await createMember(t);
  const granted = await call(admin, 'POST', `/api/admin/members/${m.id}/role`, { role: 'teacher', teacher_sn: teacherSn, reason: '강사 계정 연결' });
  expect(granted.body.code).toBe('0000');
  return studioLogin(t, m);
}

const mine = async (who: Tokens) => (await call<Videos>(who, 'GET', '/api/studio/videos')).body.data;
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\n캔들 하나를 읽어 봅니다.\n';

beforeAll(async () => {
  t = await createTestApp({ TRANSCODE_RETRY_DELAY_SECONDS: '1' });
  worker = await startTestWorker(t);
  admin = await login(t, await createMember(t, { role: 'admin' }));
  staff = await login(t, await createMember(t, { role: 'staff' }));
  const [row] = await t.database.db
    .select({ courseSn: courses.courseSn, teacherSn: courses.teacherSn })
    .from(courses)
    .innerJoin(lectures, eq(lectures.courseSn, courses.courseSn))
    .where(and(eq(courses.isPublished, 'Y'), isNotNull(lectures.mediaKey)))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  courseSn = row!.courseSn;
  own = await teacherOf(row!.teacherSn);
  const [b] = await t.database.db.insert(teachers).values({ name: '다른 강사', headline: '테스트', bio: '테스트' }).returning({ sn: teachers.teacherSn });
  other = await teacherOf(b!.sn);
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = path.join(os.tmpdir(), `studio-sample-${process.pid}.mp4`);
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=2', '-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file]);
  sample = await fs.readFile(file);
  await fs.rm(file);
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await t.close();
});

describe("a teacher's own videos in the studio (decision 142)", () => {
  let video: Video;

  it('uploads over tus at the studio address, within the console limit, and the worker makes it ready; another teacher can neither send to it nor see it', async () => {
    const empty = await mine(own);
    expect(empty.list).toEqual([]);
    // The course's own videos are offered too (the picker lists them), with the lecture and course they come from.
    expect(empty.course_media.length).toBeGreaterThan(0);
    expect((await call(own, 'POST', '/api/studio/videos', { title: '큰 영상.mp4', size_bytes: empty.max_bytes + 1 })).body.code).toBe('8062');
    expect((await call(own, 'POST', '/api/studio/videos', { title: '문서.pdf', size_bytes: 10 })).status).toBe(400);

    const registered = await call<{ video: Video; upload_url: string }>(own, 'POST', '/api/studio/videos', { title: '1강 캔들.mp4', size_bytes: sample.length });
    expect(registered.body.code).toBe('0000');
    expect(registered.body.data.upload_url).toBe('/api/studio/videos/upload');
    const { upload_id, video_id } = registered.body.data.video;
    const metadata = { 'upload-length': String(sample.length), 'upload-metadata': `upload_id ${b64(upload_id)},filename ${b64('1강 캔들.mp4')}` };

    // Another teacher sending to this registration, or anyone sending with no registration, is refused before tus.
    const stolen = await tus(other, 'POST', '/api/studio/videos/upload', metadata);
    expect(stolen.json<Body>().code).toBe('7401');
    expect((await tus(own, 'POST', '/api/studio/videos/upload', { 'upload-length': '10' })).json<Body>().code).toBe('7401');

    const created = await tus(own, 'POST', '/api/studio/videos/upload', metadata);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect((await tus(other, 'PATCH', location, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, sample)).json<Body>().code).toBe('7401');
    const sent = await tus(own, 'PATCH', location, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, sample);
    expect(sent.statusCode).toBe(204);

    video = await vi.waitFor(
      async () => {
        const v = (await mine(own)).list.find((x) => x.video_id === video_id)!;
        expect(v.status).toBe('ready');
        return v;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(video).toMatchObject({ title: '1강 캔들.mp4', media_key: `uploads/${video_id}`, subtitles: [] });
    expect(JSON.stringify(await mine(other))).not.toContain('1강 캔들');
  });

  it('a failed video shows its reason and the teacher (only) sends it again', async () => {
    const registered = await call<{ video: Video }>(own, 'POST', '/api/studio/videos', { title: '깨진 영상.mov', size_bytes: 10 });
    const id = registered.body.data.video.video_id;
    await t.database.pool.query(`update videos set status = 'failed', error = '영상을 읽지 못했습니다.' where video_id = $1`, [id]);
    expect((await mine(own)).list.find((v) => v.video_id === id)).toMatchObject({ status: 'failed', error: '영상을 읽지 못했습니다.' });
    expect((await call(other, 'POST', `/api/studio/videos/${id}/retry`)).body.code).toBe('7401');
    expect((await mine(own)).list.find((v) => v.video_id === id)!.status).toBe('failed');
    const retried = await call<Video>(own, 'POST', `/api/studio/videos/${id}/retry`);
    expect(retried.body.data.status).toBe('queued');
    // Gone before the worker tries it (its file never came): nothing else in this file waits on it.
    await t.database.pool.query('delete from videos where video_id = $1', [id]);
  });

  it('a subtitle is checked as in the console, kept on the video, and refused to another teacher', async () => {
    const url = `/api/studio/videos/${video.video_id}/subtitles/ko`;
    const bad = await call(own, 'PUT', url, { content: '그냥 글입니다' });
    expect(bad.body.code).toBe('8110');
    expect((await call(own, 'PUT', `/api/studio/videos/${video.video_id}/subtitles/xx`, { content: VTT })).body.code).toBe('8115');
    expect((await call(other, 'PUT', url, { content: VTT })).body.code).toBe('7401');
    expect((await mine(own)).list.find((v) => v.video_id === video.video_id)!.subtitles).toEqual([]);

    const put = await call<{ lang: string; label: string }>(own, 'PUT', url, { content: VTT });
    expect(put.body).toMatchObject({ code: '0000', message: '자막을 올렸습니다.', data: { lang: 'ko', label: '한국어' } });
    expect((await call(own, 'PUT', `/api/studio/videos/${video.video_id}/subtitles/en`, { content: VTT })).body.code).toBe('0000');
    expect((await call(other, 'DELETE', `/api/studio/videos/${video.video_id}/subtitles/en`)).body.code).toBe('7401');
    expect((await call(own, 'DELETE', `/api/studio/videos/${video.video_id}/subtitles/en`)).body.code).toBe('0000');
    expect((await call(own, 'DELETE', `/api/studio/videos/${video.video_id}/subtitles/en`)).body.code).toBe('2304');
    expect((await mine(own)).list.find((v) => v.video_id === video.video_id)!.subtitles).toEqual(['ko']);
  });

  it('a draft picks the upload, goes through review and is published with the video and its subtitle; another teacher cannot pick it', async () => {
    const snap = (await call<{ snapshot: Record<string, unknown> }>(own, 'GET', `/api/studio/courses/${courseSn}`)).body.data.snapshot;
    const quiz = { title: '캔들 확인', pass_percent: 60, draw_count: null, questions: [{ prompt: '양봉은 무엇을 뜻하나요?', choices: ['종가가 시가보다 높다', '종가가 시가보다 낮다'], answer: 0, explanation: '양봉은 오른 날입니다.' }] };
    const lecture = { title: '캔들 하나 읽기', duration_sec: 60, is_preview: 'N', media_key: video.media_key, quiz };
    const body = { ...snap, title: '내 영상으로 만든 강의', course_sn: null, lectures: [lecture] };
    expect((await call(other, 'POST', '/api/studio/drafts', body)).body.code).toBe('7405');
    // A quiz is checked as the console checks one: the answer must be one of the choices.
    const badQuiz = { ...body, lectures: [{ ...lecture, quiz: { ...quiz, questions: [{ ...quiz.questions[0], answer: 5 }] } }] };
    const refused = await call(own, 'POST', '/api/studio/drafts', badQuiz);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('정답은 보기 가운데 하나여야 합니다.');

    const created = await call<{ latest: { draft_sn: number; snapshot: { lectures: { media_key: string; duration_sec: number }[] } } }>(own, 'POST', '/api/studio/drafts', body);
    expect(created.body.code).toBe('0000');
    const draftSn = created.body.data.latest.draft_sn;
    const again = await call<{ latest: { version_sn: number; snapshot: { lectures: { media_key: string; duration_sec: number }[] } } }>(own, 'GET', `/api/studio/drafts/${draftSn}`);
    // The lecture's length is the video's own (2 s), not the 60 typed.
    expect(again.body.data.latest.snapshot.lectures).toEqual([expect.objectContaining({ media_key: video.media_key, duration_sec: 2, quiz })]);

    const submitted = await call<{ latest: { version_sn: number } }>(own, 'POST', `/api/studio/drafts/${draftSn}/submit`);
    const published = await call<{ latest: { course_sn: number; status: string } }>(staff, 'POST', `/api/admin/course-reviews/${submitted.body.data.latest.version_sn}/publish`);
    expect(published.body.data.latest.status).toBe('published');
    const newCourse = published.body.data.latest.course_sn;
    const [lc] = await t.database.db.select({ lcNo: lectures.lcNo, mediaKey: lectures.mediaKey }).from(lectures).where(eq(lectures.courseSn, newCourse));
    expect(lc!.mediaKey).toBe(video.media_key);
    // The subtitle reached the published lecture, as the console lists a lecture's subtitles.
    const subs = await call<{ list: { lang: string }[] }>(staff, 'GET', `/api/admin/lectures/${lc!.lcNo}/subtitles`);
    expect(subs.body.data.list.map((s) => s.lang)).toEqual(['ko']);
    // The quiz landed on the lecture (the console's quiz editor shows it), and an edit of the course starts from it.
    const quizzes = await call<{ quizzes: { lc_no: number; title: string; questions: unknown[] }[] }>(staff, 'GET', `/api/admin/quiz/course/${newCourse}`);
    expect(quizzes.body.data.quizzes).toEqual([expect.objectContaining({ lc_no: lc!.lcNo, title: '캔들 확인', questions: quiz.questions })]);
    const live = await call<{ snapshot: { lectures: { quiz?: unknown }[] } }>(own, 'GET', `/api/studio/courses/${newCourse}`);
    expect(live.body.data.snapshot.lectures[0]!.quiz).toEqual(quiz);
  });
});
