import type { RefundQuote } from '@school/contracts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lectureDeliveries, lectures, orders } from '../../../db/schema/index.ts';
import { courseProductId } from '../../../db/seed/conventions.ts';
import { createMember, login, type Tokens } from '../../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { api } from '../../../test/commerce.ts';

/** Finding 1 and 2 of issue 35: a refund counts what this purchase handed out (docs/decisions/080). */
let t: TestContext;
let h: ReturnType<typeof api>;
const COURSE = 2; // 49,000원, sold on its own as product 102
let closed: { lcNo: number; title: string }[];
let preview: number;
let freeLecture: number;

async function newMember(): Promise<{ id: number; tokens: Tokens }> {
  const m = await createMember(t);
  return { id: m.id, tokens: await login(t, m) };
}

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
  const ls = await t.database.db
    .select({ lcNo: lectures.lcNo, title: lectures.title, isPreview: lectures.isPreview })
    .from(lectures)
    .where(and(eq(lectures.courseSn, COURSE), isNotNull(lectures.mediaKey)))
    .orderBy(asc(lectures.sortOrder));
  closed = ls.filter((l) => l.isPreview === 'N');
  preview = ls.find((l) => l.isPreview === 'Y')!.lcNo;
  const [f] = await t.database.db
    .select({ lcNo: lectures.lcNo })
    .from(lectures)
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .where(and(eq(courses.isFree, 'Y'), isNotNull(lectures.mediaKey)))
    .limit(1);
  freeLecture = f!.lcNo;
  expect(closed.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => t.close());

/** What an attacker sends: the playlist (and with it the key and segments), never /api/rs/auto. */
async function download(tokens: Tokens, lcNo: number) {
  const info = await h.call('GET', `/api/rs/play/${lcNo}`, tokens);
  expect(info.code, info.message).toBe('0000');
  const master = await t.request({ method: 'GET', url: info.data.media.hls });
  // Several starts at once: a later one may have taken the stream over (3040, one at a time, decision 082);
  // the link was handed out all the same.
  if (master.statusCode !== 200) expect(master.json()).toMatchObject({ code: '3040' });
  return info;
}

const quoteOf = (tokens: Tokens, orderId: string) => h.call<RefundQuote>('GET', `/api/my/payment/${orderId}/refund`, tokens);

describe('refunds count what this purchase delivered', () => {
  it('playlists fetched without ever starting playback count, once each, and the lines name them', async () => {
    const m = await newMember();
    const orderId = await h.buy(m.tokens, { product_id: courseProductId(COURSE) });
    const three = closed.slice(0, 3);
    // Each playlist fetched four times at once: still one delivery per lecture.
    await Promise.all(three.flatMap((l) => Array.from({ length: 4 }, () => download(m.tokens, l.lcNo))));
    expect((await h.call('GET', '/api/rs/learning', m.tokens)).data.list).toEqual([]);

    const quote = await quoteOf(m.tokens, orderId);
    expect(quote.data.rule).toBe('academy_pro_rata');
    expect(quote.data.amount).toBeLessThan(49_000);
    expect(quote.data.coupon_returned).toBe(false);
    const text = quote.data.lines.join('\n');
    expect(text).toContain('이 결제로 제공된 강의 3개');
    for (const l of three) expect(text).toContain(`「${l.title}」`);
    // A full refund at the old amount is refused with the new one.
    const full = await h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: 49_000 });
    expect(full).toMatchObject({ code: '4051', data: { amount: quote.data.amount } });
    const [order] = await t.database.db.select({ orderSn: orders.orderSn }).from(orders).where(eq(orders.orderId, orderId));
    expect(await t.database.db.select().from(lectureDeliveries).where(eq(lectureDeliveries.orderSn, order!.orderSn))).toHaveLength(3);
  });

  it('watching again after a refund counts for the new purchase', async () => {
    const m = await newMember();
    const first = await h.buy(m.tokens, { product_id: courseProductId(COURSE) });
    for (const l of closed.slice(0, 3)) {
      expect((await h.call('POST', '/api/rs/auto', m.tokens, { lc_no: l.lcNo })).code).toBe('0000');
      await download(m.tokens, l.lcNo);
    }
    const q1 = await quoteOf(m.tokens, first);
    expect(q1.data.rule).toBe('academy_pro_rata');
    expect((await h.call('POST', `/api/my/payment/${first}/refund`, m.tokens, { expected_amount: q1.data.amount })).data.status).toBe('refunded');

    const second = await h.buy(m.tokens, { product_id: courseProductId(COURSE) });
    expect((await quoteOf(m.tokens, second)).data.rule).toBe('full_7days');
    for (const l of closed.slice(0, 3)) {
      await h.call('POST', '/api/rs/auto', m.tokens, { lc_no: l.lcNo });
      await download(m.tokens, l.lcNo);
    }
    const q2 = await quoteOf(m.tokens, second);
    expect(q2.data.rule).toBe('academy_pro_rata');
    // Single course: 3 of its lectures delivered is the progress share, as under the first purchase.
    expect(q2.data.amount).toBe(q1.data.amount);
    expect(q2.data.lines.join('\n')).toMatch(/강의 \d+개 중 3개 제공/);
  });

  it('a playlist link kept from a refunded purchase delivers under the next one', async () => {
    const m = await newMember();
    const first = await h.buy(m.tokens, { product_id: courseProductId(COURSE) });
    const kept = (await download(m.tokens, closed[3]!.lcNo)).data.media.hls as string;
    const q1 = await quoteOf(m.tokens, first);
    expect((await h.call('POST', `/api/my/payment/${first}/refund`, m.tokens, { expected_amount: q1.data.amount })).data.status).toBe('refunded');
    // Between purchases the old link opens nothing.
    expect((await t.request({ method: 'GET', url: kept })).json().code).toBe('3010');
    const second = await h.buy(m.tokens, { product_id: courseProductId(COURSE) });
    expect((await t.request({ method: 'GET', url: kept })).statusCode).toBe(200);
    const q2 = await quoteOf(m.tokens, second);
    expect(q2.data.rule).toBe('academy_pro_rata');
    expect(q2.data.lines.join('\n')).toContain(`「${closed[3]!.title}」`);
  });

  it('a preview or a free lecture never counts against the buyer', async () => {
    const m = await newMember();
    const orderId = await h.buy(m.tokens, { product_id: courseProductId(COURSE) });
    await download(m.tokens, preview);
    await h.call('POST', '/api/rs/auto', m.tokens, { lc_no: preview });
    await download(m.tokens, freeLecture);
    const quote = await quoteOf(m.tokens, orderId);
    expect(quote.data).toMatchObject({ rule: 'full_7days', amount: 49_000, refundable: true });
    expect(quote.data.lines.join('\n')).toContain('이 결제로 제공된 강의 없음');
  });
});
