import fs from 'node:fs';
import path from 'node:path';
import { envelope, stockHistoryResponse, stockInfoResponse, stockRankResponse, stockSearchResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connect } from '../../db/client.ts';
import { runOnce } from '../../jobs/scheduler.ts';
import { MarketSourceError } from '../../providers/market-data/eod-source.ts';
import { FscStockPrices, type FscIndexItem, type FscItem } from '../../providers/market-data/fsc.ts';
import { FakeFsc } from '../../test/fake-fsc.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MarketImport } from './stocks.import.ts';
import { createStocks } from './stocks.module.ts';

const recorded = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../test/market/fsc-days.json'), 'utf8')) as Record<string, FscItem[]>;
const recordedIndex = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../test/market/fsc-index-days.json'), 'utf8')) as Record<string, FscIndexItem[]>;
const silent = { warn: () => undefined } as never;
// Friday 2026-11-20, 19:00 in Korea: the data up to Thursday is published.
const friday = () => new Date('2026-11-20T10:00:00Z');

let t: TestContext;
let fsc: FakeFsc;
const source = (pageSize = 2) => new FscStockPrices({ serviceKey: fsc.serviceKey, baseUrl: fsc.url, pageSize });

beforeAll(async () => {
  fsc = await new FakeFsc().start();
  for (const [day, rows] of Object.entries(recorded)) fsc.days.set(day, rows);
  for (const [day, rows] of Object.entries(recordedIndex)) fsc.indexDays.set(day, rows);
  t = await createTestApp({ MARKET_DATA_KR: 'fsc', FSC_SERVICE_KEY: fsc.serviceKey, FSC_BASE_URL: fsc.url });
});
afterAll(async () => {
  await t.close();
  await fsc.stop();
});

async function get<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return schema.parse(envelope(z.unknown()).parse(res.json()).data);
}

const count = async (sql: string, params: unknown[] = []) => Number((await t.database.pool.query<{ n: string }>(sql, params)).rows[0]!.n);

describe('FSC 주식시세정보 adapter', () => {
  it('reads every page of a day, leaves out a halted stock and KONEX, and stops on the portal error envelope', async () => {
    fsc.requests.length = 0;
    const rows = await source(2).barsOn('2026-11-16');
    expect(fsc.requests.map((q) => q.get('pageNo'))).toEqual(['1', '2', '3']);
    expect(fsc.requests.every((q) => q.get('resultType') === 'json' && q.get('numOfRows') === '2')).toBe(true);
    expect(rows.map((r) => r.code)).toEqual(['005930', '000660', '000020', '010140', '123450']);
    expect(rows[0]).toEqual({
      code: '005930', name: '삼성전자', market: 'KOSPI', date: '2026-11-16',
      open: 53700, high: 54000, low: 53100, close: 53500, volume: 12345678, shares: 5919637922, marketCap: 53500 * 5919637922,
    });
    expect((await source().barsOn('2026-11-19')).map((r) => r.code)).not.toContain('000020');
    expect(await source().barsOn('2026-11-13')).toEqual([]);

    const wrongKey = new FscStockPrices({ serviceKey: 'not-registered', baseUrl: fsc.url });
    await expect(wrongKey.barsOn('2026-11-16')).rejects.toThrow(new MarketSourceError('fsc', 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR'));
    fsc.failWith = { status: 500, body: 'Unexpected errors' };
    await expect(source().barsOn('2026-11-16')).rejects.toThrow(/HTTP 500/);
    fsc.failWith = null;
  });

  it('reads the KOSPI close from 지수시세정보 by name, and nothing for a day without it', async () => {
    fsc.indexRequests.length = 0;
    expect(await source().indexOn('2026-11-16')).toEqual({ code: 'KOSPI', name: 'KOSPI', date: '2026-11-16', open: 2510.1, high: 2515, low: 2490.2, close: 2500 });
    expect(fsc.indexRequests[0]!.get('idxNm')).toBe('코스피');
    expect(fsc.indexRequests[0]!.get('resultType')).toBe('json');
    expect(await source().indexOn('2026-11-19')).toBeNull();
    const wrongKey = new FscStockPrices({ serviceKey: 'not-registered', baseUrl: fsc.url });
    await expect(wrongKey.indexOn('2026-11-16')).rejects.toThrow(new MarketSourceError('fsc', 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR'));
  });
});

describe('with the FSC source configured', () => {
  it('answers 7101 before the first import instead of sample figures', async () => {
    const res = await t.request({ method: 'GET', url: '/api/stocks/rank/kr' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: '7101' });
  });

  it('imports each missing trading day once across two processes, without asking during page requests', async () => {
    const other = connect(t.database.url, 2);
    const job = (db: typeof t.database) => ({ name: 'market-eod-import', pattern: '* * * * * *', run: () => new MarketImport(db.db, [source(1000)], friday).nightly() });
    fsc.requests.length = 0;
    const ran = await Promise.all([runOnce(t.database.pool, job(t.database), silent), runOnce(other.pool, job(other), silent)]);
    await runOnce(other.pool, job(other), silent);
    await other.pool.end();
    expect(ran.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    // The first run starts a week before Thursday; each trading day is asked once in all. The 12th and 13th answer
    // empty and are a week old: recorded closed (holidays the calendar did not know), so no run asks again.
    expect(fsc.askedDays).toEqual(['20261112', '20261113', '20261116', '20261117', '20261118', '20261119']);
    expect((await t.database.pool.query(`select to_char(day, 'MM-DD') as day, status, bars from market_imports order by day`)).rows).toEqual([
      { day: '11-12', status: 'closed', bars: 0 },
      { day: '11-13', status: 'closed', bars: 0 },
      { day: '11-16', status: 'done', bars: 5 },
      { day: '11-17', status: 'done', bars: 5 },
      { day: '11-18', status: 'done', bars: 5 },
      { day: '11-19', status: 'done', bars: 4 },
    ]);

    // Tuesday night: Friday is not published yet (empty, recent): left pending, and Monday is not asked before it.
    fsc.requests.length = 0;
    const tuesday = await new MarketImport(t.database.db, [source(1000)], () => new Date('2026-11-24T10:00:00Z')).nightly();
    expect(tuesday).toEqual([{ region: 'kr', day: '2026-11-20', status: 'pending', bars: 0 }]);
    expect(fsc.askedDays).toEqual(['20261120']);
    expect(await count(`select count(*) as n from market_imports`)).toBe(6);
    // KOSPI is stored beside each day with bars (the 19th had none recorded); never as a stock.
    expect((await t.database.pool.query(`select to_char(day, 'MM-DD') as day, code, name, close::float8 as close from market_index_bars order by day`)).rows).toEqual([
      { day: '11-16', code: 'KOSPI', name: 'KOSPI', close: 2500 },
      { day: '11-17', code: 'KOSPI', name: 'KOSPI', close: 2525 },
      { day: '11-18', code: 'KOSPI', name: 'KOSPI', close: 2450 },
    ]);

    const before = fsc.requests.length;
    const rank = await get('/api/stocks/rank/kr?type=cap&limit=10', stockRankResponse);
    expect(rank).toMatchObject({ is_sample: 'N', as_of: '2026-11-19' });
    expect(rank.notice).toContain('출처: 금융위원회 주식시세정보');
    expect(rank.items.map((i) => i.code)).toEqual(['005930', '000660', '010140', '000020', '123460', '123450']);

    const samsung = await get('/api/stocks/kr/005930', stockInfoResponse);
    expect(samsung.price).toMatchObject({ date: '2026-11-19', price: 55300, prev_close: 54800, open: 54800, high: 55600, low: 54700, volume: 12500000 });
    expect(samsung.figures).toMatchObject({ market_cap: 55300 * 5919637922, shares_outstanding: 5919637922, high_52w: 55600, low_52w: 53100 });

    const history = await get('/api/stocks/kr/005930/history?range=1M', stockHistoryResponse);
    expect(history.items.map((b) => b.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    expect(history.items[3]).toEqual({ date: '2026-11-19', open: 54800, high: 55600, low: 54700, close: 55300, volume: 12500000 });

    // A halted stock keeps its last bar; its page says which day that was.
    const halted = await get('/api/stocks/kr/000020', stockInfoResponse);
    expect(halted).toMatchObject({ as_of: '2026-11-18', price: { date: '2026-11-18', price: 5350 } });
    expect((await get('/api/stocks/kr/000020/history?range=1M', stockHistoryResponse)).items.at(-1)!.date).toBe('2026-11-18');

    // A renamed company shows its new name; the stored day keeps the old one.
    expect((await get('/api/stocks/kr/010140', stockInfoResponse)).company.name_ko).toBe('삼성중공업해양');
    expect((await t.database.pool.query<{ name: string }>(`select name from market_bars where code = '010140' order by day`)).rows.map((r) => r.name)).toEqual(['삼성중공업', '삼성중공업', '삼성중공업', '삼성중공업해양']);

    // A code change: the new code carries on from its first day, the old one keeps its history.
    const found = await get(`/api/stocks/search?market=kr&q=${encodeURIComponent('가나다전자')}`, stockSearchResponse);
    expect(found).toMatchObject({ is_sample: 'N' });
    expect(found.items.map((i) => [i.code, i.price])).toEqual(expect.arrayContaining([['123460', 8350], ['123450', 8200]]));
    expect((await get('/api/stocks/kr/123460/history?range=1M', stockHistoryResponse)).items.map((b) => b.date)).toEqual(['2026-11-18', '2026-11-19']);

    // KONEX is not carried; the US pages stay on the labelled sample, never mixed with the imported figures.
    expect((await t.request({ method: 'GET', url: '/api/stocks/kr/900110' })).statusCode).toBe(404);
    expect(await get('/api/stocks/rank/us?limit=1', stockRankResponse)).toMatchObject({ is_sample: 'Y' });
    expect(fsc.requests.length).toBe(before);
  });

  it('backfills a range, skipping known holidays without asking, and gives daily bars to the practice area', async () => {
    const sources = [source(1000)];
    const { marketImport, stocks } = createStocks({ db: t.database.db, config: t.config, sources });
    fsc.requests.length = 0;
    const results = await marketImport.backfill('2026-09-22', '2026-09-28');
    // 추석 (24th–25th) and the weekend are never asked; the 22nd answers empty and is old enough to be final.
    expect(fsc.askedDays).toEqual(['20260922', '20260923', '20260928']);
    expect(results.map((r) => `${r.day}:${r.status}:${r.bars}`)).toEqual(['2026-09-22:closed:0', '2026-09-23:done:1', '2026-09-28:done:1']);

    const bars = await stocks.dailyBars('kr', '005930', '2026-09-01', '2026-11-17');
    expect(bars).toEqual([
      { date: '2026-09-23', open: 51700, high: 52300, low: 51600, close: 52000, volume: 10000000 },
      { date: '2026-09-28', open: 52000, high: 52800, low: 51900, close: 52600, volume: 11000000 },
      { date: '2026-11-16', open: 53700, high: 54000, low: 53100, close: 53500, volume: 12345678 },
      { date: '2026-11-17', open: 53600, high: 54300, low: 53400, close: 54100, volume: 11234567 },
    ]);
    const kospi = await stocks.indexBars('kr', '2026-09-01', '2026-11-17');
    expect(kospi).toMatchObject({ name: 'KOSPI', is_sample: 'N' });
    expect(kospi.notice).toContain('출처: 금융위원회');
    expect(kospi.bars.map((b) => [b.date, b.close])).toEqual([['2026-09-23', 2410.55], ['2026-09-28', 2422.35], ['2026-11-16', 2500], ['2026-11-17', 2525]]);
    // The US keeps the labelled sample S&P 500.
    expect(await stocks.indexBars('us', '2026-11-16', '2026-11-17')).toMatchObject({ name: 'S&P 500', is_sample: 'Y' });
    await expect(stocks.dailyBars('kr', '999999', '2026-09-01', '2026-11-17')).rejects.toMatchObject({ code: '5003' });
  });

  it("saves a day's stocks when its benchmark index cannot be read, and a backfill fills the index in later", async () => {
    await t.database.pool.query(`delete from market_index_bars where region = 'kr' and day = '2026-11-17'`);
    const refused = new FscStockPrices({ serviceKey: fsc.serviceKey, baseUrl: fsc.url, pageSize: 1000 });
    refused.indexOn = () => Promise.reject(new MarketSourceError('fsc', 'SERVICE_ACCESS_DENIED_ERROR'));
    const [day] = await new MarketImport(t.database.db, [refused]).backfill('2026-11-17', '2026-11-17');
    expect(day).toMatchObject({ day: '2026-11-17', status: 'done', bars: 5, indexError: expect.stringContaining('SERVICE_ACCESS_DENIED_ERROR') });
    expect(await count(`select count(*) as n from market_bars where day = '2026-11-17'`)).toBe(5);
    expect(await count(`select count(*) as n from market_index_bars where day = '2026-11-17'`)).toBe(0);
    const [again] = await new MarketImport(t.database.db, [source(1000)]).backfill('2026-11-17', '2026-11-17');
    expect(again).toEqual({ region: 'kr', day: '2026-11-17', status: 'done', bars: 5 });
    expect(await count(`select count(*) as n from market_index_bars where day = '2026-11-17'`)).toBe(1);
  });
});
