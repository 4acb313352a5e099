import type { LiveChatServerFrame } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { koreanDay } from '@school/contracts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { hashStreamKey } from './stream-key.ts';

let t: TestContext;
let staff: Tokens;
let teacher: Tokens;
let otherTeacher: Tokens;
let buyer: Tokens;
let buyerId: number;
let stranger: Tokens;
let teacherSn: number;
let courseSn: number;

type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };
interface Live {
  live_id: number;
  state: string;
  key_hint: string;
}
interface KeyAnswer {
  live: Live;
  stream_key: string;
  ingest_url: string;
}

async function call<T = Record<string, unknown>>(who: Tokens | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.request({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
}
const one = async (sql: string, params: unknown[] = []) => Number(Object.values((await t.database.pool.query(sql, params)).rows[0] as object)[0]);

const form = (over: object = {}) => ({ title: '장전 시황 라이브', teacher_sn: teacherSn, starts_at: `${koreanDay(new Date(Date.now() + 86_400_000))}T08:30`, audience: 'members', ...over });

async function schedule(over: object = {}, who = staff): Promise<KeyAnswer> {
  const res = await call<KeyAnswer>(who, 'POST', '/api/admin/live', form(over));
  expect(res.body.code, res.body.message).toBe('0000');
  return res.body.data;
}

/** A member who bought the course (its entitlement row, as commerce writes it). */
async function courseBuyer(): Promise<{ tokens: Tokens; id: number }> {
  const b = await createMember(t);
  await t.database.pool.query(`insert into entitlements (member_id, kind, course_sn, valid_from) values ($1, 'course', $2, now() - interval '1 day')`, [b.id, courseSn]);
  return { tokens: await login(t, b), id: b.id };
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await login(t, await createMember(t, { role: 'admin' }));
  staff = await login(t, await createMember(t, { role: 'staff' }));
  courseSn = await one("select min(course_sn) from courses where is_free = 'N' and is_published = 'Y'");
  teacherSn = await one('select teacher_sn from courses where course_sn = $1', [courseSn]);
  const linked = async (sn: number) => {
    const m = await createMember(t);
    expect((await call(admin, 'POST', `/api/admin/members/${m.id}/role`, { role: 'teacher', teacher_sn: sn, reason: '강사 계정 연결' })).body.code).toBe('0000');
    return login(t, m);
  };
  teacher = await linked(teacherSn);
  otherTeacher = await linked(await one("insert into teachers (name, headline, bio) values ('다른 강사', '테스트', '테스트') returning teacher_sn"));
  ({ tokens: buyer, id: buyerId } = await courseBuyer());
  stranger = await login(t, await createMember(t));
});
afterAll(() => t.close());

describe('scheduling (console)', () => {
  it('staff schedule for a teacher and see the key once; the row keeps only its hash; rotating stops the old key', async () => {
    const made = await schedule();
    expect(made.stream_key).toMatch(/^live_/);
    expect(made.ingest_url).toMatch(new RegExp(`^rtmp://.+/live/${made.live.live_id}$`));
    expect(made.live).toMatchObject({ state: 'scheduled', key_hint: `${made.stream_key.slice(0, 9)}…` });
    const stored = (await t.database.pool.query('select key_hash from live_classes where id = $1', [made.live.live_id])).rows[0] as { key_hash: string };
    expect(stored.key_hash).toBe(hashStreamKey(made.stream_key));
    // The list and the audit row show the hint, never the key.
    const listed = await call<{ list: Live[] }>(staff, 'GET', '/api/admin/live');
    expect(JSON.stringify(listed.body)).not.toContain(made.stream_key);
    const audit = await t.database.pool.query("select after::text from admin_changes where target_type = 'live_class' and target_id = $1", [String(made.live.live_id)]);
    expect(audit.rows.length).toBe(1);
    expect(JSON.stringify(audit.rows)).not.toContain(made.stream_key);

    const rotated = await call<KeyAnswer>(staff, 'POST', `/api/admin/live/${made.live.live_id}/key`);
    expect(rotated.body.data.stream_key).not.toBe(made.stream_key);
    const after = (await t.database.pool.query('select key_hash from live_classes where id = $1', [made.live.live_id])).rows[0] as { key_hash: string };
    expect(after.key_hash).toBe(hashStreamKey(rotated.body.data.stream_key));
  });

  it('a teacher schedules only as themselves and manages only their own classes; members are refused', async () => {
    const own = await schedule({ teacher_sn: null }, teacher);
    expect(await one('select teacher_sn from live_classes where id = $1', [own.live.live_id])).toBe(teacherSn);
    const theirs = await call(otherTeacher, 'POST', `/api/admin/live/${own.live.live_id}/key`);
    expect(theirs.body.code).toBe('3209');
    expect((await call(otherTeacher, 'PUT', `/api/admin/live/${own.live.live_id}`, form({ title: '남의 수업' }))).body.code).toBe('3209');
    const seen = await call<{ list: Live[] }>(otherTeacher, 'GET', '/api/admin/live');
    expect(seen.body.data.list.map((l) => l.live_id)).not.toContain(own.live.live_id);
    expect((await call(stranger, 'POST', '/api/admin/live', form())).status).toBe(403);
    expect((await call(null, 'POST', '/api/admin/live', form())).status).toBe(401);
    // Bad input is refused in Korean and changes nothing.
    const count = await one('select count(*) from live_classes');
    const bad = await call(staff, 'POST', '/api/admin/live', form({ audience: 'course', course_sn: null }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/강의/);
    expect((await call(staff, 'POST', '/api/admin/live', form({ audience: 'seminar', seminar_sn: 2_000_000 }))).body.code).toBe('3211');
    expect(await one('select count(*) from live_classes')).toBe(count);

    const ended = await call<{ live: Live }>(teacher, 'POST', `/api/admin/live/${own.live.live_id}/end`);
    expect(ended.body.data.live.state).toBe('ended');
    expect((await call(teacher, 'POST', `/api/admin/live/${own.live.live_id}/key`)).body.code).toBe('3210');
  });
});

describe('schedule and access (members)', () => {
  it('lists classes and tells each caller whether they may watch', async () => {
    const forBuyers = await schedule({ audience: 'course', course_sn: courseSn, title: '구매자 라이브' });
    const free = await schedule({ audience: 'free', title: '공개 라이브' });
    const list = await call<{ list: (Live & { title: string })[] }>(null, 'GET', '/api/live');
    expect(list.body.data.list.map((l) => l.title)).toEqual(expect.arrayContaining(['구매자 라이브', '공개 라이브']));
    expect(JSON.stringify(list.body)).not.toMatch(/key_hint|live_[A-Za-z0-9_-]{10}/);

    const access = async (who: Tokens | null, id: number) => (await call<{ state: string; access: object }>(who, 'GET', `/api/live/${id}`)).body.data;
    expect(await access(buyer, forBuyers.live.live_id)).toMatchObject({ state: 'scheduled', access: { can_watch: true, can_write: true, moderator: false } });
    expect((await access(stranger, forBuyers.live.live_id)).access).toEqual({ can_watch: false, can_write: false, reason: 'entitlement', moderator: false });
    expect((await access(null, forBuyers.live.live_id)).access).toMatchObject({ can_watch: false, reason: 'login' });
    expect((await access(null, free.live.live_id)).access).toMatchObject({ can_watch: true, can_write: false });
    expect((await access(teacher, forBuyers.live.live_id)).access).toMatchObject({ can_watch: true, moderator: true });
    expect((await call(null, 'GET', '/api/live/99999999')).body.code).toBe('3208');
    const plain = await call(buyer, 'GET', `/api/live/${forBuyers.live.live_id}/chat`);
    expect(plain.body.code).toBe('3213');
  });

  it('the home page asks for classes not ended, the course page for its own course\'s; bad filters are refused in Korean', async () => {
    const ids = async (query: string) => (await call<{ list: Live[] }>(null, 'GET', `/api/live${query}`)).body.data.list.map((l) => l.live_id);
    const onAir = (await schedule({ audience: 'course', course_sn: courseSn, title: '이 강의의 라이브' })).live.live_id;
    expect((await call(staff, 'POST', `/api/admin/live/${onAir}/start`)).body.code).toBe('0000');
    const coming = (await schedule({ audience: 'course', course_sn: courseSn, title: '이 강의의 다음 라이브' })).live.live_id;
    const over = (await schedule({ audience: 'course', course_sn: courseSn, title: '끝난 라이브' })).live.live_id;
    expect((await call(staff, 'POST', `/api/admin/live/${over}/end`)).body.code).toBe('0000');
    const everyone = (await schedule({ audience: 'members', title: '회원 라이브' })).live.live_id;
    const otherCourse = await one("select min(course_sn) from courses where course_sn <> $1 and is_published = 'Y'", [courseSn]);
    const elsewhere = (await schedule({ audience: 'course', course_sn: otherCourse, title: '다른 강의 라이브' })).live.live_id;

    // The home page: on air and coming, never the ended one (the schedule page still lists it for its replay).
    const home = await ids('?upcoming=Y');
    expect(home).toEqual(expect.arrayContaining([onAir, coming, everyone, elsewhere]));
    expect(home).not.toContain(over);
    expect(await ids('')).toContain(over);
    // The course page: this course's classes only.
    const course = await ids(`?course_sn=${courseSn}&upcoming=Y`);
    expect(course).toEqual(expect.arrayContaining([onAir, coming]));
    expect(course).not.toContain(over);
    expect(course).not.toContain(everyone);
    expect(course).not.toContain(elsewhere);
    // Starting soonest first, as the schedule reads.
    expect(course.indexOf(onAir)).toBeLessThan(course.indexOf(coming));
    expect(await ids(`?course_sn=${otherCourse}&upcoming=Y`)).toEqual([elsewhere]);
    expect(await ids('?course_sn=')).toContain(over);

    for (const bad of ['?course_sn=abc', '?course_sn=0', '?upcoming=yes', '?live_id=1']) {
      const res = await call(null, 'GET', `/api/live${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toMatch(/[가-힣]/);
    }
  });
});

// ── The chat socket ──────────────────────────────────────────────────────────

interface Client {
  ws: WebSocket;
  frames: LiveChatServerFrame[];
  closed: Promise<number>;
  send: (frame: object) => void;
  next: <K extends LiveChatServerFrame['type']>(type: K, where?: (f: Extract<LiveChatServerFrame, { type: K }>) => boolean) => Promise<Extract<LiveChatServerFrame, { type: K }>>;
}

async function connect(liveId: number, who: Tokens | null, after = 0): Promise<Client> {
  const ws = await t.app.injectWS(`/api/live/${liveId}/chat`);
  const frames: LiveChatServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw: Buffer) => {
    frames.push(JSON.parse(raw.toString('utf8')) as LiveChatServerFrame);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  const send = (frame: object) => ws.send(JSON.stringify(frame));
  let read = 0;
  const next: Client['next'] = async (type, where) => {
    for (;;) {
      while (read < frames.length) {
        const f = frames[read++]!;
        if (f.type === type && (!where || where(f as never))) return f as never;
      }
      await new Promise<void>((resolve, reject) => {
        waiters.push(resolve);
        setTimeout(() => reject(new Error(`no ${type} frame; got ${JSON.stringify(frames)}`)), 2000).unref();
      });
    }
  };
  send({ type: 'auth', token: who?.accessToken ?? null, after });
  return { ws, frames, closed, send, next };
}

describe('chat socket', () => {
  let liveId: number;
  let otherId: number;
  beforeAll(async () => {
    liveId = (await schedule({ audience: 'course', course_sn: courseSn, title: '채팅 라이브' })).live.live_id;
    otherId = (await schedule({ audience: 'pass', title: '다른 라이브' })).live.live_id;
  });

  it("a member joining while the teacher's push is down reads interrupted; once it is back, live (decision 136)", async () => {
    const id = (await schedule({ audience: 'course', course_sn: courseSn, title: '끊긴 라이브' })).live.live_id;
    await t.database.pool.query(`update live_classes set state = 'live', ingest_state = 'interrupted' where id = $1`, [id]);
    const late = await connect(id, buyer);
    expect(await late.next('ready')).toMatchObject({ state: 'interrupted' });
    await t.database.pool.query(`update live_classes set ingest_state = 'live' where id = $1`, [id]);
    const later = await connect(id, buyer);
    expect(await later.next('ready')).toMatchObject({ state: 'live' });
    late.ws.close();
    later.ws.close();
  });

  it('refuses a member who may not watch, and a forged token', async () => {
    const refused = await connect(liveId, stranger);
    expect(await refused.next('refused')).toMatchObject({ code: '3200' });
    expect(await refused.closed).toBe(4403);
    const forged = await connect(liveId, { accessToken: `${buyer.accessToken}x`, refreshToken: '' });
    expect(await forged.next('refused')).toMatchObject({ code: '0901' });
    expect(await forged.closed).toBe(4401);
    // Entitled in one class is not entitled in another: that room is refused, and nothing of it reaches this one.
    const elsewhere = await connect(otherId, buyer);
    expect(await elsewhere.next('refused')).toMatchObject({ code: '3200' });
  });

  it('delivers messages to everyone entitled, as text; a reconnect after the last id gets no duplicates', async () => {
    const a = await connect(liveId, buyer);
    const mod = await connect(liveId, teacher);
    expect(await a.next('ready')).toMatchObject({ can_write: true, moderator: false, state: 'scheduled' });
    await mod.next('ready');
    a.send({ type: 'send', text: '<b>PER</b>이 뭔가요?' });
    const got = await mod.next('message');
    expect(got).toMatchObject({ text: '<b>PER</b>이 뭔가요?', member_id: buyerId });
    const mine = await a.next('message');
    expect(mine.member_id).toBeUndefined();
    a.ws.close();
    mod.send({ type: 'send', text: '두 번째 설명입니다' });
    mod.send({ type: 'send', text: '세 번째 설명입니다' });
    const third = await mod.next('message', (m) => m.text === '세 번째 설명입니다');
    const back = await connect(liveId, buyer, mine.id);
    await back.next('message', (m) => m.id === third.id);
    const seen = back.frames.filter((f) => f.type === 'message').map((f) => (f as { id: number }).id);
    expect(seen).toEqual([third.id - 1, third.id]);
    expect(new Set(seen).size).toBe(seen.length);
    back.ws.close();
    mod.ws.close();
  });

  it('a client cannot forge ids or moderate: an id field is refused, hide needs a moderator, another class\'s message is not found', async () => {
    const other = await connect(otherId, staff);
    await other.next('ready');
    other.send({ type: 'send', text: '다른 수업 메시지' });
    const foreign = await other.next('message');
    const a = await connect(liveId, buyer);
    await a.next('ready');
    a.send({ type: 'send', text: '아이디를 정해 보냄', id: 1 });
    expect(await a.next('refused')).toMatchObject({ code: '3214' });
    a.send({ type: 'hide', id: foreign.id });
    expect(await a.next('refused')).toMatchObject({ code: '3215' });
    const mod = await connect(liveId, staff);
    await mod.next('ready');
    mod.send({ type: 'hide', id: foreign.id });
    expect(await mod.next('refused')).toMatchObject({ code: '3218' });
    expect(a.frames.some((f) => f.type === 'message' && f.id === foreign.id)).toBe(false);
    for (const c of [a, mod, other]) c.ws.close();
  });

  it('slow mode, mute, hide, pin and 질문 answered over the socket', async () => {
    const form2 = form({ audience: 'course', course_sn: courseSn, title: '채팅 라이브', slow_mode_sec: 30 });
    const writer = await courseBuyer();
    const a = await connect(liveId, writer.tokens);
    await a.next('ready');
    expect((await call(staff, 'PUT', `/api/admin/live/${liveId}`, form2)).body.code).toBe('0000');
    expect(await a.next('slow_mode')).toEqual({ type: 'slow_mode', seconds: 30 });
    const mod = await connect(liveId, teacher);
    await mod.next('ready');
    a.send({ type: 'send', text: '질문 있습니다: PBR은?', question: true });
    const q = await mod.next('message', (m) => m.question);
    a.send({ type: 'send', text: '바로 또 보냄' });
    expect(await a.next('refused')).toMatchObject({ code: '3201' });
    mod.send({ type: 'answered', id: q.id });
    expect(await a.next('answered')).toEqual({ type: 'answered', id: q.id });
    mod.send({ type: 'hide', id: q.id });
    expect(await a.next('hidden')).toEqual({ type: 'hidden', id: q.id });
    mod.send({ type: 'pin', text: '오늘 자료는 강의실에 있습니다' });
    expect(await a.next('pinned')).toEqual({ type: 'pinned', text: '오늘 자료는 강의실에 있습니다' });
    mod.send({ type: 'mute', member_id: writer.id, on: true });
    await expect.poll(() => one('select count(*) from live_mutes where class_id = $1', [liveId])).toBe(1);
    await call(staff, 'PUT', `/api/admin/live/${liveId}`, { ...form2, slow_mode_sec: 0 });
    await a.next('slow_mode', (f) => f.seconds === 0);
    a.send({ type: 'send', text: '뮤트 뒤의 메시지' });
    expect(await a.next('refused')).toMatchObject({ code: '3202' });
    // A reconnect does not lift the mute, and the hidden question is not in the history.
    const again = await connect(liveId, writer.tokens);
    await again.next('ready');
    again.send({ type: 'send', text: '다시 붙어서 보냄' });
    expect(await again.next('refused')).toMatchObject({ code: '3202' });
    expect(again.frames.some((f) => f.type === 'message' && f.id === q.id)).toBe(false);
    for (const c of [a, mod, again]) c.ws.close();
  });
});

// ── The recording → lecture (decision 134) ───────────────────────────────────

describe('recording → lecture', () => {
  interface Recording {
    draft_sn: number;
    course_sn: number;
    title: string;
    duration_sec: number;
  }
  const attach = (who: Tokens, liveId: number, body: object) => call<Recording>(who, 'POST', `/api/admin/live/${liveId}/recording`, body);
  const draftOf = async (draftSn: number) =>
    (await t.database.pool.query('select status, course_sn, snapshot from course_versions where draft_sn = $1 order by version_no desc limit 1', [draftSn])).rows[0] as {
      status: string;
      course_sn: number;
      snapshot: { lectures: { title: string; media_key: string | null; duration_sec: number }[] };
    };

  it('the teacher adds the ended class\'s video to a proposal of their course, once; members see nothing until it is published', async () => {
    const mediaKey = (await t.database.pool.query('select media_key from lectures where course_sn = $1 and media_key is not null order by lc_no limit 1', [courseSn])).rows[0]?.media_key as string;
    expect(mediaKey).toBeTruthy();
    const liveId = (await schedule({ title: '실적 시즌 라이브' })).live.live_id;
    const body = { course_sn: courseSn, media_key: mediaKey };
    // Before it ends, another teacher, a member, another teacher's course, a video that does not exist.
    expect((await attach(teacher, liveId, body)).body.code).toBe('3224');
    expect((await call(staff, 'POST', `/api/admin/live/${liveId}/end`)).body.code).toBe('0000');
    expect((await attach(otherTeacher, liveId, body)).body.code).toBe('3209');
    expect((await attach(stranger, liveId, body)).status).toBe(403);
    const foreign = await one('select min(course_sn) from courses where teacher_sn <> $1', [teacherSn]);
    const wrongCourse = await attach(teacher, liveId, { ...body, course_sn: foreign });
    expect(wrongCourse.body.code).toBe('3225');
    expect(wrongCourse.body.message).toMatch(/강사의 강의/);
    expect((await attach(teacher, liveId, { ...body, media_key: 'samples/no-such-video' })).body.code).toBe('3226');
    expect((await attach(teacher, liveId, { ...body, media_key: '../etc' })).status).toBe(400);

    const lecturesBefore = await one('select count(*) from lectures where course_sn = $1', [courseSn]);
    const made = await attach(teacher, liveId, body);
    expect(made.body.code, made.body.message).toBe('0000');
    expect(made.body.data).toMatchObject({ course_sn: courseSn, title: '실적 시즌 라이브 다시보기' });
    expect(made.body.data.duration_sec).toBeGreaterThan(0);
    const draft = await draftOf(made.body.data.draft_sn);
    expect(draft).toMatchObject({ status: 'draft', course_sn: courseSn });
    expect(draft.snapshot.lectures.at(-1)).toMatchObject({ title: '실적 시즌 라이브 다시보기', media_key: mediaKey, duration_sec: made.body.data.duration_sec });
    // The course members bought is unchanged until the school publishes the proposal.
    expect(await one('select count(*) from lectures where course_sn = $1', [courseSn])).toBe(lecturesBefore);
    expect(await one("select count(*) from admin_changes where action = 'live.recording' and target_id = $1", [String(liveId)])).toBe(1);
    // Once per class.
    expect((await attach(staff, liveId, body)).body.code).toBe('3227');
  });

  it('a proposal under review is not changed (the class can try again after); a returned one gets a new version with the lecture', async () => {
    const mediaKey = (await t.database.pool.query('select media_key from lectures where course_sn = $1 and media_key is not null order by lc_no limit 1', [courseSn])).rows[0]?.media_key as string;
    const liveId = (await schedule({ title: '장후 시황' })).live.live_id;
    await call(staff, 'POST', `/api/admin/live/${liveId}/end`);
    const draftSn = await one("select draft_sn from course_versions where course_sn = $1 and status = 'draft'", [courseSn]);
    await t.database.pool.query("update course_versions set status = 'submitted' where draft_sn = $1", [draftSn]);
    const busy = await attach(staff, liveId, { course_sn: courseSn, media_key: mediaKey, title: '장후 시황 정리' });
    expect(busy.body.code).toBe('3228');
    expect(await one('select count(*) from live_classes where id = $1 and recording_course_sn is null', [liveId])).toBe(1);

    await t.database.pool.query("update course_versions set status = 'returned' where draft_sn = $1", [draftSn]);
    const made = await attach(staff, liveId, { course_sn: courseSn, media_key: mediaKey, title: '장후 시황 정리' });
    expect(made.body.code, made.body.message).toBe('0000');
    expect(made.body.data.draft_sn).toBe(draftSn);
    const latest = await draftOf(draftSn);
    expect(latest.status).toBe('draft');
    expect(latest.snapshot.lectures.slice(-2).map((l) => l.title)).toEqual(['실적 시즌 라이브 다시보기', '장후 시황 정리']);
    expect(await one('select count(*) from course_versions where draft_sn = $1', [draftSn])).toBe(2);
  });
});
