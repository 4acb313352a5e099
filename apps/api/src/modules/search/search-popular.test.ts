import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Issue 48 item 13: 인기 검색어 count only searches that found something; 삼전 finds 삼성전자. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const record = async (searchText: string) => (await t.request({ method: 'POST', url: '/api/comm/search/record', payload: { searchText } })).json<{ code: string; data: { counted: boolean } }>();
const popular = async () => (await t.request({ method: 'GET', url: '/api/comm/search/popular' })).json<{ data: { terms: string[] } }>().data.terms;

describe('popular searches', () => {
  it('counts what found something, most searched first; a search that found nothing never becomes popular', async () => {
    expect(await popular()).toEqual([]);
    for (const q of ['차트', '  차트 ', '반도체', '차트', 'zzz없는검색어']) await record(q);
    expect((await record('zzz없는검색어')).data.counted).toBe(false);
    expect((await record('반도체')).data.counted).toBe(true);
    expect(await popular()).toEqual(['차트', '반도체']);
    const empty = await t.request({ method: 'POST', url: '/api/comm/search/record', payload: { searchText: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('검색어를 입력해 주세요.');
  });
});

describe('stock nicknames in the stock search', () => {
  it('삼전 finds 삼성전자, 하닉 SK하이닉스; an official name still ranks above a nickname', async () => {
    const names = async (market: string, q: string) =>
      (await t.request({ method: 'GET', url: `/api/stocks/search?market=${market}&q=${encodeURIComponent(q)}` })).json<{ data: { items: { name_ko: string }[] } }>().data.items.map((i) => i.name_ko);
    expect((await names('kr', '삼전'))[0]).toBe('삼성전자');
    expect((await names('kr', '하닉'))[0]).toBe('SK하이닉스');
    expect((await names('kr', '카카오'))[0]).toBe('카카오');
  });
});
