import { envelope, stockHistoryResponse, stockInfoResponse, stockRankResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usCompanies } from '../../providers/market-data/data/companies-us.ts';
import { MarketSourceError } from '../../providers/market-data/eod-source.ts';
import { TiingoDaily } from '../../providers/market-data/tiingo.ts';
import { FakeTiingo, type TiingoRecorded } from '../../test/fake-tiingo.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MarketImport } from './stocks.import.ts';

const bar = (date: string, open: number, high: number, low: number, close: number, volume: number): TiingoRecorded => ({
  date: `${date}T00:00:00.000Z`, close, high, low, open, volume,
  adjClose: close, adjHigh: high, adjLow: low, adjOpen: open, adjVolume: volume, divCash: 0, splitFactor: 1,
});

let t: TestContext;
let tiingo: FakeTiingo;
const carried = usCompanies.filter((c) => ['AAPL', 'MSFT', 'BRK.B'].includes(c.code));
const source = (token = tiingo.token) => new TiingoDaily({ token, baseUrl: tiingo.url, companies: [...carried, { ...carried[0]!, code: 'GONE' }] });

beforeAll(async () => {
  tiingo = await new FakeTiingo().start();
  tiingo.tickers.set('AAPL', [
    bar('2026-11-19', 266.4, 268, 265.1, 267.3, 40111222),
    bar('2026-11-20', 267.5, 269.9, 266.8, 269.05, 45222333),
    bar('2026-11-23', 269, 271.2, 268.3, 270.6, 39333444),
    bar('2026-11-24', 270.1, 273.5, 269.8, 272.95, 41234567), bar('2026-11-25', 273, 276.2, 272.4, 275.5, 38123456),
  ]);
  tiingo.tickers.set('MSFT', [bar('2026-11-24', 505.2, 509.9, 503.1, 508.45, 18234567), bar('2026-11-25', 508.5, 512, 506.7, 510.1, 17012345)]);
  tiingo.tickers.set('BRK-B', [bar('2026-11-24', 498, 501.3, 496.2, 500.75, 3456789), bar('2026-11-25', 500.8, 503, 499.5, 502.2, 3123456)]);
  // SPY stands in for the S&P 500 (Tiingo serves no index); the 20th's SPY bar is missing on purpose.
  tiingo.tickers.set('SPY', [bar('2026-11-19', 600, 603, 598, 602, 70111222), bar('2026-11-23', 601, 608, 600, 606.02, 65000000), bar('2026-11-24', 606, 612, 605, 611.5, 66000000), bar('2026-11-25', 611, 615, 609, 614.25, 64000000)]);
  t = await createTestApp({ MARKET_DATA_US: 'tiingo', TIINGO_API_TOKEN: tiingo.token, TIINGO_BASE_URL: tiingo.url });
});
afterAll(async () => {
  await t.close();
  await tiingo.stop();
});

async function get<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return schema.parse(envelope(z.unknown()).parse(res.json()).data);
}

describe('Tiingo end-of-day source', () => {
  it('reads one day per carried ticker (BRK.B as BRK-B), skips an unknown ticker, and stops on a refused token', async () => {
    const rows = await source().barsOn('2026-11-25');
    expect(rows.map((r) => [r.code, r.close])).toEqual([['AAPL', 275.5], ['MSFT', 510.1], ['BRK.B', 502.2]].filter(([c]) => carried.some((x) => x.code === c)));
    expect(tiingo.requests).toContain('/tiingo/daily/BRK-B/prices?startDate=2026-11-25&endDate=2026-11-25');
    expect(await source().barsOn('2026-11-21')).toEqual([]);
    await expect(source('wrong').barsOn('2026-11-25')).rejects.toThrow(new MarketSourceError('tiingo', 'HTTP 401: Invalid token.'));
  });

  it('imports after the US close, skips Thanksgiving without asking, and the US pages read the imported bars', async () => {
    // Friday 2026-11-27, 19:00 in Korea: the first run starts a week back; yesterday was Thanksgiving (closed).
    const run = new MarketImport(t.database.db, [source()], () => new Date('2026-11-27T10:00:00Z'));
    tiingo.requests.length = 0;
    const results = await run.nightly();
    expect(results.filter((r) => r.status === 'done').map((r) => r.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(tiingo.requests.some((p) => p.includes('2026-11-26'))).toBe(false);
    expect((await t.database.pool.query(`select to_char(day, 'MM-DD') as day, code, name, close::float8 as close from market_index_bars order by day`)).rows).toEqual([
      { day: '11-19', code: 'SPY', name: 'S&P 500 (SPY 기준)', close: 602 },
      { day: '11-23', code: 'SPY', name: 'S&P 500 (SPY 기준)', close: 606.02 },
      { day: '11-24', code: 'SPY', name: 'S&P 500 (SPY 기준)', close: 611.5 },
      { day: '11-25', code: 'SPY', name: 'S&P 500 (SPY 기준)', close: 614.25 },
    ]);

    tiingo.requests.length = 0;
    const rank = await get('/api/stocks/rank/us?type=volume', stockRankResponse);
    expect(rank).toMatchObject({ is_sample: 'N', as_of: '2026-11-25', notice: '출처: Tiingo 미국 주식 일별 종가' });
    expect(rank.items[0]).toMatchObject({ code: 'AAPL', price: 275.5, change: 2.55, volume: 38123456 });
    const apple = await get('/api/stocks/us/AAPL', stockInfoResponse);
    expect(apple.price).toMatchObject({ date: '2026-11-25', price: 275.5, prev_close: 272.95 });
    expect(apple.figures).toMatchObject({ market_cap: null, shares_outstanding: null, high_52w: 276.2, low_52w: 265.1 });
    expect((await get('/api/stocks/us/AAPL/history?range=1M', stockHistoryResponse)).items.map((b) => b.close)).toEqual([267.3, 269.05, 270.6, 272.95, 275.5]);
    expect(tiingo.requests).toEqual([]);
    // Korea stays on the labelled sample.
    expect(await get('/api/stocks/rank/kr?limit=1', stockRankResponse)).toMatchObject({ is_sample: 'Y' });
  });
});
