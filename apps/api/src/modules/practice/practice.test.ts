import { codes, practiceAccount, practiceOrder, practicePerformance, lectureStocks, stockLectures, type PracticeOrderBody } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { lectures, practiceAccounts, practiceHoldings, practiceOrders } from '../../db/schema/index.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { Bar } from './practice.rules.ts';
import { PracticeService, type StocksPort } from './practice.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A stocks area with hand-written bars: 005930 (KOSPI), 091990 (KOSDAQ), AAPL. */
function fakeStocks(bars: Record<string, Bar[]>, index: Record<'kr' | 'us', Bar[]> = { kr: [], us: [] }): StocksPort {
  const names: Record<string, { nameKo: string; market: string }> = { '005930': { nameKo: '삼성전자', market: 'KOSPI' }, '091990': { nameKo: '셀트리온헬스케어', market: 'KOSDAQ' }, AAPL: { nameKo: '애플', market: 'NASDAQ' } };
  return {
    sampleLabel: { is_sample: 'Y', notice: '샘플' },
    async company(_region, code) {
      const n = names[code.toUpperCase()];
      if (!n) throw new Error(`unknown ${code}`);
      return { code: code.toUpperCase(), ...n };
    },
    async dailyBarsOf(code, from, to) {
      return (bars[code] ?? []).filter((b) => b.date >= from && b.date <= to);
    },
    async indexBars(region, from, to) {
      return { name: region === 'kr' ? 'KOSPI' : 'S&P 500', is_sample: 'Y', notice: '샘플', bars: index[region].filter((b) => b.date >= from && b.date <= to) };
    },
  };
}

const bar = (date: string, open: number, high: number, low: number, close: number): Bar => ({ date, open, high, low, close });

function clock(iso: string) {
  const state = { now: new Date(iso) };
  return { state, now: () => state.now };
}

async function memberId() {
  return (await createMember(t)).id;
}

describe('practice orders (service on a real database)', () => {
  const bars = {
    '005930': [bar('2026-11-23', 70_000, 71_000, 69_000, 70_000), bar('2026-11-24', 71_000, 72_000, 70_500, 71_500), bar('2026-11-25', 72_000, 73_000, 71_000, 72_000)],
    AAPL: [bar('2026-11-20', 179, 180, 178, 179.5), bar('2026-11-23', 180, 181, 179, 180.5), bar('2026-11-24', 181, 183.5, 180.25, 183.25)],
  };

  it('starts with 10,000,000원 and US$10,000; a market buy waits for the next final close and pays the fee', async () => {
    const c = clock('2026-11-23T23:30:00Z'); // 08:30 KST on the 24th, before the open: the 23rd is the last final bar
    const practice = new PracticeService(t.database.db, fakeStocks(bars), c.now);
    const id = await memberId();
    const start = await practice.account(id);
    expect(start.cash.map((x) => [x.currency, x.cash, x.available])).toEqual([['KRW', 10_000_000, 10_000_000], ['USD', 10_000, 10_000]]);

    const order = await practice.order(id, { region: 'kr', code: '005930', side: 'buy', kind: 'market', qty: 10 });
    expect(order).toMatchObject({ status: 'open', trade_from: '2026-11-24' });
    const held = await practice.account(id);
    // Held: 10 × 70,000 × 1.3 + fee floor(910,000 × 0.015%) = 910,000 + 136.
    expect(held.cash[0]).toMatchObject({ cash: 10_000_000, reserved: 910_136, available: 9_089_864 });

    c.state.now = new Date('2026-11-24T07:00:00Z'); // 16:00 KST: the 24th's bar is final
    const filled = await practice.account(id);
    // 10 × 71,500 = 715,000 + fee 107 = 715,107.
    expect(filled.cash[0]).toMatchObject({ cash: 9_284_893, reserved: 0, holdings_value: 715_000, total: 9_999_893, unrealised: -107 });
    expect(filled.holdings).toEqual([expect.objectContaining({ code: '005930', qty: 10, avg_cost: 71_511, price: 71_500 })]);
    const history = await practice.history(id, 1);
    expect(history.items[0]).toMatchObject({ status: 'filled', filled_on: '2026-11-24', fill_price: 71_500, amount: 715_000, fee: 107, tax: 0 });
  });

  it('a limit buy placed during the session never fills on that day\'s bar at its known low', async () => {
    // The attack: at 11:00 KST the sample feed already held the 24th's whole bar (low 70,500). A limit buy at that
    // low filled on the same bar at min(open, limit) — a price known in advance.
    const c = clock('2026-11-24T02:00:00Z'); // 11:00 KST on the 24th
    const practice = new PracticeService(t.database.db, fakeStocks(bars), c.now);
    const id = await memberId();
    const order = await practice.order(id, { region: 'kr', code: '005930', side: 'buy', kind: 'limit', qty: 10, limit_price: 70_500 });
    expect(order).toMatchObject({ status: 'open', trade_from: '2026-11-25' });
    c.state.now = new Date('2026-11-24T07:00:00Z'); // 16:00 KST: the 24th's bar is final
    expect((await practice.account(id)).open_orders).toEqual([expect.objectContaining({ id: order.id, status: 'open' })]);
    c.state.now = new Date('2026-11-25T07:00:00Z'); // the 25th's low (71,000) never reaches 70,500
    expect((await practice.history(id, 1)).items[0]).toMatchObject({ id: order.id, status: 'open', filled_on: null });
    // Before the close, today's bar is not final: the fee quote's last close is yesterday's, whatever the feed holds.
    c.state.now = new Date('2026-11-25T02:00:00Z');
    expect(await practice.feeQuote({ region: 'kr', code: '005930', side: 'buy', qty: 1 })).toMatchObject({ last_date: '2026-11-24', last_close: 71_500 });
  });

  it('a sell pays commission and 증권거래세, and books the realised gain against the average cost', async () => {
    const c = clock('2026-11-24T07:00:00Z');
    const practice = new PracticeService(t.database.db, fakeStocks(bars), c.now);
    const id = await memberId();
    await practice.order(id, { region: 'kr', code: '005930', side: 'buy', kind: 'limit', qty: 10, limit_price: 71_000 });
    c.state.now = new Date('2026-11-25T07:00:00Z'); // the 25th: low 71,000 reaches the limit
    await practice.fillDue(null);
    const sell = await practice.order(id, { region: 'kr', code: '005930', side: 'sell', kind: 'limit', qty: 4, limit_price: 72_500 });
    expect(sell.trade_from).toBe('2026-11-26');
    await expect(practice.order(id, { region: 'kr', code: '005930', side: 'sell', kind: 'market', qty: 7 })).rejects.toMatchObject({ code: codes.PRACTICE_SHARES_SHORT.code });
    // The 25th's bar is before the sell's first day: nothing fills until a later bar crosses 72,500.
    expect((await practice.account(id)).open_orders).toHaveLength(1);
    bars['005930'].push(bar('2026-11-26', 72_000, 73_500, 71_800, 73_000));
    c.state.now = new Date('2026-11-26T07:00:00Z');
    const after = await practice.account(id);
    // Buy: 710,000 + fee 106 = 710,106 (avg 71,010.6). Sell 4 × 72,500 = 290,000; fee 43; tax 145 + 435 = 580.
    // Proceeds 289,377; basis round(710,106 × 4 / 10) = 284,042; realised 5,335.
    expect(after.cash[0]).toMatchObject({ cash: 10_000_000 - 710_106 + 289_377, realised: 5_335 });
    expect(after.holdings[0]).toMatchObject({ qty: 6, reserved_qty: 0 });
    const sold = (await practice.history(id, 1)).items[0];
    expect(sold).toMatchObject({ side: 'sell', fill_price: 72_500, amount: 290_000, fee: 43, tax: 580, realised: 5_335 });
  });

  it('US orders settle in dollars with commission and the SEC fee', async () => {
    const c = clock('2026-11-23T14:00:00Z'); // 09:00 EST on the 23rd, before the open
    const practice = new PracticeService(t.database.db, fakeStocks(bars), c.now);
    const id = await memberId();
    await practice.order(id, { region: 'us', code: 'aapl', side: 'buy', kind: 'market', qty: 2 });
    c.state.now = new Date('2026-11-23T22:00:00Z');
    // 2 × 180.50 = 361.00; commission round(36,100 × 0.25%) = 90 cents.
    expect((await practice.account(id)).cash[1]).toMatchObject({ cash: 10_000 - 361.9 });
    await practice.order(id, { region: 'us', code: 'AAPL', side: 'sell', kind: 'market', qty: 2 });
    c.state.now = new Date('2026-11-24T22:00:00Z');
    // 2 × 183.25 = 366.50; commission round(91.625) = 92 cents; SEC ceil(36,650 × 27.8 / 1e6 = 1.02) = 2 cents.
    const sold = (await practice.history(id, 1)).items[0];
    expect(sold).toMatchObject({ amount: 366.5, fee: 0.92, tax: 0.02, realised: 3.66 }); // 366.50 − 0.94 − 361.90
  });

  it('a market buy the fill cannot pay for is rejected, never leaving cash below zero', async () => {
    const c = clock('2026-11-23T23:30:00Z');
    const local = { '005930': [bar('2026-11-23', 100_000, 100_000, 100_000, 100_000)] };
    const practice = new PracticeService(t.database.db, fakeStocks(local), c.now);
    const id = await memberId();
    await practice.order(id, { region: 'kr', code: '005930', side: 'buy', kind: 'market', qty: 76 }); // held 76 × 130,000 + fee
    local['005930'].push(bar('2026-11-24', 140_000, 140_000, 140_000, 140_000)); // beyond +30%: 10,640,000 > cash
    c.state.now = new Date('2026-11-24T07:00:00Z');
    const account = await practice.account(id);
    expect(account.cash[0]).toMatchObject({ cash: 10_000_000, reserved: 0 });
    expect((await practice.history(id, 1)).items[0]).toMatchObject({ status: 'rejected' });
  });

  it('parallel orders never overdraw cash nor sell more than held', async () => {
    const c = clock('2026-11-24T07:00:00Z');
    const practice = new PracticeService(t.database.db, fakeStocks(bars), c.now);
    const id = await memberId();
    // Each limit buy holds 40 × 71,000 + 426 = 2,840,426: only three fit in 10,000,000.
    const buys = await Promise.allSettled(Array.from({ length: 10 }, () => practice.order(id, { region: 'kr', code: '005930', side: 'buy', kind: 'limit', qty: 40, limit_price: 71_000 })));
    expect(buys.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(buys.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as { code: string }).code)).toEqual(Array(7).fill(codes.PRACTICE_CASH_SHORT.code));
    c.state.now = new Date('2026-11-25T07:00:00Z');
    // The job and the member's own read race to fill the same orders: each fills once.
    await Promise.all([practice.fillDue(null), practice.account(id), practice.fillDue(id)]);
    const [row] = await t.database.db.select().from(practiceAccounts).where(eq(practiceAccounts.memberId, id));
    expect(row).toMatchObject({ krwCash: 10_000_000 - 3 * (2_840_000 + 426), krwReserved: 0 });
    const sells = await Promise.allSettled(Array.from({ length: 8 }, () => practice.order(id, { region: 'kr', code: '005930', side: 'sell', kind: 'market', qty: 25 })));
    expect(sells.filter((r) => r.status === 'fulfilled')).toHaveLength(4); // 120 held / 25
    const [h] = await t.database.db.select().from(practiceHoldings).where(eq(practiceHoldings.memberId, id));
    expect(h).toMatchObject({ qty: 120, reservedQty: 100 });
  });

  it('value over time: a buy on day 1 and a sell on day 3 replay to exact values beside the index', async () => {
    const kospi = [bar('2026-11-23', 2500, 2500, 2500, 2500), bar('2026-11-24', 2525, 2525, 2525, 2525), bar('2026-11-25', 2450, 2450, 2450, 2450), bar('2026-11-26', 2550, 2550, 2550, 2550)];
    const c = clock('2026-11-22T23:00:00Z'); // 08:00 KST on Monday the 23rd, before the open
    const withFriday = { ...bars, '005930': [bar('2026-11-20', 69_000, 69_500, 68_500, 69_000), ...bars['005930']] }; // a last close to order on
    const practice = new PracticeService(t.database.db, fakeStocks(withFriday, { kr: kospi, us: [] }), c.now);
    const id = await memberId();
    await practice.account(id);
    await t.database.db.update(practiceAccounts).set({ startedAt: new Date('2026-11-22T23:00:00Z') }).where(eq(practiceAccounts.memberId, id));
    expect((await practice.performance(id, 'kr')).points).toEqual([]);

    await practice.order(id, { region: 'kr', code: '005930', side: 'buy', kind: 'market', qty: 10 });
    c.state.now = new Date('2026-11-24T23:00:00Z'); // 08:00 KST on the 25th: the 23rd and 24th are final, the buy filled at the 23rd's close
    await practice.account(id);
    await practice.order(id, { region: 'kr', code: '005930', side: 'sell', kind: 'market', qty: 10 });
    c.state.now = new Date('2026-11-26T07:00:00Z'); // 16:00 KST on the 26th: the sell filled at the 25th's close
    const perf = await practice.performance(id, 'kr');
    // Buy 10 × 70,000 = 700,000 + fee 105: cash 9,299,895. Sell 10 × 72,000 = 720,000 − fee 108 − tax (360 + 1,080):
    // cash 10,018,347. KOSPI from 2,500: +1 %, −2 %, +2 %.
    expect(perf).toMatchObject({ region: 'kr', currency: 'KRW', start: 10_000_000, index_name: 'KOSPI', is_sample: 'Y', as_of: '2026-11-26' });
    expect(perf.points).toEqual([
      { date: '2026-11-23', value: 9_999_895, return_pct: 0, index_return_pct: 0 },
      { date: '2026-11-24', value: 10_014_895, return_pct: 0.15, index_return_pct: 1 },
      { date: '2026-11-25', value: 10_018_347, return_pct: 0.18, index_return_pct: -2 },
      { date: '2026-11-26', value: 10_018_347, return_pct: 0.18, index_return_pct: 2 },
    ]);
    // The US side has no fill: no points (the page shows its empty state); a reset starts the chart over.
    expect((await practice.performance(id, 'us')).points).toEqual([]);
    await practice.reset(id);
    expect((await practice.performance(id, 'kr')).points).toEqual([]);
  });

  it('reset returns the starting cash and clears orders and holdings', async () => {
    const c = clock('2026-11-24T07:00:00Z');
    const practice = new PracticeService(t.database.db, fakeStocks(bars), c.now);
    const id = await memberId();
    await practice.order(id, { region: 'kr', code: '005930', side: 'buy', kind: 'limit', qty: 1, limit_price: 50_000 });
    const reset = await practice.reset(id);
    expect(reset.cash[0]).toMatchObject({ cash: 10_000_000, reserved: 0 });
    expect(reset.open_orders).toEqual([]);
    expect((await practice.history(id, 1)).total).toBe(0);
  });
});

describe('practice over HTTP', () => {
  const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => schema.parse((body as { data: unknown }).data);

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, tokens?: Tokens, payload?: object) {
    const res = await t.request({ method, url, ...(tokens ? { headers: bearer(tokens) } : {}), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<{ code: string; message: string; data: unknown }>() };
  }

  it('needs a member; a member never sees or cancels another member’s order; bad input is a Korean 4xx', async () => {
    expect((await call('GET', '/api/practice/account')).body.code).toBe('0907');
    const [one, two] = [await login(t, await createMember(t)), await login(t, await createMember(t))];
    const buy: PracticeOrderBody = { region: 'kr', code: '005930', side: 'buy', kind: 'limit', qty: 1, limit_price: 1000 };
    const placed = await call('POST', '/api/practice/orders', one, buy);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe('0000');
    const order = parse(practiceOrder, placed.body);
    expect((await call('DELETE', `/api/practice/orders/${order.id}`, two)).body.code).toBe('7204');
    expect(parse(practiceAccount, (await call('GET', '/api/practice/account', two)).body).open_orders).toEqual([]);
    expect(parse(practiceAccount, (await call('GET', '/api/practice/account', one)).body).open_orders).toHaveLength(1);
    expect((await call('DELETE', `/api/practice/orders/${order.id}`, one)).body.code).toBe('0000');
    expect((await call('DELETE', `/api/practice/orders/${order.id}`, one)).body.code).toBe('7205');

    const noPrice = await call('POST', '/api/practice/orders', one, { ...buy, limit_price: undefined });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.message).toMatch(/[가-힣]/);
    expect((await call('POST', '/api/practice/orders', one, { ...buy, limit_price: 1000.5 })).body.code).toBe('7206');
    expect((await call('POST', '/api/practice/orders', one, { ...buy, qty: 0 })).status).toBe(400);
    expect((await call('POST', '/api/practice/orders', one, { ...buy, code: 'ZZZ' })).body.code).toBe('5002');
    expect((await call('POST', '/api/practice/orders', one, { ...buy, side: 'sell', kind: 'market' })).body.code).toBe('7202');
  });

  it('the performance chart is the member’s own: another member and a visitor cannot read it', async () => {
    const [one, two] = [await createMember(t), await createMember(t)];
    const [oneTokens, twoTokens] = [await login(t, one), await login(t, two)];
    expect((await call('GET', '/api/practice/performance?region=kr')).body.code).toBe('0907');
    // A fill of member one a week ago, on the sample series (any weekday has a sample bar).
    let day = new Date(Date.now() - 7 * 86_400_000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(day.getTime() + 86_400_000);
    const filledOn = day.toISOString().slice(0, 10);
    await call('GET', '/api/practice/account', oneTokens);
    await t.database.db.update(practiceAccounts).set({ startedAt: new Date(`${filledOn}T00:00:00Z`) }).where(eq(practiceAccounts.memberId, one.id));
    await t.database.db.insert(practiceOrders).values({ memberId: one.id, region: 'kr', code: '005930', side: 'buy', kind: 'market', qty: 1, tradeFrom: filledOn, status: 'filled', filledOn, fillPrice: 70_000, amount: 70_000, fee: 10, tax: 0 });

    const mine = parse(practicePerformance, (await call('GET', '/api/practice/performance?region=kr', oneTokens)).body);
    expect(mine).toMatchObject({ index_name: 'KOSPI', is_sample: 'Y' });
    expect(mine.notice).toBeTruthy();
    expect(mine.points[0]).toMatchObject({ date: filledOn, index_return_pct: 0 });
    expect(mine.points.length).toBeGreaterThanOrEqual(4);
    expect(parse(practicePerformance, (await call('GET', '/api/practice/performance?region=kr', twoTokens)).body).points).toEqual([]);
    expect(parse(practicePerformance, (await call('GET', '/api/practice/performance?region=us', oneTokens)).body)).toMatchObject({ index_name: 'S&P 500', points: [] });
    const bad = await call('GET', '/api/practice/performance?region=jp', oneTokens);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[가-힣]/);
  });

  it('staff tag a lecture with stocks and a task; the lecture and the stock page list each other', async () => {
    const [lecture] = await t.database.db.select({ lcNo: lectures.lcNo, title: lectures.title }).from(lectures).limit(1);
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const member = await login(t, await createMember(t));
    const url = `/api/admin/practice/lectures/${lecture!.lcNo}/stocks`;
    expect((await call('PUT', url, member, { items: [] })).status).toBe(403);
    const saved = await call('PUT', url, staff, { items: [{ region: 'kr', code: '005930', at_sec: 95 }, { region: 'us', code: 'aapl' }], task: { title: '이동평균선 골든크로스 종목 1개 모의 매수', region: 'kr' } });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe('0000');
    const shown = parse(lectureStocks, (await call('GET', `/api/practice/lectures/${lecture!.lcNo}/stocks`, member)).body);
    expect(shown.items).toEqual([{ region: 'kr', code: '005930', name_ko: '삼성전자', at_sec: 95 }, { region: 'us', code: 'AAPL', name_ko: expect.any(String), at_sec: null }]);
    expect(shown.task).toMatchObject({ title: '이동평균선 골든크로스 종목 1개 모의 매수', done: false });
    expect(parse(lectureStocks, (await call('GET', `/api/practice/lectures/${lecture!.lcNo}/stocks`)).body).task?.done).toBeNull();
    const onStock = parse(stockLectures, (await call('GET', '/api/practice/stocks/kr/005930/lectures')).body);
    // The sample catalogue tags 삼성전자 too (seed/data/samples.json): this lecture is among them.
    expect(onStock.items).toContainEqual(expect.objectContaining({ lc_no: lecture!.lcNo, title: lecture!.title, at_sec: 95 }));
    expect((await call('PUT', url, staff, { items: [{ region: 'kr', code: '999999' }] })).body.code).toBe('5003');
    expect((await call('GET', '/api/practice/lectures/99999999/stocks')).body.code).toBe('7210');
  });

  it("a course's own teacher tags its lectures; another course's teacher is refused and changes nothing", async () => {
    const [a, b] = await t.database.pool
      .query<{ lc_no: number; teacher_sn: number }>('select l.lc_no, c.teacher_sn from lectures l join courses c using (course_sn) order by c.teacher_sn, l.lc_no')
      .then((r) => [r.rows[0]!, r.rows.find((x) => x.teacher_sn !== r.rows[0]!.teacher_sn)!]);
    const teacherOf = async (teacherSn: number) => {
      const m = await createMember(t, { role: 'teacher' });
      await t.database.pool.query('insert into teacher_accounts (member_id, teacher_sn) values ($1, $2) on conflict do nothing', [m.id, teacherSn]);
      return login(t, m);
    };
    const own = await teacherOf(a!.teacher_sn);
    const url = `/api/admin/practice/lectures/${a!.lc_no}/stocks`;
    expect((await call('PUT', url, own, { items: [{ region: 'kr', code: '000660', at_sec: 30 }] })).body.code).toBe('0000');
    expect(parse(lectureStocks, (await call('GET', url, own)).body).items).toEqual([{ region: 'kr', code: '000660', name_ko: expect.any(String), at_sec: 30 }]);
    const other = await teacherOf(b!.teacher_sn);
    const refused = await call('PUT', url, other, { items: [] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: '7211', message: expect.stringContaining('본인 강좌의 강의만') });
    expect((await call('GET', url, other)).body.code).toBe('7211');
    expect(parse(lectureStocks, (await call('GET', url, own)).body).items).toHaveLength(1);
  });
});

