import type { LiveChatServerFrame } from '@school/contracts';
import { koreanDay } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { NoticeDispatcher } from '../notices/dispatcher.ts';
import type { TalkMessage } from '../notices/talk.ts';
import { LiveReminders } from './reminders.ts';

/** Decision 129: reminders 10 minutes before, bans, attendance and the console's live now. */

let t: TestContext;
let staff: Tokens;
let teacher: Tokens;
let otherTeacher: Tokens;
let teacherSn: number;
let courseSn: number;

type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };
async function call<T = Record<string, unknown>>(who: Tokens | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.request({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
}
const one = async (sql: string, params: unknown[] = []) => Number(Object.values((await t.database.pool.query(sql, params)).rows[0] as object)[0]);

let serial = 0;
/** A class scheduled by staff, tomorrow (Korean time) at a time of its own. */
async function schedule(over: object = {}): Promise<{ id: number; startsAt: Date }> {
  serial += 1;
  // 20 minutes apart: a reminder window (10 minutes before to 5 after) never holds two of them.
  const at = 6 * 60 + serial * 20;
  const hm = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  const form = { title: `라이브 ${serial}`, teacher_sn: teacherSn, starts_at: `${koreanDay(new Date(Date.now() + 86_400_000))}T${hm}`, audience: 'members', ...over };
  const res = await call<{ live: { live_id: number; starts_at: string } }>(staff, 'POST', '/api/admin/live', form);
  expect(res.body.code, res.body.message).toBe('0000');
  return { id: res.body.data.live.live_id, startsAt: new Date(res.body.data.live.starts_at) };
}
async function member() {
  const m = await createMember(t);
  return { ...m, tokens: await login(t, m) };
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
});
afterAll(() => t.close());

// ── Reminders ────────────────────────────────────────────────────────────────

/** The reminder job as each API process builds it, over the real dispatcher, with senders that record what went out. */
function reminderJob() {
  const talks: { memberId: number; to: string; m: TalkMessage }[] = [];
  const mails: string[] = [];
  const dispatcher = new NoticeDispatcher(
    t.database.db,
    { mail: { sandbox: true, send: async (m: { to: string }) => void mails.push(m.to) } as never, talk: { send: async (memberId, to, m) => void talks.push({ memberId, to, m }) }, push: null },
    'http://localhost',
    t.app.log,
  );
  return { job: new LiveReminders(t.database.db, (n) => dispatcher.dispatch(n), t.app.log), talks, mails };
}
const listed = (memberId: number, liveId: number) => one(`select count(*) from notifications where member_id = $1 and kind = 'live' and ref = $2`, [memberId, String(liveId)]);
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describe('reminders', () => {
  it('a member sets and unsets a reminder; the page and the list say so; closed and not-entitled classes are refused', async () => {
    const m = await member();
    const live = await schedule();
    const set = await call(m.tokens, 'PUT', `/api/live/${live.id}/reminder`);
    expect(set.body).toMatchObject({ code: '0000', message: '시작 10분 전에 알려 드립니다.', data: { live_id: live.id, reminder: true } });
    expect((await call(m.tokens, 'GET', `/api/live/${live.id}`)).body.data).toMatchObject({ reminder: true });
    expect((await call<{ live_ids: number[] }>(m.tokens, 'GET', '/api/live/reminders')).body.data.live_ids).toContain(live.id);
    // Set twice is still one reminder.
    await call(m.tokens, 'PUT', `/api/live/${live.id}/reminder`);
    expect(await one('select count(*) from live_reminders where member_id = $1', [m.id])).toBe(1);

    const unset = await call(m.tokens, 'DELETE', `/api/live/${live.id}/reminder`);
    expect(unset.body.data).toEqual({ live_id: live.id, reminder: false });
    expect((await call(m.tokens, 'GET', `/api/live/${live.id}`)).body.data).toMatchObject({ reminder: false });
    expect((await call<{ live_ids: number[] }>(m.tokens, 'GET', '/api/live/reminders')).body.data.live_ids).not.toContain(live.id);

    expect((await call(null, 'PUT', `/api/live/${live.id}/reminder`)).status).toBe(401);
    const forBuyers = await schedule({ audience: 'course', course_sn: courseSn });
    expect((await call(m.tokens, 'PUT', `/api/live/${forBuyers.id}/reminder`)).body.code).toBe('3200');
    await call(staff, 'POST', `/api/admin/live/${live.id}/start`);
    const closed = await call(m.tokens, 'PUT', `/api/live/${live.id}/reminder`);
    expect(closed.body).toMatchObject({ code: '3220', message: expect.stringContaining('알림을 신청할 수 없습니다') });
  });

  it('sends one notice 10 minutes before, on the channels the member chose, even with two processes running the job', async () => {
    const live = await schedule();
    const a = await member();
    const quiet = await member();
    const unset = await member();
    for (const x of [a, quiet, unset]) expect((await call(x.tokens, 'PUT', `/api/live/${live.id}/reminder`)).body.code).toBe('0000');
    await call(unset.tokens, 'DELETE', `/api/live/${live.id}/reminder`);
    // This member chose no 알림톡 for 라이브 수업: the list only (mail is off by default, no push device).
    const prefs = await call(quiet.tokens, 'PUT', '/api/my/notifications/settings', { choices: [{ kind: 'live', channel: 'talk', enabled: 'N' }], ad_night: 'N' });
    expect(prefs.body.code).toBe('0000');

    const p1 = reminderJob();
    const p2 = reminderJob();
    // Eleven minutes before: nothing yet.
    await Promise.all([p1.job.sendDue(minutes(live.startsAt, -11)), p2.job.sendDue(minutes(live.startsAt, -11))]);
    expect(await listed(a.id, live.id)).toBe(0);
    // Nine minutes before, both processes at once: one notice each, listed and sent by 알림톡 once.
    await Promise.all([p1.job.sendDue(minutes(live.startsAt, -9)), p2.job.sendDue(minutes(live.startsAt, -9))]);
    await p1.job.sendDue(minutes(live.startsAt, -8));
    expect(await listed(a.id, live.id)).toBe(1);
    const talks = [...p1.talks, ...p2.talks].filter((x) => x.memberId === a.id);
    expect(talks).toHaveLength(1);
    expect(talks[0]!.m).toMatchObject({ template: 'LIVE_STARTING', vars: { 강의명: expect.stringMatching(/^라이브 \d+$/) } });
    expect(talks[0]!.to).toBe(a.hpno);
    const notice = (await call<{ list: { title: string; link: string; kind: string }[] }>(a.tokens, 'GET', '/api/my/notifications')).body.data.list;
    expect(notice).toEqual([expect.objectContaining({ kind: 'live', link: `/live/${live.id}`, title: expect.stringContaining('곧 시작합니다') })]);

    expect(await listed(quiet.id, live.id)).toBe(1);
    expect([...p1.talks, ...p2.talks].some((x) => x.memberId === quiet.id)).toBe(false);
    expect(await listed(unset.id, live.id)).toBe(0);
    expect([...p1.mails, ...p2.mails]).toEqual([]);
  });

  it('sends nothing for a class that ended, nor long after a start the job missed', async () => {
    const ended = await schedule();
    const missed = await schedule();
    const m = await member();
    for (const live of [ended, missed]) await call(m.tokens, 'PUT', `/api/live/${live.id}/reminder`);
    await call(staff, 'POST', `/api/admin/live/${ended.id}/end`);
    const p = reminderJob();
    await p.job.sendDue(minutes(ended.startsAt, -5));
    await p.job.sendDue(minutes(missed.startsAt, 30));
    expect(await listed(m.id, ended.id)).toBe(0);
    expect(await listed(m.id, missed.id)).toBe(0);
  });
});

// ── Sockets ──────────────────────────────────────────────────────────────────

interface Client {
  ws: WebSocket;
  frames: LiveChatServerFrame[];
  closed: Promise<number>;
  send: (frame: object) => void;
  next: <K extends LiveChatServerFrame['type']>(type: K, where?: (f: Extract<LiveChatServerFrame, { type: K }>) => boolean) => Promise<Extract<LiveChatServerFrame, { type: K }>>;
}
async function connect(liveId: number, who: Tokens | null): Promise<Client> {
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
        setTimeout(() => reject(new Error(`no ${type} frame; got ${JSON.stringify(frames)}`)), 5000).unref();
      });
    }
  };
  send({ type: 'auth', token: who?.accessToken ?? null, after: 0 });
  return { ws, frames, closed, send, next };
}

describe('bans', () => {
  it('staff ban a member from every class with a reason: the open socket is closed, a new one refused in Korean, until unbanned', async () => {
    const m = await member();
    const first = await schedule();
    const second = await schedule();
    const open = await connect(first.id, m.tokens);
    await open.next('ready');

    // Only staff ban; a teacher and staff cannot be banned.
    expect((await call(teacher, 'POST', '/api/admin/live/bans', { member_id: m.id, reason: '도배' })).status).toBe(403);
    const staffMember = await createMember(t, { role: 'staff' });
    expect((await call(staff, 'POST', '/api/admin/live/bans', { member_id: staffMember.id, reason: '도배' })).body.code).toBe('3222');
    expect((await call(staff, 'POST', '/api/admin/live/bans', { member_id: m.id, reason: '' })).status).toBe(400);

    const banned = await call<{ ban: { member_id: number; reason: string } }>(staff, 'POST', '/api/admin/live/bans', { member_id: m.id, reason: '리딩방 홍보 반복' });
    expect(banned.body).toMatchObject({ code: '0000', data: { ban: { member_id: m.id, reason: '리딩방 홍보 반복' } } });
    expect(await open.next('refused')).toMatchObject({ code: '3221', message: expect.stringContaining('라이브 수업 채팅 이용이 제한') });
    expect(await open.closed).toBe(4403);
    const audit = await t.database.pool.query("select action, reason from admin_changes where target_type = 'member' and target_id = $1", [String(m.id)]);
    expect(audit.rows).toEqual([{ action: 'live.ban', reason: '리딩방 홍보 반복' }]);

    // Every class, and the page says why.
    const again = await connect(second.id, m.tokens);
    expect(await again.next('refused')).toMatchObject({ code: '3221' });
    expect(await again.closed).toBe(4403);
    expect((await call(m.tokens, 'GET', `/api/live/${second.id}`)).body.data).toMatchObject({ access: { can_watch: false, reason: 'banned' } });
    expect((await call<{ list: { member_id: number }[] }>(staff, 'GET', '/api/admin/live/bans')).body.data.list.map((b) => b.member_id)).toContain(m.id);

    expect((await call(staff, 'DELETE', `/api/admin/live/bans/${m.id}`)).body).toMatchObject({ code: '0000', data: { member_id: m.id } });
    expect((await call(staff, 'DELETE', `/api/admin/live/bans/${m.id}`)).body.code).toBe('3223');
    expect(await one("select count(*) from admin_changes where action = 'live.unban' and target_id = $1", [String(m.id)])).toBe(1);
    const back = await connect(second.id, m.tokens);
    expect(await back.next('ready')).toMatchObject({ can_write: true });
    back.ws.close();
  });
});

describe('attendance and live now', () => {
  it('the teacher sees who watched and for how long (two tabs counted once); another teacher is refused', async () => {
    const live = await schedule();
    const a = await member();
    const b = await member();
    const tab1 = await connect(live.id, a.tokens);
    const tab2 = await connect(live.id, a.tokens);
    const other = await connect(live.id, b.tokens);
    const mod = await connect(live.id, teacher);
    for (const c of [tab1, tab2, other, mod]) await c.next('ready');
    await expect.poll(() => one('select count(*) from live_attendance where class_id = $1', [live.id])).toBe(4);
    // Five minutes pass (the rows are moved back rather than the test waiting): a's two tabs overlap.
    await t.database.pool.query("update live_attendance set joined_at = joined_at - interval '5 minutes' where class_id = $1 and member_id = $2", [live.id, a.id]);
    await t.database.pool.query("update live_attendance set joined_at = joined_at - interval '2 minutes' where class_id = $1 and member_id = $2", [live.id, b.id]);
    // The connection drops (terminate: the in-memory socket of injectWS answers a polite close only after ws's 30 s timeout).
    other.ws.terminate();
    await expect.poll(() => one('select count(*) from live_attendance where class_id = $1 and left_at is not null', [live.id]), { timeout: 5000 }).toBe(1);

    type Att = { now_watching: number; members: number; list: { member_id: number; watched_sec: number; sessions: number; watching: boolean }[] };
    const seen = await call<Att>(teacher, 'GET', `/api/admin/live/${live.id}/attendance`);
    expect(seen.body.code).toBe('0000');
    expect(seen.body.data).toMatchObject({ now_watching: 2, members: 2 });
    const [first, second] = seen.body.data.list;
    expect(first).toMatchObject({ member_id: a.id, sessions: 2, watching: true });
    expect(first!.watched_sec).toBeGreaterThanOrEqual(299);
    expect(first!.watched_sec).toBeLessThan(360);
    expect(second).toMatchObject({ member_id: b.id, sessions: 1, watching: false });
    expect(second!.watched_sec).toBeGreaterThanOrEqual(119);
    expect(second!.watched_sec).toBeLessThan(180);
    expect((await call(otherTeacher, 'GET', `/api/admin/live/${live.id}/attendance`)).body.code).toBe('3209');
    for (const c of [tab1, tab2, mod]) c.ws.close();
  });

  it('live now lists classes on air with viewers and chat per minute; ending one from the console takes it off and tells the sockets', async () => {
    const live = await schedule();
    const waiting = await schedule();
    expect((await call(staff, 'POST', `/api/admin/live/${live.id}/start`)).body.code).toBe('0000');
    const a = await member();
    const b = await member();
    const ca = await connect(live.id, a.tokens);
    const cb = await connect(live.id, b.tokens);
    const mod = await connect(live.id, teacher);
    for (const c of [ca, cb, mod]) await c.next('ready');
    ca.send({ type: 'send', text: '오늘 시황 잘 듣겠습니다' });
    cb.send({ type: 'send', text: '환율 이야기도 해 주세요' });
    // Both stored and fanned out, in whichever order the server took them, before the console counts them. (Written at
    // once, the higher id could be published first; the lower one was then dropped for every socket.)
    const seen = new Set<string>();
    while (seen.size < 2) seen.add((await mod.next('message')).text);

    type Now = { list: { live_id: number; viewers: number; chat_last_min: number; messages_total: number }[] };
    const now = await call<Now>(staff, 'GET', '/api/admin/live/now');
    expect(now.body.data.list.map((r) => r.live_id)).not.toContain(waiting.id);
    expect(now.body.data.list.find((r) => r.live_id === live.id)).toMatchObject({ viewers: 2, chat_last_min: 2, messages_total: 2 });
    expect((await call<Now>(teacher, 'GET', '/api/admin/live/now')).body.data.list.map((r) => r.live_id)).toContain(live.id);
    expect((await call<Now>(otherTeacher, 'GET', '/api/admin/live/now')).body.data.list).toEqual([]);

    expect((await call(teacher, 'POST', `/api/admin/live/${live.id}/end`)).body.code).toBe('0000');
    expect(await ca.next('state')).toEqual({ type: 'state', state: 'ended' });
    expect((await call<Now>(staff, 'GET', '/api/admin/live/now')).body.data.list.map((r) => r.live_id)).not.toContain(live.id);
    for (const c of [ca, cb, mod]) c.ws.close();
  });
});
