import { koreanDay, shiftDay } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipations, orders } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';

/** Finding 3 of issue 35: an operator cannot move money to their own account (docs/decisions/080). */
let t: TestContext;
let h: ReturnType<typeof api>;
const ALL_1M = 1;
const ALL_12M = 3; // 490,000원

interface Operator {
  id: number;
  tokens: Tokens;
}

async function account(role: 'member' | 'staff' | 'admin'): Promise<Operator> {
  const m = await createMember(t, { role });
  return { id: m.id, tokens: await login(t, m) };
}

const day = (n: number) => shiftDay(koreanDay(), n);
const event = (over: object) => ({ event_type: `self-${Math.random().toString(36).slice(2, 10)}`, title: '이벤트', summary: '요약', body: '본문', starts_on: day(-1), ends_on: day(7), benefit_label: '혜택', ...over });
const participate = async (who: Operator, eventType: string) => {
  const res = await t.request({ method: 'PUT', url: '/api/my/user/event', headers: { authorization: `Bearer ${who.tokens.accessToken}` }, payload: { event_type: eventType } });
  return res.json<{ code: string; message: string }>();
};
const statusOf = async (orderId: string) => (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId)))[0]!.status;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_TIMEOUT_MS: '300' });
  h = api(t);
});
afterAll(() => t.close());

describe('refunds to an operator’s own account', () => {
  it('a staff member cannot refund their own order, not even twice at once; nothing changes', async () => {
    const staff = await account('staff');
    const orderId = await h.buy(staff.tokens, { product_id: ALL_12M });
    const tries = await Promise.all(
      (['full', 'full', 'custom'] as const).map((mode) =>
        h.call('POST', `/api/admin/commerce/orders/${orderId}/refund`, staff.tokens, { mode, reason: '테스트', ...(mode === 'custom' ? { amount: 490_000 } : {}) }),
      ),
    );
    for (const r of tries) expect(r).toMatchObject({ status: 409, code: '8090' });
    expect(tries[0]!.message).toContain('다른 관리자');
    expect(await statusOf(orderId)).toBe('awaiting_receipt');
    // Nor by asking for a review of it and approving the request themselves; an admin may.
    const asked = await h.call('POST', `/api/my/payment/${orderId}/refund-review`, staff.tokens, { reason: '전액 환불을 검토해 주세요. 사정이 있습니다.' });
    expect(asked.code, asked.message).toBe('0000');
    const reviewId = asked.data.review.id as number;
    expect((await h.call('POST', `/api/admin/commerce/refund-reviews/${reviewId}/approve`, staff.tokens, { mode: 'full', reason: '승인' })).code).toBe('8090');
    expect(await statusOf(orderId)).toBe('awaiting_receipt');
    const admin = await account('admin');
    expect((await h.call('POST', `/api/admin/commerce/refund-reviews/${reviewId}/approve`, admin.tokens, { mode: 'full', reason: '관리자가 확인했습니다' })).code).toBe('0000');
    expect(await statusOf(orderId)).toBe('refunded');
  });

  it('another staff member cannot either; an admin can, once, even when two admins press at once', async () => {
    const owner = await account('staff');
    const colleague = await account('staff');
    const [a, b] = await Promise.all([account('admin'), account('admin')]);
    const orderId = await h.buy(owner.tokens, { product_id: ALL_1M });
    expect((await h.call('POST', `/api/admin/commerce/orders/${orderId}/refund`, colleague.tokens, { mode: 'full', reason: '동료 환불' })).code).toBe('8091');
    expect(await statusOf(orderId)).toBe('awaiting_receipt');
    const both = await Promise.all([a, b].map((admin) => h.call('POST', `/api/admin/commerce/orders/${orderId}/refund`, admin.tokens, { mode: 'full', reason: '관리자 승인' })));
    expect(both.filter((r) => r.code === '0000')).toHaveLength(1);
    expect(both.find((r) => r.code !== '0000')?.code).toBe('4050');
    expect(await statusOf(orderId)).toBe('refunded');
    // A member's order stays any staff member's to refund.
    const member = await account('member');
    const memberOrder = await h.buy(member.tokens, { product_id: ALL_1M });
    expect((await h.call('POST', `/api/admin/commerce/orders/${memberOrder}/refund`, colleague.tokens, { mode: 'rule', reason: '고객 요청' })).code).toBe('0000');
  });
});

describe('coupons an operator made', () => {
  it('the maker cannot register a 100 % coupon or a code of their batch; anyone else can', async () => {
    const staff = await account('staff');
    const made = await h.call('POST', '/api/admin/commerce/coupons', staff.tokens, { name: '전액 할인', discount_type: 'percent', discount_value: 100, total_limit: 10 });
    expect(made.code).toBe('0000');
    const code = made.data.codes[0] as string;
    const own = await Promise.all([1, 2, 3].map(() => h.call('POST', '/api/payment/coupon', staff.tokens, { cp_no: code })));
    for (const r of own) expect(r.code).toBe('4090');
    expect((await h.call('GET', '/api/my/coupon', staff.tokens)).data.list).toEqual([]);
    const member = await account('member');
    expect((await h.call('POST', '/api/payment/coupon', member.tokens, { cp_no: code })).code).toBe('0000');

    const batch = await h.call('POST', '/api/admin/commerce/coupons', staff.tokens, { name: '묶음', discount_type: 'percent', discount_value: 100, count: 3 });
    expect((await h.call('POST', '/api/payment/coupon', staff.tokens, { cp_no: batch.data.codes[1] })).code).toBe('4090');
    // Nor through an event an admin set up with it.
    const admin = await account('admin');
    const ev = event({ benefit_kind: 'coupon', benefit_value: batch.data.codes[2] });
    expect((await h.call('POST', '/api/admin/content/events', admin.tokens, ev)).code).toBe('0000');
    expect((await participate(staff, ev.event_type)).code).toBe('4090');
    expect(await t.database.db.select().from(eventParticipations).where(eq(eventParticipations.memberId, staff.id))).toHaveLength(0);
  });
});

describe('event points an operator set', () => {
  it('whoever set an event’s points cannot take them, even after another operator edits the event; a member can', async () => {
    const staff = await account('staff');
    const ev = event({ benefit_kind: 'points', benefit_value: '1000000' });
    const created = await h.call('POST', '/api/admin/content/events', staff.tokens, ev);
    expect(created.code).toBe('0000');
    const tries = await Promise.all([1, 2].map(() => participate(staff, ev.event_type)));
    for (const r of tries) expect(r.code).toBe('8092');
    expect((await h.call('GET', '/api/my/balance', staff.tokens)).data.balance).toBe(0);
    const member = await account('member');
    expect((await participate(member, ev.event_type)).code).toBe('0000');
    expect((await h.call('GET', '/api/my/balance', member.tokens)).data.balance).toBe(1_000_000);
    // A title edit by someone else does not change who set the benefit.
    const colleague = await account('staff');
    expect((await h.call('POST', `/api/admin/content/events/${created.data.event_sn}`, colleague.tokens, { ...ev, title: '새 제목' })).code).toBe('0000');
    expect((await participate(staff, ev.event_type)).code).toBe('8092');
  });
});
