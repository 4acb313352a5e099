import { adminContentApi, csApi, eventsApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { koreanDay, shiftDay } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let staff: Tokens;

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
    const created = (await call<{ event_sn: number; event_type: string }>(t, adminContentApi.createEvent, { who: staff, payload: event() })).body;
    expect(created.code).toBe('0000');
    const member = await login(t, await createMember(t));
    const joined = (await call(t, eventsApi.participate, { who: member, payload: { event_type: created.data.event_type } })).body;
    expect(joined.code).toBe('0000');
    expect((await call<{ participants: number }>(t, adminContentApi.event, { who: staff, params: { event_sn: created.data.event_sn } })).body.data.participants).toBe(1);
    // Its address is what members' participation hangs on: locked once someone took part.
    expect((await call(t, adminContentApi.updateEvent, { who: staff, params: { event_sn: created.data.event_sn }, payload: event({ event_type: 'renamed-event' }) })).body.code).toBe('8072');
    expect((await call(t, adminContentApi.updateEvent, { who: staff, params: { event_sn: created.data.event_sn }, payload: event({ event_type: created.data.event_type, title: '새 제목' }) })).body.code).toBe('0000');
    expect(await auditOf('event.update')).toBe(1);
  });

  it('refuses a taken address, an unknown coupon, reversed dates and bad points, saving nothing', async () => {
    const first = event();
    expect((await call(t, adminContentApi.createEvent, { who: staff, payload: first })).body.code).toBe('0000');
    const before = await auditOf('event.create');
    expect((await call(t, adminContentApi.createEvent, { who: staff, payload: { ...first } })).body.code).toBe('8071');
    expect((await call(t, adminContentApi.createEvent, { who: staff, payload: event({ event_type: 'coupon-ev', benefit_kind: 'coupon', benefit_value: 'NO-SUCH-CODE' }) })).body.code).toBe('8073');
    const reversed = (await call(t, adminContentApi.createEvent, { who: staff, payload: event({ event_type: 'reversed', starts_on: day(3), ends_on: day(1) }) })).body;
    expect(reversed.message).toContain('종료일');
    expect((await call(t, adminContentApi.createEvent, { who: staff, payload: event({ event_type: 'bad-points', benefit_value: '-5' }) })).body.message).toContain('포인트');
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
    const created = (await call<{ seminar_sn: number; held_at: string }>(t, adminContentApi.createSeminar, { who: staff, payload: seminar(1) })).body;
    expect(created.code).toBe('0000');
    expect(created.data.held_at).toBe(`${day(10)}T19:30`);
    const sn = created.data.seminar_sn;
    const [a, b] = await Promise.all([login(t, await createMember(t)), login(t, await createMember(t))]);
    expect((await call<{ my_state: string }>(t, eventsApi.applySeminar, { who: a, params: { id: sn }, payload: {} })).body.data.my_state).toBe('applied');
    expect((await call<{ my_state: string }>(t, eventsApi.applySeminar, { who: b, params: { id: sn }, payload: { waitlist: true } })).body.data.my_state).toBe('waiting');

    expect((await call(t, adminContentApi.updateSeminar, { who: staff, params: { seminar_sn: sn }, payload: seminar(0) })).body.code).not.toBe('0000');
    const raised = (await call<{ registrations: { id: number; state: string }[] }>(t, adminContentApi.updateSeminar, { who: staff, params: { seminar_sn: sn }, payload: seminar(2) })).body;
    expect(raised.data.registrations.map((r) => r.state)).toEqual(['applied', 'applied']);
    expect((await call<{ my_state: string }>(t, eventsApi.seminar, { who: b, params: { id: sn } })).body.data.my_state).toBe('applied');
    expect((await call(t, adminContentApi.updateSeminar, { who: staff, params: { seminar_sn: sn }, payload: seminar(1) })).body.code).toBe('8074');

    const id = raised.data.registrations[0]!.id;
    const attended = (await call<{ registrations: { id: number; attended_at: string | null }[] }>(t, adminContentApi.attendance, { who: staff, params: { seminar_sn: sn, id }, payload: { attended: true } })).body;
    expect(attended.data.registrations.find((r) => r.id === id)!.attended_at).not.toBeNull();
    expect((await call(t, adminContentApi.attendance, { who: staff, params: { seminar_sn: sn + 1000, id }, payload: { attended: true } })).body.code).toBe('8075');
    expect(await auditOf('seminar.attend')).toBe(1);
  });
});

describe('FAQ and banners', () => {
  it('a question added, edited and deleted in the console shows on /cs/faq accordingly', async () => {
    const faqs = async () => (await call<{ items: { question: string }[] }>(t, csApi.faq, { query: { q: '콘솔' } })).body.data.items.map((i) => i.question);
    const created = (await call<{ faq_sn: number }>(t, adminContentApi.createFaq, { who: staff, payload: { category: 'payment', question: '콘솔 질문?', answer: '답', sort_order: 1 } })).body;
    expect(await faqs()).toEqual(['콘솔 질문?']);
    await call(t, adminContentApi.updateFaq, { who: staff, params: { faq_sn: created.data.faq_sn }, payload: { category: 'payment', question: '콘솔 질문 (고침)?', answer: '답', sort_order: 1 } });
    expect(await faqs()).toEqual(['콘솔 질문 (고침)?']);
    expect((await call(t, adminContentApi.deleteFaq, { who: staff, params: { faq_sn: created.data.faq_sn } })).body.code).toBe('0000');
    expect(await faqs()).toEqual([]);
    expect((await call(t, adminContentApi.deleteFaq, { who: staff, params: { faq_sn: created.data.faq_sn } })).body.code).toBe('8077');
  });

  it('a banner shows on the home page until hidden; links must stay on the site or be https', async () => {
    const banner = { title: '콘솔 배너', subtitle: '부제', link: '/course', background: '#112233', foreground: '#ffffff', sort_order: 0, is_visible: 'Y' };
    const titles = async () => (await call<{ list?: { title: string }[]; items?: { title: string }[] }>(t, eventsApi.banners)).body.data;
    const created = (await call<{ banner_sn: number }>(t, adminContentApi.createBanner, { who: staff, payload: banner })).body;
    expect(JSON.stringify(await titles())).toContain('콘솔 배너');
    await call(t, adminContentApi.updateBanner, { who: staff, params: { banner_sn: created.data.banner_sn }, payload: { ...banner, is_visible: 'N' } });
    expect(JSON.stringify(await titles())).not.toContain('콘솔 배너');
    for (const link of ['javascript:alert(1)', '//evil.example', 'http://plain.example']) {
      expect((await call(t, adminContentApi.createBanner, { who: staff, payload: { ...banner, link } })).body.message).toContain('링크');
    }
  });
});
