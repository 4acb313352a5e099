import { stocksApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { SAMPLE_DATA_NOTICE, STOCK_FAVORITES_MAX, envelope, stockFavoriteItem, stockFavoriteRemoved, stockFavoritesResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockFavorites } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(tokens: Tokens, query?: { market: string }) {
  const res = await call(t, stocksApi.favorites, { who: tokens, ...(query ? { query } : {}) });
  expect(res.body.code, JSON.stringify(res.body)).toBe('0000');
  return envelope(stockFavoritesResponse).parse(res.body).data;
}

async function memberTokens() {
  return login(t, await createMember(t));
}

describe('stock favorites', () => {
  it('needs a signed-in member: 0907 without a token on every call', async () => {
    for (const [endpoint, options] of [
      [stocksApi.favorites, {}],
      [stocksApi.addFavorite, { payload: { market: 'kr', code: '005930' } }],
      [stocksApi.addFavorite, { payload: { market: 'jp', code: '' } }],
      [stocksApi.removeFavorite, { params: { region: 'kr', code: '005930' } }],
    ] as const) {
      const res = await call(t, endpoint, options);
      expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(res.body.code).toBe('0907');
    }
  });

  it('adds, lists newest first with the search-item shape and prices, and labels the figures as sample data', async () => {
    const tokens = await memberTokens();
    expect((await list(tokens)).items).toEqual([]);

    const added = await call(t, stocksApi.addFavorite, { who: tokens, payload: { market: 'kr', code: '005930' } });
    expect(added.body.code).toBe('0000');
    expect(added.body.message).toMatch(/[가-힣]/);
    expect(stockFavoriteItem.parse(added.body.data)).toMatchObject({ region: 'kr', code: '005930', name_ko: '삼성전자', market_label: '코스피', currency: 'KRW' });

    expect((await call(t, stocksApi.addFavorite, { who: tokens, payload: { market: 'US', code: 'aapl' } })).body.code).toBe('0000');

    const data = await list(tokens);
    expect(data).toMatchObject({ is_sample: 'Y', notice: SAMPLE_DATA_NOTICE, max: STOCK_FAVORITES_MAX });
    expect(data.items.map((i) => `${i.region}:${i.code}`)).toEqual(['us:AAPL', 'kr:005930']);
    for (const item of data.items) {
      expect(item.price).toBeGreaterThan(0);
      expect(typeof item.change_rate).toBe('number');
      expect(typeof item.change).toBe('number');
    }
    expect((await list(tokens, { market: 'kr' })).items.map((i) => i.code)).toEqual(['005930']);
    expect((await list(tokens, { market: 'us' })).items.map((i) => i.code)).toEqual(['AAPL']);
  });

  it('adding twice is a no-op that keeps the first date; removing twice is a success both times', async () => {
    const tokens = await memberTokens();
    const first = stockFavoriteItem.parse((await call(t, stocksApi.addFavorite, { who: tokens, payload: { market: 'kr', code: '000660' } })).body.data);
    const again = await call(t, stocksApi.addFavorite, { who: tokens, payload: { market: 'kr', code: '000660' } });
    expect(again.body.code).toBe('0000');
    expect(stockFavoriteItem.parse(again.body.data).added_at).toBe(first.added_at);
    expect((await list(tokens)).items).toHaveLength(1);

    const removed = await call(t, stocksApi.removeFavorite, { who: tokens, params: { region: 'kr', code: '000660' } });
    expect(removed.body.code).toBe('0000');
    expect(stockFavoriteRemoved.parse(removed.body.data)).toEqual({ region: 'kr', code: '000660', removed: true });
    const twice = await call(t, stocksApi.removeFavorite, { who: tokens, params: { region: 'kr', code: '000660' } });
    expect(twice.body.code).toBe('0000');
    expect(stockFavoriteRemoved.parse(twice.body.data).removed).toBe(false);
    expect((await list(tokens)).items).toEqual([]);
  });

  it('refuses unknown, malformed or foreign input with a 5xxx code and stores nothing', async () => {
    const tokens = await memberTokens();
    const cases = [
      [{ market: 'kr', code: '999999' }, 404, '5003'],
      [{ market: 'us', code: 'ZZZZZZ' }, 404, '5003'],
      [{ market: 'kr', code: 'AAPL' }, 400, '5002'],
      [{ market: 'kr', code: 'x'.repeat(40) }, 400, '5002'],
      [{ market: 'jp', code: '005930' }, 400, '5001'],
    ] as const;
    for (const [payload, status, code] of cases) {
      const res = await call(t, stocksApi.addFavorite, { who: tokens, payload });
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    const extra = await call(t, stocksApi.addFavorite, { who: tokens, payload: { market: 'kr', code: '005930', member_id: 1 } });
    expect(extra.status).toBe(400);
    expect((await call(t, stocksApi.removeFavorite, { who: tokens, params: { region: 'jp', code: '005930' } })).body.code).toBe('5001');
    expect((await list(tokens)).items).toEqual([]);
  });

  it(`stops at ${STOCK_FAVORITES_MAX} per member with a Korean 5011 message, but re-adding a kept one still succeeds`, async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    // Fill the list directly; codes no longer listed are kept in the count but left out of the list.
    await t.database.db
      .insert(stockFavorites)
      .values(Array.from({ length: STOCK_FAVORITES_MAX - 1 }, (_, i) => ({ memberId: m.id, region: 'us', code: `DL${i}` })));
    expect((await call(t, stocksApi.addFavorite, { who: tokens, payload: { market: 'kr', code: '005930' } })).body.code).toBe('0000');
    const full = await call(t, stocksApi.addFavorite, { who: tokens, payload: { market: 'kr', code: '000660' } });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('5011');
    expect(full.body.message).toContain(String(STOCK_FAVORITES_MAX));
    expect((await call(t, stocksApi.addFavorite, { who: tokens, payload: { market: 'kr', code: '005930' } })).body.code).toBe('0000');
    expect((await list(tokens)).items.map((i) => i.code)).toEqual(['005930']);
  });

  it('concurrent adds of one member cannot pass the cap', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    await t.database.db
      .insert(stockFavorites)
      .values(Array.from({ length: STOCK_FAVORITES_MAX - 1 }, (_, i) => ({ memberId: m.id, region: 'us', code: `DL${i}` })));
    const codes = ['005930', '000660', '035420', '005380'];
    const results = await Promise.all(codes.map((code) => call(t, stocksApi.addFavorite, { who: tokens, payload: { market: 'kr', code } })));
    expect(results.filter((r) => r.body.code === '0000')).toHaveLength(1);
    expect(results.filter((r) => r.body.code === '5011')).toHaveLength(codes.length - 1);
  });

  it("keeps members apart: one never sees or removes another's favorites", async () => {
    const alice = await memberTokens();
    const bob = await memberTokens();
    await call(t, stocksApi.addFavorite, { who: alice, payload: { market: 'kr', code: '005930' } });
    await call(t, stocksApi.addFavorite, { who: bob, payload: { market: 'us', code: 'NVDA' } });

    expect((await list(alice)).items.map((i) => i.code)).toEqual(['005930']);
    expect((await list(bob)).items.map((i) => i.code)).toEqual(['NVDA']);

    // Bob removing Alice's code touches only his own (empty) entry.
    const res = await call(t, stocksApi.removeFavorite, { who: bob, params: { region: 'kr', code: '005930' } });
    expect(stockFavoriteRemoved.parse(res.body.data).removed).toBe(false);
    expect((await list(alice)).items.map((i) => i.code)).toEqual(['005930']);
  });
});
