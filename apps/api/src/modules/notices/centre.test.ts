import { koreanMoment } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { connect } from '../../db/client.ts';
import { DomainEvents } from '../../lib/domain-events.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';
import { deleteOld } from './centre.queries.ts';
import { NoticeDispatcher } from './dispatcher.ts';
import { createNotices } from './notices.module.ts';

/** Issue 47 item 3: the notification centre (decision 125). */

let t: TestContext;
let h: ReturnType<typeof api>;
const ALL_1M = 1;

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
});
afterAll(() => t.close());

async function member(overrides: { isMarket?: string } = {}) {
  const m = await createMember(t, overrides);
  return { ...m, tokens: await login(t, m) };
}
// Tests read whatever the answer holds; `any` keeps assertions short (as test/commerce.ts does).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { code: string; message: string; data: any };
const get = async (tokens: Tokens, url: string) => (await t.request({ method: 'GET', url, headers: bearer(tokens) })).json<Answer>();
const put = async (tokens: Tokens, url: string, payload: object) => (await t.request({ method: 'PUT', url, headers: bearer(tokens), payload })).json<Answer>();
type Listed = { title: string }[];
/** The payment notice is written right after the confirm answers: wait for it briefly. */
async function unreadOf(tokens: Tokens, atLeast: number): Promise<number> {
  for (let i = 0; i < 40; i++) {
    const n = (await get(tokens, '/api/my/notifications/unread')).data.unread as number;
    if (n >= atLeast || i === 39) return n;
    await new Promise((r) => setTimeout(r, 50));
  }
  return 0;
}

describe('the list, the count and reading', () => {
  it('a payment lands in the list with its link; read one, read all; a member never reads or marks another’s', async () => {
    const m = await member();
    const other = await member();
    await h.buy(m.tokens, { product_id: ALL_1M });
    expect(await unreadOf(m.tokens, 1)).toBe(1);
    const list = (await get(m.tokens, '/api/my/notifications')).data;
    expect(list).toMatchObject({ total: 1, unread: 1, page: 1 });
    expect(list.list[0]).toMatchObject({ kind: 'payment', title: '결제가 완료되었습니다', link: '/my/purchase', read: 'N' });
    const id = list.list[0].id as number;

    // Another member: nothing in their list, and the id of someone else's notice is "not found", changing nothing.
    expect((await get(other.tokens, '/api/my/notifications')).data.total).toBe(0);
    const theirs = await h.call('POST', `/api/my/notifications/${id}/read`, other.tokens);
    expect([theirs.status, theirs.code]).toEqual([404, '2300']);
    expect(await unreadOf(m.tokens, 1)).toBe(1);

    const read = await h.call('POST', `/api/my/notifications/${id}/read`, m.tokens);
    expect(read.data).toEqual({ unread: 0 });
    expect((await get(m.tokens, '/api/my/notifications?filter=unread')).data.list).toEqual([]);
    expect((await get(m.tokens, '/api/my/notifications')).data.list[0].read).toBe('Y');
    expect((await h.call('POST', '/api/my/notifications/abc/read', m.tokens)).status).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/my/notifications/unread' })).statusCode).toBe(401);
  });

  it('pages newest first, marks all read, and keeps 90 days (older ones are not listed and the job deletes them)', async () => {
    const m = await member();
    await t.database.pool.query(
      `insert into notifications (member_id, kind, event, ref, title, body, link, created_at)
       select $1, 'notice', 'send', 'p' || g, '공지 ' || g, '내용', '/events', now() - make_interval(mins => 30 - g) from generate_series(1, 25) g`,
      [m.id],
    );
    await t.database.pool.query(`insert into notifications (member_id, kind, event, ref, title, body, link, created_at) values ($1, 'notice', 'send', 'old', '오래된 공지', '내용', '/', now() - interval '91 days')`, [m.id]);
    const page2 = (await get(m.tokens, '/api/my/notifications?page=2&size=20')).data;
    expect(page2).toMatchObject({ total: 25, unread: 25, page: 2, size: 20 });
    expect((page2.list as Listed).map((n) => n.title)).toEqual(['공지 5', '공지 4', '공지 3', '공지 2', '공지 1']);
    expect((await h.call('POST', '/api/my/notifications/read-all', m.tokens)).data).toEqual({ unread: 0 });
    expect(await deleteOld(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await t.database.pool.query(`select count(*)::int n from notifications where member_id = $1`, [m.id])).rows[0].n).toBe(25);
    expect((await get(m.tokens, '/api/my/notifications?size=51')).code).toBe('1000');
  });

  it('a payment’s and a refund’s notice are listed when their answer arrives: the bell asked right after counts them (decision 135)', async () => {
    const m = await member();
    const orderId = await h.buy(m.tokens, { product_id: ALL_1M });
    // Asked once, with no wait: the confirm's answer came after the list row.
    expect((await get(m.tokens, '/api/my/notifications/unread')).data.unread).toBe(1);
    const refund = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 59_000 });
    expect(refund.code, refund.message).toBe('0000');
    expect((await get(m.tokens, '/api/my/notifications/unread')).data.unread).toBe(2);
    // The mails go out after the answers, once each.
    const mails = async () => (await t.database.pool.query(`select subject from dev_outbox where channel = 'mail' and recipient = $1`, [m.email])).rows as { subject: string }[];
    for (let i = 0; i < 40 && (await mails()).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await mails()).map((r) => r.subject).sort()).toEqual(['[투자학교] 결제가 완료되었습니다', '[투자학교] 환불이 완료되었습니다']);
  });

  it('the unread count is the same from two API processes on one database (no count kept in a process)', async () => {
    const m = await member();
    const second = connect(t.database.url, 2);
    const b = await buildApp({ config: t.config, database: second });
    try {
      const count = async (app: 'a' | 'b') => {
        const res = app === 'a' ? await t.request({ method: 'GET', url: '/api/my/notifications/unread', headers: bearer(m.tokens) }) : await b.inject({ method: 'GET', url: '/api/my/notifications/unread', headers: bearer(m.tokens) });
        return res.json().data.unread as number;
      };
      expect([await count('a'), await count('b')]).toEqual([0, 0]);
      await h.buy(m.tokens, { product_id: ALL_1M });
      expect(await unreadOf(m.tokens, 1)).toBe(1);
      expect(await count('b')).toBe(1);
      // Read through the second process: the first one's next answer already shows it.
      const read = await b.inject({ method: 'POST', url: '/api/my/notifications/read-all', headers: { ...bearer(m.tokens), 'x-xsrf-token': 'x' }, cookies: { 'XSRF-TOKEN': 'x' } });
      expect(read.json().code).toBe('0000');
      expect([await count('a'), await count('b')]).toEqual([0, 0]);
    } finally {
      await b.close();
      await second.pool.end();
    }
  });
});

describe('subscription notices', () => {
  it('a renewal notice subscriptions mailed is listed once by the centre, which sends no second mail', async () => {
    const m = await member();
    const bus = new DomainEvents({ warn: () => undefined });
    const mails: string[] = [];
    createNotices({ db: t.database.db, mail: { name: 'memory', sandbox: true, send: async (x) => void mails.push(x.to) }, talk: { send: async () => undefined }, push: null, publicUrl: 'http://localhost', log: t.app.log, events: bus });
    const notice = { memberId: m.id, subscriptionSn: 1, notice: 'renewal' as const, dueOn: '2026-12-01', subject: '[구독] 2026-12-01 자동 결제 안내', body: '구독이 2026-12-01에 자동 결제됩니다.' };
    await bus.publish('subscription.notice_sent', notice);
    await bus.publish('subscription.notice_sent', notice);
    const list = (await get(m.tokens, '/api/my/notifications')).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ kind: 'subscription', title: '[구독] 2026-12-01 자동 결제 안내', link: '/my' });
    expect(mails).toEqual([]);
  });
});

describe('choices per kind and channel', () => {
  it('defaults, a fixed channel refused, mail off for payments: still listed, no mail', async () => {
    const m = await member();
    const prefs = (await get(m.tokens, '/api/my/notifications/settings')).data;
    const one = (kind: string, channel: string) => (prefs.choices as { kind: string; channel: string }[]).find((c) => c.kind === kind && c.channel === channel);
    expect(one('payment', 'inapp')).toEqual({ kind: 'payment', channel: 'inapp', enabled: 'Y', fixed: 'Y' });
    expect(one('payment', 'talk')).toMatchObject({ enabled: 'N', fixed: 'N' });
    expect(one('ad', 'mail')).toMatchObject({ enabled: 'N' });
    expect(prefs.ad).toEqual({ consent: 'N', night: 'N', night_changed_at: null });

    const fixed = await put(m.tokens, '/api/my/notifications/settings', { choices: [{ kind: 'payment', channel: 'inapp', enabled: 'N' }], ad_night: 'N' });
    expect(fixed.code).toBe('2301');
    const night = await put(m.tokens, '/api/my/notifications/settings', { choices: [], ad_night: 'Y' });
    expect(night.code).toBe('2302');
    const saved = await put(m.tokens, '/api/my/notifications/settings', { choices: [{ kind: 'payment', channel: 'mail', enabled: 'N' }, { kind: 'payment', channel: 'talk', enabled: 'Y' }], ad_night: 'N' });
    expect(saved.code).toBe('0000');

    await h.buy(m.tokens, { product_id: ALL_1M });
    expect(await unreadOf(m.tokens, 1)).toBe(1);
    const outbox = async () => (await t.database.pool.query(`select channel, subject from dev_outbox where recipient in ($1, $2)`, [m.email, m.hpno])).rows as { channel: string; subject: string | null }[];
    for (let i = 0; i < 40 && (await outbox()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const sent = await outbox();
    expect(sent.filter((r) => r.channel === 'mail')).toEqual([]);
    // A payment notice has a registered template: 알림톡 (the sandbox records it as 'talk'), not SMS.
    expect(sent.filter((r) => r.channel === 'talk')).toHaveLength(1);
  });
});

describe('광고성 정보 and the 21–08시 rule', () => {
  const kstAt = (hm: string) => () => koreanMoment('2026-12-01', hm);
  const mails: string[] = [];
  const dispatcher = (clock: () => Date) =>
    new NoticeDispatcher(t.database.db, { mail: { name: 'memory', sandbox: true, send: async (m) => void mails.push(m.to) }, talk: { send: async () => undefined }, push: null }, 'http://localhost', { warn: () => undefined }, clock);
  const ad = (memberId: number, ref: string) => ({ memberId, kind: 'ad' as const, event: 'send', ref, title: '겨울 할인', body: '강의 20% 할인', link: '/events' });

  it('at 22:00 KST an ad is refused without the night consent, sent with it; never without the 광고 consent', async () => {
    const day = await member({ isMarket: 'Y' });
    const night = await member({ isMarket: 'Y' });
    const none = await member();
    for (const m of [day, night, none]) await put(m.tokens, '/api/my/notifications/settings', { choices: [{ kind: 'ad', channel: 'inapp', enabled: 'Y' }, { kind: 'ad', channel: 'mail', enabled: 'Y' }], ad_night: 'N' });
    expect((await put(night.tokens, '/api/my/notifications/settings', { choices: [], ad_night: 'Y' })).data.ad).toMatchObject({ consent: 'Y', night: 'Y' });

    const late = dispatcher(kstAt('22:00'));
    expect(await late.dispatch(ad(day.id, 'n1'))).toBe('night');
    expect(await late.dispatch(ad(night.id, 'n1'))).toBe('sent');
    expect(await late.dispatch(ad(none.id, 'n1'))).toBe('no_consent');
    expect(await dispatcher(kstAt('07:59')).dispatch(ad(day.id, 'n2'))).toBe('night');
    expect(await dispatcher(kstAt('08:00')).dispatch(ad(day.id, 'n3'))).toBe('sent');
    expect(mails.filter((to) => to === day.email)).toHaveLength(1);
    expect(mails.filter((to) => to === none.email)).toHaveLength(0);
    const listed = (await get(night.tokens, '/api/my/notifications')).data.list;
    expect(listed[0]).toMatchObject({ kind: 'ad', title: '(광고) 겨울 할인', link: '/events' });
    expect((await get(day.tokens, '/api/my/notifications')).data.total).toBe(1);
  });
});

/** The send's row on the console's list once the job has finished it (started at once after the send). */
async function sendDone(admin: Tokens, sendSn: number): Promise<{ status: string; delivered: number; processed: number; targeted: number }> {
  for (let i = 0; i < 100; i++) {
    const row = ((await get(admin, '/api/admin/notifications/sends')).data.list as { send_sn: number; status: string; delivered: number; processed: number; targeted: number }[]).find((s) => s.send_sn === sendSn)!;
    if (row.status === 'done') return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`send ${sendSn} not finished`);
}

describe('the console’s send to a segment', () => {
  it('buyers of a course get it (others do not), through the same choices; the send is audited and listed', async () => {
    const admin = await login(t, await createMember(t, { role: 'admin' }));
    const { rows } = await t.database.pool.query(`select product_id, course_sn from products where course_sn is not null and is_active = 'Y' order by product_id limit 1`);
    const { product_id, course_sn } = rows[0] as { product_id: number; course_sn: number };
    const buyer = await member();
    const bystander = await member();
    await h.buy(buyer.tokens, { product_id });
    const res = await h.call('POST', '/api/admin/notifications/sends', admin, { segment: { type: 'course_buyers', course_sn }, kind: 'notice', title: '보강 안내', body: '3강 보강 영상이 올라왔습니다.', link: `/course/${course_sn}` });
    expect(res.code, res.message).toBe('0000');
    expect(res.data).toMatchObject({ status: 'queued', processed: 0 });
    expect((await sendDone(admin, res.data.send_sn as number)).delivered).toBeGreaterThanOrEqual(1);
    const titles = async (tokens: Tokens) => ((await get(tokens, '/api/my/notifications')).data.list as Listed).map((n) => n.title);
    expect(await titles(buyer.tokens)).toContain('보강 안내');
    expect(await titles(bystander.tokens)).not.toContain('보강 안내');
    const audit = await t.database.pool.query(`select action, target_id from admin_changes where action = 'notification.send' and target_id = $1`, [String(res.data.send_sn)]);
    expect(audit.rows).toHaveLength(1);
    expect((await get(admin, '/api/admin/notifications/sends')).data.list[0]).toMatchObject({ send_sn: res.data.send_sn, title: '보강 안내', segment: `강의 ${course_sn} 구매자` });

    // Members not seen for 30 days: the newest use of any session (or sign-up) is what counts.
    const away = await member();
    await t.database.pool.query(`update sessions set last_used_at = now() - interval '31 days' where member_id = $1`, [away.id]);
    await t.database.pool.query(`update members set created_at = now() - interval '100 days' where id = $1`, [away.id]);
    const inactive = await h.call('POST', '/api/admin/notifications/sends', admin, { segment: { type: 'inactive', days: 30 }, kind: 'notice', title: '다시 만나요', body: '새 강의가 올라왔습니다.', link: '/' });
    expect(inactive.code, inactive.message).toBe('0000');
    await sendDone(admin, inactive.data.send_sn as number);
    expect(await titles(away.tokens)).toContain('다시 만나요');
    expect(await titles(bystander.tokens)).not.toContain('다시 만나요');

    const missing = await h.call('POST', '/api/admin/notifications/sends', admin, { segment: { type: 'course_buyers', course_sn: 999999 }, kind: 'notice', title: '제목', body: '내용', link: '/' });
    expect(missing.code).toBe('2303');
    const offsite = await h.call('POST', '/api/admin/notifications/sends', admin, { segment: { type: 'subscribers' }, kind: 'notice', title: '제목', body: '내용', link: '//evil.example' });
    expect(offsite.code).toBe('1000');
    expect((await h.call('POST', '/api/admin/notifications/sends', buyer.tokens, { segment: { type: 'subscribers' }, kind: 'notice', title: '제목', body: '내용', link: '/' })).status).toBe(403);
  });
});
