import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBenefits, memberPoints, pointLedger } from '../../db/schema/index.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { api } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Decision 139: an order paid wholly by coupon and points (nothing charged) is announced like any paid order — one
 * payment notice in the member's list when the answer arrives, one mail, one 알림톡 — and a retry sends no second one.
 */

let t: TestContext;
let h: ReturnType<typeof api>;
const ALL_1M = 1; // 59,000원; the welcome coupon takes 10,000원 off

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
});
afterAll(() => t.close());

// Tests read whatever the answer holds; `any` keeps assertions short (as test/commerce.ts does).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { code: string; message: string; data: any };
const get = async (tokens: Tokens, url: string) => (await t.request({ method: 'GET', url, headers: bearer(tokens) })).json<Answer>();

async function memberWithCouponAndPoints(points: number) {
  const m = await createMember(t);
  await t.database.db.insert(memberBenefits).values({ memberId: m.id, kind: 'welcome_coupon', expiresAt: new Date(Date.now() + 30 * 86_400_000) });
  await t.database.db.insert(memberPoints).values({ memberId: m.id, balance: points });
  await t.database.db.insert(pointLedger).values({ memberId: m.id, delta: points, balanceAfter: points, reason: 'event', description: '테스트 적립', remaining: points, expiresAt: new Date(Date.now() + 86_400_000 * 30) });
  return { ...m, tokens: await login(t, m) };
}

describe('an order paid wholly by coupon and points', () => {
  it('is announced once: listed when the answer arrives, mailed and sent by 알림톡 once; the retry is refused and sends nothing', async () => {
    const m = await memberWithCouponAndPoints(49_000);
    // 알림톡 for payments, so every channel of the notice is counted.
    const choice = await t.request({ method: 'PUT', url: '/api/my/notifications/settings', headers: bearer(m.tokens), payload: { choices: [{ kind: 'payment', channel: 'talk', enabled: 'Y' }], ad_night: 'N' } });
    expect(choice.json<Answer>().code).toBe('0000');
    const coupon = (await get(m.tokens, '/api/my/coupon')).data.list[0];
    // 가상계좌 chosen in the form: with nothing to pay, no account is issued and no deposit is waited for.
    const body = { product_id: ALL_1M, coupon_id: coupon.coupon_id, points: 49_000, pay_method: 'virtual_account' };
    const o = await h.order(m.tokens, body);
    expect(o).toMatchObject({ amount: 0, status: 'paid' });

    // Asked once, with no wait: the list row was written before the order's answer.
    const list = (await get(m.tokens, '/api/my/notifications')).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ kind: 'payment', title: '결제가 완료되었습니다', body: expect.stringMatching(/^".+" 0원$/) as unknown, link: '/my/purchase' });

    const outbox = async () =>
      (await t.database.pool.query(`select channel, subject, body from dev_outbox where recipient in ($1, $2) order by id`, [m.email, m.hpno])).rows as { channel: string; subject: string | null; body: string }[];
    for (let i = 0; i < 40 && (await outbox()).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const sent = await outbox();
    expect(sent.map((r) => r.channel).sort()).toEqual(['mail', 'talk']);
    const mail = sent.find((r) => r.channel === 'mail')!;
    expect(mail.subject).toBe('[투자학교] 결제가 완료되었습니다');
    expect(mail.body).toContain('결제 금액: 0원 (쿠폰 할인 10,000원, 포인트 49,000P 사용)');
    expect(sent.find((r) => r.channel === 'talk')).toMatchObject({ subject: 'PAYMENT_DONE', body: expect.stringContaining('결제 금액: 0원') as unknown });

    // The same request again (a retry after a lost answer): the coupon is spent, nothing is bought or announced twice.
    const again = await h.call('POST', '/api/payment/order', m.tokens, body);
    expect(again.code).toBe('4033');
    expect((await get(m.tokens, '/api/my/notifications')).data.total).toBe(1);
    expect((await h.call('GET', '/api/my/payment', m.tokens)).data.list).toHaveLength(1);
    expect((await outbox()).length).toBe(2);
  });
});
