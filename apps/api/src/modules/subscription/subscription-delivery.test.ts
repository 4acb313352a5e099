import { SUBSCRIPTION_CONSENT_VERSION, type SubscriptionPlans } from '@school/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lectureDeliveries, lectures, orders, subscriptionCharges, subscriptions } from '../../db/schema/index.ts';
import { courseProductId } from '../../db/seed/conventions.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/commerce.ts';

/**
 * A subscriber's downloads count against the charge that paid for the period, and a refund (order or subscription)
 * fixes its amount and freezes access in one transaction (decision 103). Written as the attacker sends it: play info,
 * playlists, key and a segment, never /api/rs/auto.
 */
let t: TestContext;
let h: ReturnType<typeof api>;
let monthly: number;
let paid: number[];
const COURSE = 2; // sold on its own as product 102 (49,000원)
let courseLectures: number[];

const member = async () => {
  const m = await createMember(t);
  return { id: m.id, tokens: await login(t, m) };
};

async function subscribe(tokens: Tokens) {
  const opened = await h.call('POST', '/api/subscription/start', tokens, { plan_sn: monthly, auto_renew_consent: true, consent_version: SUBSCRIPTION_CONSENT_VERSION });
  expect(opened.code, opened.message).toBe('0000');
  const decide = await t.request({
    method: 'GET',
    url: `/api/subscription/sandbox/billing-window/decide?customerKey=${opened.data.customer_key}&outcome=normal&successUrl=/subscription/success&failUrl=/subscription/fail`,
  });
  const back = new URL(String(decide.headers.location), 'http://localhost');
  const r = await h.call('POST', '/api/subscription/activate', tokens, { customerKey: back.searchParams.get('customerKey'), authKey: back.searchParams.get('authKey') });
  expect(r.code, r.message).toBe('0000');
}

const get = (url: string, tokens?: Tokens) => t.request({ method: 'GET', url, ...(tokens ? { headers: { authorization: `Bearer ${tokens.accessToken}` } } : {}) });

/** play info → master → variant → key → first segment. Returns what each step answered. */
async function download(tokens: Tokens, lcNo: number): Promise<{ info: string; key: number | null }> {
  const info = await h.call('GET', `/api/rs/play/${lcNo}`, tokens);
  if (info.code !== '0000' || !info.data.media) return { info: info.code, key: null };
  const master = info.data.media.hls as string;
  const base = master.replace(/master\.m3u8$/, '');
  const masterBody = (await get(master)).body;
  const variantPath = masterBody.split('\n').find((x) => x.endsWith('.m3u8'));
  if (!variantPath) return { info: info.code, key: null };
  const variant = base + variantPath;
  const variantBody = (await get(variant)).body;
  const dir = variant.replace(/[^/]+$/, '');
  const lines = variantBody.split('\n');
  const uri = /URI="([^"]+)"/.exec(lines.find((l) => l.startsWith('#EXT-X-KEY')) ?? '')?.[1];
  if (!uri) return { info: info.code, key: null };
  const key = await get(new URL(uri, `http://x${dir}`).pathname, tokens);
  const segment = lines.find((l) => l.endsWith('.m4s'));
  if (segment) await get(dir + segment);
  return { info: info.code, key: key.statusCode };
}

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
  const plans = await h.call<SubscriptionPlans>('GET', '/api/subscription/plans');
  monthly = plans.data.plans.find((p) => p.code === 'monthly')!.plan_sn;
  const rows = await t.database.db
    .select({ lcNo: lectures.lcNo, courseSn: lectures.courseSn })
    .from(lectures)
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .where(and(eq(courses.isFree, 'N'), eq(courses.passIncluded, 'Y'), eq(lectures.isPreview, 'N'), isNotNull(lectures.mediaKey)))
    .orderBy(asc(lectures.courseSn), asc(lectures.sortOrder));
  paid = rows.map((r) => r.lcNo);
  courseLectures = (
    await t.database.db
      .select({ lcNo: lectures.lcNo })
      .from(lectures)
      .where(and(eq(lectures.courseSn, COURSE), eq(lectures.isPreview, 'N'), isNotNull(lectures.mediaKey)))
      .orderBy(asc(lectures.sortOrder))
  ).map((r) => r.lcNo);
  expect(paid.length).toBeGreaterThanOrEqual(8);
});
afterAll(() => t.close());

describe('a subscriber who downloads is not refunded in full', () => {
  it('8 lectures pulled with their keys and no /api/rs/auto: the quote counts them and the refund pays the rule, not 49,000', async () => {
    const m = await member();
    await subscribe(m.tokens);
    for (const lcNo of paid.slice(0, 8)) expect(await download(m.tokens, lcNo)).toEqual({ info: '0000', key: 200 });
    expect((await h.call('GET', '/api/rs/learning', m.tokens)).data.list).toEqual([]);

    const quote = await h.call<{ amount: number; rule: string; lines: string[] }>('GET', '/api/subscription/refund', m.tokens);
    expect(quote.code, quote.message).toBe('0000');
    expect(quote.data.rule).not.toBe('full_7days');
    expect(quote.data.amount).toBeLessThan(49_000);
    expect(quote.data.lines.join('\n')).toContain('제공된 강의 8개');

    const greedy = await h.call('POST', '/api/subscription/refund', m.tokens, { expected_amount: 49_000 });
    expect(greedy.code).toBe('8213');
    const refund = await h.call('POST', '/api/subscription/refund', m.tokens, { expected_amount: quote.data.amount });
    expect(refund.code, refund.message).toBe('0000');
    const [charge] = await t.database.db.select({ refunded: subscriptionCharges.refundedAmount }).from(subscriptionCharges).where(eq(subscriptionCharges.memberId, m.id));
    expect(charge!.refunded).toBe(quote.data.amount);
    // The refunded line opens nothing any more.
    expect((await download(m.tokens, paid[0]!)).info).toBe('3010');
  });
});

describe('a refund fixes its amount and freezes access before the provider is called', () => {
  it('a key fetched in parallel with a subscription refund is refused or counted (many tries)', async () => {
    const tries = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const m = await member();
        await subscribe(m.tokens);
        const [refund, fetched] = await Promise.all([h.call('POST', '/api/subscription/refund', m.tokens, { expected_amount: 49_000 }), download(m.tokens, paid[i]!)]);
        const [charge] = await t.database.db
          .select({ chargeSn: subscriptionCharges.chargeSn, refunded: subscriptionCharges.refundedAmount })
          .from(subscriptionCharges)
          .where(eq(subscriptionCharges.memberId, m.id));
        const delivered = await t.database.db.select().from(lectureDeliveries).where(eq(lectureDeliveries.chargeSn, charge!.chargeSn));
        return { refund: refund.code, fetched, refunded: charge!.refunded, delivered: delivered.length };
      }),
    );
    for (const r of tries) {
      if (r.refund === '0000') {
        // Refunded in full: nothing of the lecture left (the link, the key), nor was it counted.
        expect(r.refunded).toBe(49_000);
        expect(r.fetched.key).not.toBe(200);
        expect(['3010', '8400']).toContain(r.fetched.info);
        expect(r.delivered).toBe(0);
      } else {
        // The content left first: the refund saw it and refused the old amount.
        expect(r.refund).toBe('8213');
        expect(r.delivered).toBe(1);
        expect(r.refunded).toBe(0);
      }
    }
  });

  it('a key fetched in parallel with an order refund is refused or counted (many tries)', async () => {
    const tries = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const m = await member();
        const orderId = await h.buy(m.tokens, { product_id: courseProductId(COURSE) });
        const lcNo = courseLectures[i % courseLectures.length]!;
        const [refund, fetched] = await Promise.all([h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 49_000 }), download(m.tokens, lcNo)]);
        const [o] = await t.database.db.select({ orderSn: orders.orderSn, refundAmount: orders.refundAmount, status: orders.status }).from(orders).where(eq(orders.orderId, orderId));
        const delivered = await t.database.db.select().from(lectureDeliveries).where(eq(lectureDeliveries.orderSn, o!.orderSn));
        return { refund: refund.code, fetched, status: o!.status, refunded: o!.refundAmount, delivered: delivered.length };
      }),
    );
    for (const r of tries) {
      if (r.refund === '0000') {
        expect(r).toMatchObject({ status: 'refunded', refunded: 49_000, delivered: 0 });
        expect(r.fetched.key).not.toBe(200);
        expect(['3010', '8400']).toContain(r.fetched.info);
      } else {
        expect(r.refund).toBe('4051');
        expect(r.delivered).toBe(1);
      }
    }
  });

  it('while a subscription refund is with the provider, play answers 8400; a provider refusal gives access back', async () => {
    const m = await member();
    await subscribe(m.tokens);
    const [s] = await t.database.db.select({ sn: subscriptions.subscriptionSn }).from(subscriptions).where(eq(subscriptions.memberId, m.id));
    await t.database.db.execute(sql`update subscription_charges set refunding_at = now() where subscription_sn = ${s!.sn}`);
    const frozen = await h.call('GET', `/api/rs/play/${paid[0]}`, m.tokens);
    expect(frozen.code).toBe('8400');
    expect(frozen.message).toContain('환불');
    expect((await h.call('GET', '/api/subscription/refund', m.tokens)).code).toBe('8401');
    await t.database.db.execute(sql`update subscription_charges set refunding_at = null where subscription_sn = ${s!.sn}`);
    expect((await h.call('GET', `/api/rs/play/${paid[0]}`, m.tokens)).code).toBe('0000');
  });
});
