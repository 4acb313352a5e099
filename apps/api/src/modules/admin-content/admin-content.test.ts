import { koreanDay, shiftDay } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let staff: Tokens;
type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };

const call = async <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) => {
  const res = await t.request({ method, url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}), ...(payload ? { payload } : {}) });
  return res.json<Body<T>>();
};
const admin = <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, payload?: object) => call<T>(method, url, staff.accessToken, payload);
const auditOf = async (action: string) => Number((await t.database.pool.query<{ n: string }>('select count(*) as n from admin_changes where action = $1', [action])).rows[0]!.n);
/** A Korean calendar day, `days` from today. */
const day = (days: number) => shiftDay(koreanDay(), days);

beforeAll(async () => {
  t = await createTestApp();
  staff = await login(t, await createMember(t, { role: 'staff' }));
});
afterAll(() => t.close());

const event = (over: object = {}) => ({
  event_type: `console-${Date.now() % 1e6}`,
  title: '콘솔 이벤트',
  summary: '참여하면 포인트',
  body: '본문',
  starts_on: day(-1),
  ends_on: day(7),
  benefit_kind: 'points',
  benefit_value: '700',
  benefit_label: '700포인트',
  ...over,
});

describe('events', () => {
  it('an event made in the console is open to members, and its benefit is granted', async () => {
    const created = await admin<{ event_sn: number; event_type: string }>('POST', '/api/admin/content/events', event());
    expect(created.code).toBe('0000');
    const member = await login(t, await createMember(t));
    const joined = await call('PUT', '/api/my/user/event', member.accessToken, { event_type: created.data.event_type });
    expect(joined.code).toBe('0000');
    expect((await admin<{ participants: number }>('GET', `/api/admin/content/events/${created.data.event_sn}`)).data.participants).toBe(1);
    // Its address is what members' participation hangs on: locked once someone took part.
    expect((await admin('POST', `/api/admin/content/events/${created.data.event_sn}`, event({ event_type: 'renamed-event' }))).code).toBe('8072');
    expect((await admin('POST', `/api/admin/content/events/${created.data.event_sn}`, event({ event_type: created.data.event_type, title: '새 제목' }))).code).toBe('0000');
    expect(await auditOf('event.update')).toBe(1);
  });

  it('refuses a taken address, an unknown coupon, reversed dates and bad points, saving nothing', async () => {
    const first = event();
    expect((await admin('POST', '/api/admin/content/events', first)).code).toBe('0000');
    const before = await auditOf('event.create');
    expect((await admin('POST', '/api/admin/content/events', { ...first })).code).toBe('8071');
    expect((await admin('POST', '/api/admin/content/events', event({ event_type: 'coupon-ev', benefit_kind: 'coupon', benefit_value: 'NO-SUCH-CODE' }))).code).toBe('8073');
    const reversed = await admin('POST', '/api/admin/content/events', event({ event_type: 'reversed', starts_on: day(3), ends_on: day(1) }));
    expect(reversed.message).toContain('종료일');
    expect((await admin('POST', '/api/admin/content/events', event({ event_type: 'bad-points', benefit_value: '-5' }))).message).toContain('포인트');
    expect(await auditOf('event.create')).toBe(before);
  });
});

describe('seminars', () => {
  const seminar = (capacity: number) => ({
    title: '콘솔 세미나',
    summary: '요약',
    body: '본문',
    speaker: '김연사',
    place: '서울 강남',
    held_at: `${day(10)}T19:30`,
    apply_from: day(-1),
    apply_until: day(9),
    capacity,
  });

  it('made in the console, applied to by members; a larger capacity seats the waiting; attendance is checked', async () => {
    const created = await admin<{ seminar_sn: number; held_at: string }>('POST', '/api/admin/content/seminars', seminar(1));
    expect(created.code).toBe('0000');
    expect(created.data.held_at).toBe(`${day(10)}T19:30`);
    const sn = created.data.seminar_sn;
    const [a, b] = await Promise.all([login(t, await createMember(t)), login(t, await createMember(t))]);
    expect((await call<{ my_state: string }>('POST', `/api/my/seminar/${sn}`, a.accessToken, {})).data.my_state).toBe('applied');
    expect((await call<{ my_state: string }>('POST', `/api/my/seminar/${sn}`, b.accessToken, { waitlist: true })).data.my_state).toBe('waiting');

    expect((await admin('POST', `/api/admin/content/seminars/${sn}`, seminar(0))).code).not.toBe('0000');
    const raised = await admin<{ registrations: { id: number; state: string }[] }>('POST', `/api/admin/content/seminars/${sn}`, seminar(2));
    expect(raised.data.registrations.map((r) => r.state)).toEqual(['applied', 'applied']);
    expect((await call<{ my_state: string }>('GET', `/api/seminar/${sn}`, b.accessToken)).data.my_state).toBe('applied');
    expect((await admin('POST', `/api/admin/content/seminars/${sn}`, seminar(1))).code).toBe('8074');

    const id = raised.data.registrations[0]!.id;
    const attended = await admin<{ registrations: { id: number; attended_at: string | null }[] }>('POST', `/api/admin/content/seminars/${sn}/registrations/${id}/attendance`, { attended: true });
    expect(attended.data.registrations.find((r) => r.id === id)!.attended_at).not.toBeNull();
    expect((await admin('POST', `/api/admin/content/seminars/${sn + 1000}/registrations/${id}/attendance`, { attended: true })).code).toBe('8075');
    expect(await auditOf('seminar.attend')).toBe(1);
  });
});

describe('FAQ and banners', () => {
  it('a question added, edited and deleted in the console shows on /cs/faq accordingly', async () => {
    const faqs = async () => (await call<{ items: { question: string }[] }>('GET', `/api/cs/faq?q=${encodeURIComponent('콘솔')}`)).data.items.map((i) => i.question);
    const created = await admin<{ faq_sn: number }>('POST', '/api/admin/content/faqs', { category: 'payment', question: '콘솔 질문?', answer: '답', sort_order: 1 });
    expect(await faqs()).toEqual(['콘솔 질문?']);
    await admin('POST', `/api/admin/content/faqs/${created.data.faq_sn}`, { category: 'payment', question: '콘솔 질문 (고침)?', answer: '답', sort_order: 1 });
    expect(await faqs()).toEqual(['콘솔 질문 (고침)?']);
    expect((await admin('POST', `/api/admin/content/faqs/${created.data.faq_sn}/delete`)).code).toBe('0000');
    expect(await faqs()).toEqual([]);
    expect((await admin('POST', `/api/admin/content/faqs/${created.data.faq_sn}/delete`)).code).toBe('8077');
  });

  it('a banner shows on the home page until hidden; links must stay on the site or be https', async () => {
    const banner = { title: '콘솔 배너', subtitle: '부제', link: '/course', background: '#112233', foreground: '#ffffff', sort_order: 0, is_visible: 'Y' };
    const titles = async () => (await call<{ list?: { title: string }[]; items?: { title: string }[] }>('GET', '/api/home/banner')).data;
    const created = await admin<{ banner_sn: number }>('POST', '/api/admin/content/banners', banner);
    expect(JSON.stringify(await titles())).toContain('콘솔 배너');
    await admin('POST', `/api/admin/content/banners/${created.data.banner_sn}`, { ...banner, is_visible: 'N' });
    expect(JSON.stringify(await titles())).not.toContain('콘솔 배너');
    for (const link of ['javascript:alert(1)', '//evil.example', 'http://plain.example']) {
      expect((await admin('POST', '/api/admin/content/banners', { ...banner, link })).message).toContain('링크');
    }
  });
});
