import {
  envelope,
  errorEnvelope,
  SAMPLE_DATA_NOTICE,
  stockFinanceResponse,
  stockHistoryResponse,
  stockInfoResponse,
  stockPriceResponse,
  stockRankResponse,
  stockSearchResponse,
  stockTop10Response,
} from '@school/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  const body = envelope(z.unknown()).parse(res.json());
  expect(body.code).toBe('0000');
  return schema.parse(body.data);
}

async function refused(url: string, status: number, code: string) {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  const body = res.json();
  expect(body.code, url).toBe(code);
  expect(body.message, url).toMatch(/[가-힣]/);
  return body as { code: string; message: string; data: unknown };
}

const searchUrl = (market: string, q: string, extra = '') => `/api/stocks/search?market=${market}&q=${encodeURIComponent(q)}${extra}`;

describe('GET /api/stocks/search', () => {
  it("finds 삼성전자 first for '삼성' and for 'ㅅㅅㅈㅈ', labelled as sample data", async () => {
    for (const q of ['삼성', 'ㅅㅅㅈㅈ']) {
      const data = await get(searchUrl('kr', q), stockSearchResponse);
      expect(data.items[0]).toMatchObject({ code: '005930', name_ko: '삼성전자', market: 'KOSPI', market_label: '코스피' });
      expect(data.items[0]!.price).toBeGreaterThan(0);
      expect(data).toMatchObject({ is_sample: 'Y', notice: SAMPLE_DATA_NOTICE, market: 'kr', q });
    }
  });

  it('ranks exact code, then name prefix, then 초성, then substring', async () => {
    expect((await get(searchUrl('kr', '005930'), stockSearchResponse)).items[0]?.code).toBe('005930');
    const sk = (await get(searchUrl('kr', 'SK'), stockSearchResponse)).items.map((i) => i.name_ko);
    expect(sk.slice(0, 2)).toEqual(['SK', 'SK하이닉스']);
    const substring = (await get(searchUrl('kr', '전자', '&limit=50'), stockSearchResponse)).items.map((i) => i.name_ko);
    expect(substring).toEqual(expect.arrayContaining(['삼성전자', 'LG전자']));
  });

  it("finds US companies by English name ('apple' → AAPL) and Korean name", async () => {
    expect((await get(searchUrl('us', 'apple'), stockSearchResponse)).items[0]).toMatchObject({ code: 'AAPL', name_en: 'Apple Inc.' });
    expect((await get(searchUrl('US', '엔비디아'), stockSearchResponse)).items[0]?.code).toBe('NVDA');
  });

  it('answers an empty or missing query with an empty list and 0000', async () => {
    expect((await get(searchUrl('kr', '   '), stockSearchResponse)).items).toEqual([]);
    expect((await get('/api/stocks/search?market=kr', stockSearchResponse)).items).toEqual([]);
  });

  it('honours limit', async () => {
    expect((await get(searchUrl('kr', 'ㅅ', '&limit=3'), stockSearchResponse)).items).toHaveLength(3);
    await refused(searchUrl('kr', 'ㅅ', '&limit=0'), 400, '5009');
    await refused(searchUrl('kr', 'ㅅ', '&limit=51'), 400, '5009');
  });

  it('refuses a bad market or an over-long query with a Korean 5xxx message', async () => {
    const market = await refused(searchUrl('jp', '삼성'), 400, '5001');
    expect(market.message).toContain('kr');
    await refused('/api/stocks/search?q=abc', 400, '5001');
    const long = await refused(searchUrl('kr', 'ㄱ'.repeat(256)), 400, '5008');
    expect(long.message).toContain('255');
    // 255 characters after trimming is fine.
    await get(searchUrl('kr', ` ${'가'.repeat(255)} `), stockSearchResponse);
  });

  it('refuses unknown or repeated parameters with the input code', async () => {
    await refused(searchUrl('kr', '삼성', '&foo=1'), 400, '1000');
    await refused(searchUrl('kr', '삼성', '&q=전자'), 400, '1000');
  });
});

describe('GET /api/stocks/rank/{kr|us}', () => {
  it('orders by market cap by default, numbering ranks from 1', async () => {
    const data = await get('/api/stocks/rank/kr', stockRankResponse);
    expect(data).toMatchObject({ region: 'kr', type: 'cap', market: null, currency: 'KRW', page: 1, limit: 20, total: 232, is_sample: 'Y' });
    expect(data.items.map((i) => i.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expectDescending(data.items.map((i) => i.market_cap));
  });

  it('orders by change rate and by volume', async () => {
    const change = await get('/api/stocks/rank/us?type=change&limit=100', stockRankResponse);
    expectDescending(change.items.map((i) => i.change_rate));
    const volume = await get('/api/stocks/rank/us?type=volume&limit=100', stockRankResponse);
    expectDescending(volume.items.map((i) => i.volume));
    expect(volume.total).toBe(230);
  });

  it('filters by exchange, in any letter case', async () => {
    const kosdaq = await get('/api/stocks/rank/kr?type=volume&market=kosdaq&limit=100', stockRankResponse);
    expect(kosdaq.market).toBe('KOSDAQ');
    expect(kosdaq.total).toBe(62);
    for (const i of kosdaq.items) expect(i).toMatchObject({ market: 'KOSDAQ', market_label: '코스닥' });
    expectDescending(kosdaq.items.map((i) => i.volume));
    const nyse = await get('/api/stocks/rank/us?market=NYSE&limit=100', stockRankResponse);
    for (const i of nyse.items) expect(i.market).toBe('NYSE');
    expectDescending(nyse.items.map((i) => i.market_cap));
  });

  it('pages on from where the last page ended', async () => {
    const first = await get('/api/stocks/rank/kr?limit=10&page=1', stockRankResponse);
    const second = await get('/api/stocks/rank/kr?limit=10&page=2', stockRankResponse);
    expect(second.items[0]!.rank).toBe(11);
    expect(second.items[0]!.market_cap).toBeLessThanOrEqual(first.items[9]!.market_cap);
    expect((await get('/api/stocks/rank/kr?limit=100&page=3', stockRankResponse)).items).toHaveLength(32);
    expect((await get('/api/stocks/rank/kr?limit=100&page=9', stockRankResponse)).items).toEqual([]);
  });

  it('refuses a bad region, type, exchange or page with a Korean 5xxx message', async () => {
    await refused('/api/stocks/rank/jp', 400, '5001');
    await refused('/api/stocks/rank/kr?type=price', 400, '5006');
    await refused('/api/stocks/rank/kr?market=NYSE', 400, '5007');
    await refused('/api/stocks/rank/us?market=KOSPI', 400, '5007');
    await refused('/api/stocks/rank/kr?market=TSE', 400, '5007');
    await refused('/api/stocks/rank/kr?page=0', 400, '5009');
    await refused('/api/stocks/rank/kr?limit=abc', 400, '5009');
  });
});

describe('GET /api/stocks/top10/{kr|us}', () => {
  it('gives the ten largest companies', async () => {
    const data = await get('/api/stocks/top10/us', stockTop10Response);
    expect(data.items).toHaveLength(10);
    expect(data.currency).toBe('USD');
    expectDescending(data.items.map((i) => i.market_cap));
    const rank = await get('/api/stocks/rank/us?limit=10', stockRankResponse);
    expect(data.items).toEqual(rank.items);
  });
});

describe('GET /api/stocks/{kr|us}/{code}', () => {
  it('gives the company, the latest price with its change, and key figures', async () => {
    const data = await get('/api/stocks/kr/005930', stockInfoResponse);
    expect(data.company).toEqual({
      code: '005930',
      name_ko: '삼성전자',
      name_en: 'Samsung Electronics',
      market: 'KOSPI',
      market_label: '코스피',
      sector: '반도체',
    });
    expect(data).toMatchObject({ is_sample: 'Y', notice: SAMPLE_DATA_NOTICE, currency: 'KRW' });
    const p = data.price;
    expect(p.date).toBe(data.as_of);
    expect(p.change).toBe(p.price - p.prev_close);
    expect(p.change_rate).toBeCloseTo(((p.price - p.prev_close) / p.prev_close) * 100, 1);
    expect(p.low).toBeLessThanOrEqual(p.high);
    const f = data.figures;
    expect(f.market_cap).toBe(Math.round(p.price * f.shares_outstanding!));
    expect(f.low_52w).toBeLessThanOrEqual(p.price);
    expect(f.high_52w).toBeGreaterThanOrEqual(p.price);
    expect(f.fiscal_year).toBeGreaterThan(2000);
  });

  it('accepts a lower-case ticker and the dash spelling of a share class', async () => {
    expect((await get('/api/stocks/us/aapl', stockInfoResponse)).company.code).toBe('AAPL');
    const brk = await get('/api/stocks/us/brk-b', stockInfoResponse);
    expect(brk.company).toMatchObject({ code: 'BRK.B', market: 'NYSE', market_label: '뉴욕증권거래소' });
    expect(brk.currency).toBe('USD');
  });

  it('refuses a bad region (400), a malformed code (400) and an unknown code (404)', async () => {
    await refused('/api/stocks/jp/7203', 400, '5001');
    await refused('/api/stocks/kr/AAPL', 400, '5002');
    await refused('/api/stocks/kr/12345', 400, '5002');
    await refused('/api/stocks/us/005930', 400, '5002');
    await refused(`/api/stocks/kr/${'1'.repeat(13)}`, 400, '5002');
    const unknown = await refused('/api/stocks/kr/999999', 404, '5003');
    expect(unknown.message).toContain('종목');
    await refused('/api/stocks/us/ZZZZ', 404, '5003');
    await refused('/api/stocks/us/ZZZZ/history', 404, '5003');
    await refused('/api/stocks/kr/999999/finance', 404, '5003');
  });
});

describe('GET /api/stocks/{kr|us}/{code}/price', () => {
  it('matches the price of the info call', async () => {
    const data = await get('/api/stocks/us/MSFT/price', stockPriceResponse);
    expect(data).toMatchObject({ code: 'MSFT', currency: 'USD', is_sample: 'Y' });
    expect(data.price).toEqual((await get('/api/stocks/us/MSFT', stockInfoResponse)).price);
  });
});

describe('GET /api/stocks/{kr|us}/{code}/history', () => {
  it('returns about the right number of trading days per range, oldest first, ending on as_of', async () => {
    const expected = { '1M': [20, 23], '3M': [60, 67], '1Y': [259, 263], '5Y': [1300, 1307] } as const;
    for (const [range, [min, max]] of Object.entries(expected)) {
      const data = await get(`/api/stocks/kr/000660/history?range=${range}`, stockHistoryResponse);
      expect(data.range).toBe(range);
      expect(data.items.length, range).toBeGreaterThanOrEqual(min);
      expect(data.items.length, range).toBeLessThanOrEqual(max);
      const dates = data.items.map((b) => b.date);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates.at(-1)).toBe(data.as_of);
    }
  });

  it("defaults to 1Y and accepts '3m'", async () => {
    expect((await get('/api/stocks/us/AAPL/history', stockHistoryResponse)).range).toBe('1Y');
    expect((await get('/api/stocks/us/AAPL/history?range=3m', stockHistoryResponse)).range).toBe('3M');
  });

  it('ends on the close the info call shows', async () => {
    const history = await get('/api/stocks/kr/035420/history?range=1M', stockHistoryResponse);
    const info = await get('/api/stocks/kr/035420', stockInfoResponse);
    expect(history.items.at(-1)!.close).toBe(info.price.price);
    expect(history.items.at(-2)!.close).toBe(info.price.prev_close);
  });

  it('refuses an unknown range with a Korean 5xxx message', async () => {
    const body = await refused('/api/stocks/kr/005930/history?range=2Y', 400, '5004');
    expect(body.message).toContain('1M');
    await refused('/api/stocks/kr/005930/history?range=', 400, '5004');
  });
});

describe('GET /api/stocks/{kr|us}/{code}/finance', () => {
  it("defaults to proc_type '01': five annual consolidated years, oldest first", async () => {
    const data = await get('/api/stocks/kr/005930/finance', stockFinanceResponse);
    expect(data).toMatchObject({ proc_type: '01', proc_type_label: '연결 연간', currency: 'KRW', is_sample: 'Y' });
    expect(data.list).toHaveLength(5);
    const periods = data.list.map((p) => p.period);
    expect(periods).toEqual([...periods].sort());
    for (const p of data.list) expect(p.period).toMatch(/^\d{4}$/);
    expect(await get('/api/stocks/kr/005930/finance?proc_type=01', stockFinanceResponse)).toEqual(data);
  });

  it("gives quarters for '03'/'04' and parent-only figures for '02'/'04'", async () => {
    const quarters = await get('/api/stocks/us/NVDA/finance?proc_type=03', stockFinanceResponse);
    expect(quarters.list).toHaveLength(8);
    for (const p of quarters.list) expect(p.period).toMatch(/^\d{4}\.Q[1-4]$/);
    const separateQuarters = await get('/api/stocks/us/NVDA/finance?proc_type=04', stockFinanceResponse);
    expect(separateQuarters.list.map((p) => p.period)).toEqual(quarters.list.map((p) => p.period));
    const consolidated = await get('/api/stocks/us/NVDA/finance?proc_type=01', stockFinanceResponse);
    const separate = await get('/api/stocks/us/NVDA/finance?proc_type=02', stockFinanceResponse);
    expect(separate.proc_type_label).toBe('별도 연간');
    expect(separate.list[0]!.revenue).not.toBe(consolidated.list[0]!.revenue);
  });

  it('refuses an unknown proc_type with a Korean 5xxx message', async () => {
    const body = await refused('/api/stocks/kr/005930/finance?proc_type=05', 400, '5005');
    expect(body.message).toContain('01');
    await refused('/api/stocks/kr/005930/finance?proc_type=1', 400, '5005');
  });
});

describe('determinism and caching', () => {
  it('answers the same figures twice', async () => {
    for (const url of [
      '/api/stocks/kr/005930',
      '/api/stocks/kr/005930/history?range=5Y',
      '/api/stocks/us/TSLA/finance?proc_type=03',
      '/api/stocks/rank/kr?type=change',
    ]) {
      const a = await t.request({ method: 'GET', url });
      const b = await t.request({ method: 'GET', url });
      expect(a.statusCode).toBe(200);
      expect(b.body, url).toBe(a.body);
    }
  });

  it('documents the stock calls in OpenAPI', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/stocks/search',
      '/api/stocks/rank/{region}',
      '/api/stocks/top10/{region}',
      '/api/stocks/{region}/{code}',
      '/api/stocks/{region}/{code}/history',
      '/api/stocks/{region}/{code}/finance',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
  });

  it('keeps validation failures in the error envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/stocks/kr/005930/history?range=10Y' });
    expect(errorEnvelope.safeParse(res.json()).success).toBe(false); // data carries the fields
    expect(res.json().data.fields[0].field).toBe('querystring.range');
  });
});

function expectDescending(values: number[]) {
  for (let i = 1; i < values.length; i++) expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
}
