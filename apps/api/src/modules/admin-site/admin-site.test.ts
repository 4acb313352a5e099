import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type TestMember, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let staff: Tokens;
type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };
const send = async <T = Record<string, unknown>>(who: Tokens | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.request({ method, url, headers: who ? { authorization: `Bearer ${who.accessToken}` } : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, text: res.body, headers: res.headers, body: String(res.headers['content-type'] ?? '').includes('json') ? res.json<Body<T>>() : (null as unknown as Body<T>) };
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await login(t, await createMember(t, { role: 'staff' }));
});
afterAll(() => t.close());

describe('notices', () => {
  it('a notice posted in the console is on the public list; editing pins it; both audited', async () => {
    const created = await send<{ notice_sn: number }>(staff, 'POST', '/api/admin/site/notices', { category: 'system', title: '정기 점검 안내', body: '새벽 2시~4시' });
    expect(created.body.code).toBe('0000');
    const id = created.body.data.notice_sn;
    const list = await send<{ items: { notice_sn: number; title: string }[] }>(null, 'GET', '/api/cs/notice');
    expect(list.body.data.items.some((n) => n.notice_sn === id && n.title === '정기 점검 안내')).toBe(true);
    const pinnedBefore = (await send<{ pinned: { notice_sn: number }[] }>(null, 'GET', '/api/cs/notice')).body.data.pinned;
    expect(pinnedBefore.some((n) => n.notice_sn === id)).toBe(false);
    expect((await send(staff, 'POST', `/api/admin/site/notices/${id}`, { category: 'system', title: '정기 점검 안내 (변경)', body: '새벽 3시~4시', pinned: 'Y' })).body.code).toBe('0000');
    expect((await send<{ title: string }>(null, 'GET', `/api/cs/notice/${id}`)).body.data.title).toBe('정기 점검 안내 (변경)');
    expect((await send<{ pinned: { notice_sn: number }[] }>(null, 'GET', '/api/cs/notice')).body.data.pinned.some((n) => n.notice_sn === id)).toBe(true);
    expect((await send(staff, 'POST', '/api/admin/site/notices', { category: 'nope', title: '', body: '' })).status).toBe(400);
    const { rows } = await t.database.pool.query<{ action: string }>(`select action from admin_changes where target_type = 'notice' order by id`);
    expect(rows.map((r) => r.action)).toEqual(['notice.create', 'notice.update']);
  });
});

describe('1:1 inquiries', () => {
  it('an operator answers once; the member reads the answer', async () => {
    const m: TestMember = await createMember(t);
    const member = await login(t, m);
    const asked = await send<{ inquiry_sn: number }>(member, 'POST', '/api/my/cs/inquiry', { category: 'payment', title: '환불 문의', contents: '이용권 환불이 가능한가요?' });
    const id = asked.body.data.inquiry_sn;
    const open = await send<{ list: { inquiry_sn: number; email: string }[] }>(staff, 'GET', '/api/admin/site/inquiries');
    expect(open.body.data.list.find((i) => i.inquiry_sn === id)).toMatchObject({ email: m.email });

    expect((await send(staff, 'POST', `/api/admin/site/inquiries/${id}/answer`, { answer: '결제 후 7일 이내라면 전액 환불됩니다.' })).body.code).toBe('0000');
    expect((await send(staff, 'POST', `/api/admin/site/inquiries/${id}/answer`, { answer: '두 번째 답변' })).body.code).toBe('8050');
    const mine = await send<{ answer: string | null }>(member, 'GET', `/api/my/cs/inquiry/${id}`);
    expect(mine.body.data.answer).toBe('결제 후 7일 이내라면 전액 환불됩니다.');
    const stillOpen = await send<{ list: { inquiry_sn: number }[] }>(staff, 'GET', '/api/admin/site/inquiries');
    expect(stillOpen.body.data.list.some((i) => i.inquiry_sn === id)).toBe(false);
  });
});

describe('event participants and seminar applicants', () => {
  it('export as CSV with Korean headers and a BOM', async () => {
    const m = await createMember(t);
    expect((await send(await login(t, m), 'PUT', '/api/my/user/event', { event_type: 'welcome-points' })).body.code).toBe('0000');
    const summary = await send<{ events: { event_sn: number; title: string; participants: number }[]; seminars: { seminar_sn: number }[] }>(staff, 'GET', '/api/admin/site/events');
    const { rows } = await t.database.pool.query<{ event_sn: number }>(`select event_sn from events where event_type = 'welcome-points'`);
    const event = summary.body.data.events.find((e) => e.event_sn === rows[0]!.event_sn)!;
    expect(event.participants).toBeGreaterThan(0);
    const csv = await send(staff, 'GET', `/api/admin/site/events/${event.event_sn}/participants.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.startsWith('\uFEFF이벤트,이메일,이름,닉네임,참여 일시\r\n')).toBe(true);
    expect(csv.text).toContain(m.email);
    const seminar = await send(staff, 'GET', `/api/admin/site/seminars/${summary.body.data.seminars[0]!.seminar_sn}/applicants.csv`);
    expect(seminar.text.startsWith('\uFEFF세미나,이메일,이름,휴대폰,상태,신청 일시')).toBe(true);
    expect((await send(staff, 'GET', '/api/admin/site/events/424242/participants.csv')).body.code).toBe('7001');
  });
});
