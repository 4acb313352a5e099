import { envelope, playInfoResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../schema/index.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Issue 48 item 19: a fresh start has a subtitled sample lecture and sample lectures tagged with stocks, labelled 예시. */

let t: TestContext;
let member: Tokens;
let guest: Tokens;

const get = (url: string, tokens?: Tokens) => t.request({ method: 'GET', url, ...(tokens ? { headers: bearer(tokens) } : {}) });
const playInfo = async (lcNo: number, tokens: Tokens) => envelope(playInfoResponse).parse((await get(`/api/rs/play/${lcNo}`, tokens)).json()).data;

beforeAll(async () => {
  t = await createTestApp();
  const [m, g] = await Promise.all([createMember(t), createMember(t)]);
  await t.database.db.insert(entitlements).values({ memberId: m.id, kind: 'pass', validFrom: new Date(Date.now() - 86_400_000) });
  [member, guest] = await Promise.all([login(t, m), login(t, g)]);
});
afterAll(() => t.close());

describe('sample catalogue', () => {
  it('a free lecture and a pass lecture carry the committed 예시 자막, served under the signed link like an uploaded one', async () => {
    for (const [lcNo, tokens] of [
      [101, guest],
      [2808, member],
    ] as const) {
      const info = await playInfo(lcNo, tokens);
      expect(info.subtitles, String(lcNo)).toMatchObject([{ lang: 'ko', label: '한국어' }]);
      const file = await get(info.subtitles[0]!.url, tokens);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/vtt');
      expect(file.body.startsWith('WEBVTT')).toBe(true);
      expect(file.body).toContain('[예시 자막]');
    }
    // A lecture the seed gave none has none.
    expect((await playInfo(2802, member)).subtitles).toEqual([]);
  });

  it('"이 종목을 다룬 강의" lists sample lectures for 삼성전자 and NVIDIA, each marked as sample data', async () => {
    const kr = (await get('/api/practice/stocks/kr/005930/lectures')).json<{ data: { items: { lc_no: number; is_demo: string; at_sec: number | null }[] } }>().data.items;
    expect(kr.map((l) => l.lc_no)).toEqual(expect.arrayContaining([2803, 2808, 2902]));
    expect(kr.every((l) => l.is_demo === 'Y')).toBe(true);
    expect(kr.find((l) => l.lc_no === 2808)?.at_sec).toBe(2);
    const us = (await get('/api/practice/stocks/us/NVDA/lectures')).json<{ data: { items: { lc_no: number }[] } }>().data.items;
    expect(us.map((l) => l.lc_no)).toEqual([2808]);
  });
});
