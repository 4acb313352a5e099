import { codes, koreanDay, practiceContest } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { PointsService } from '../commerce/points/points.service.ts';
import { ContestService, type ContestOperator } from './practice.contest.ts';
import type { Bar } from './practice.rules.ts';
import { PracticeService, type StocksPort } from './practice.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A stocks area with hand-written bars for 005930 (KOSPI) and AAPL. */
function fakeStocks(bars: Record<string, Bar[]>): StocksPort {
  const names: Record<string, { nameKo: string; market: string }> = { '005930': { nameKo: '삼성전자', market: 'KOSPI' }, AAPL: { nameKo: '애플', market: 'NASDAQ' } };
  return {
    sampleLabel: { is_sample: 'Y', notice: '샘플' },
    async company(_region, code) {
      return { code: code.toUpperCase(), ...names[code.toUpperCase()]! };
    },
    async dailyBarsOf(code, from, to) {
      return (bars[code] ?? []).filter((b) => b.date >= from && b.date <= to);
    },
    async indexBars(region) {
      return { name: region === 'kr' ? 'KOSPI' : 'S&P 500', is_sample: 'Y', notice: '샘플', bars: [] };
    },
  };
}

const bar = (date: string, open: number, high: number, low: number, close: number): Bar => ({ date, open, high, low, close });

async function operator(role: 'staff' | 'admin', nickname?: string): Promise<ContestOperator> {
  return { memberId: (await createMember(t, { role, ...(nickname ? { nickname } : {}) })).id, role, ip: '127.0.0.1' };
}

async function auditRows(action: string, targetId: number) {
  const { rows } = await t.database.pool.query<{ actor_id: string; before: unknown; after: { prizes?: { member_id: number; points: number }[]; passed_over?: number[] } }>(
    'select actor_id, before, after from admin_changes where action = $1 and target_id = $2',
    [action, String(targetId)],
  );
  return rows;
}

describe('contest rounds (service, set clock)', () => {
  it('close only after the month, by an admin when points are at stake; points go to members, with an audit row', async () => {
    const clock = { now: new Date('2026-11-24T07:00:00Z') };
    const local = { '005930': [bar('2026-11-24', 70_000, 70_000, 70_000, 70_000)] };
    const practice = new PracticeService(t.database.db, fakeStocks(local), () => clock.now);
    const points = new PointsService(t.database.db);
    const contests = new ContestService(t.database.db, practice, points, () => clock.now);
    const admin = await operator('admin', '운영자');
    const staff = await operator('staff', '마감담당');
    const closer = await operator('admin', '관리자2');

    await expect(contests.create(admin, { title: '지난 달 대회', region: 'kr', month: '2026-10', points_top: [] })).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_PAST_MONTH.code });
    await expect(contests.create(staff, { title: '포인트 대회', region: 'kr', month: '2026-11', points_top: [1000] })).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_POINTS_ADMIN.code });
    const round = await contests.create(admin, { title: '11월 모의투자 대회', region: 'kr', month: '2026-11', points_top: [3000, 1000] });
    expect(await auditRows('practice_contest.create', round.id)).toEqual([expect.objectContaining({ actor_id: String(admin.memberId), after: { title: '11월 모의투자 대회', region: 'kr', month: '2026-11', points_top: [3000, 1000] } })]);
    await expect(contests.create(admin, { title: '중복', region: 'kr', month: '2026-11', points_top: [] })).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_MONTH_TAKEN.code });

    // Points are money: whoever set them, and any operator account, stays out of the round.
    await expect(contests.join(admin.memberId, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_OWN_POINTS.code });
    await expect(contests.join(staff.memberId, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_OPERATOR_ENTRY.code });
    const nameless = (await createMember(t)).id;
    await t.database.db.update(members).set({ nickname: null }).where(eq(members.id, nameless));
    await expect(contests.join(nameless, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_NICKNAME.code });

    const [a, b, c] = [await createMember(t, { nickname: '개미1호' }), await createMember(t, { nickname: '가치투자' }), await createMember(t, { nickname: '단타왕' })];
    for (const m of [a, b, c]) await contests.join(m.id, round.id);
    await practice.order(a.id, { region: 'kr', code: '005930', side: 'buy', kind: 'limit', qty: 100, limit_price: 70_000 });
    clock.now = new Date('2026-11-25T07:00:00Z');
    local['005930'].push(bar('2026-11-25', 70_000, 77_000, 70_000, 77_000));
    await practice.fillDue(null);
    const open = await contests.list(b.id, '2026-11');
    const entries = open.items[0]!.entries;
    expect(entries.map((e) => [e.nickname, e.is_me])).toEqual([['개미1호', false], ['가치투자', true], ['단타왕', false]]);
    expect(JSON.stringify(open)).not.toContain(a.email);
    expect(Object.keys(entries[0]!).sort()).toEqual(['is_me', 'nickname', 'rank', 'return_rate']);

    // Still November in Korea, and on the last evening of the month: the ranking cannot be frozen yet.
    await expect(contests.close(closer, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_NOT_ENDED.code });
    clock.now = new Date('2026-11-30T14:59:00Z');
    await expect(contests.close(closer, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_NOT_ENDED.code });
    clock.now = new Date('2026-11-30T15:00:00Z'); // 1 December, 00:00 KST
    await expect(contests.close(staff, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_POINTS_ADMIN.code });
    // The first place became staff after joining: an operator wins no points, so both prizes move down.
    await t.database.db.update(members).set({ role: 'staff' }).where(eq(members.id, a.id));
    await expect(contests.close({ memberId: a.id, role: 'staff', ip: '127.0.0.1' }, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_POINTS_ADMIN.code });
    const closed = await contests.close(closer, round.id);
    expect(closed.status).toBe('closed');
    expect(closed.entries.map((e) => e.nickname)).toEqual(['개미1호', '가치투자', '단타왕']);
    expect([await points.balance(a.id), await points.balance(b.id), await points.balance(c.id)]).toEqual([0, 3000, 1000]);
    const [closeRow] = await auditRows('practice_contest.close', round.id);
    expect(closeRow).toMatchObject({ actor_id: String(closer.memberId), before: { status: 'open' } });
    expect(closeRow!.after.prizes).toEqual([{ rank: 2, member_id: b.id, points: 3000 }, { rank: 3, member_id: c.id, points: 1000 }]);
    expect(closeRow!.after.passed_over).toEqual([a.id]);
    await expect(contests.close(closer, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_CLOSED.code });
  });

  it('an entrant cannot close; a US round waits for New York’s last close of the month; two closes pay once', async () => {
    const clock = { now: new Date('2026-10-05T01:00:00Z') };
    const practice = new PracticeService(t.database.db, fakeStocks({}), () => clock.now);
    const points = new PointsService(t.database.db);
    const contests = new ContestService(t.database.db, practice, points, () => clock.now);
    const admin = await operator('admin');
    const round = await contests.create(admin, { title: '10월 미국 대회', region: 'us', month: '2026-10', points_top: [500] });
    const entrant = await createMember(t, { nickname: '미장러' });
    await contests.join(entrant.id, round.id);
    const entrantAdmin: ContestOperator = { memberId: entrant.id, role: 'admin', ip: '127.0.0.1' };

    clock.now = new Date('2026-10-31T16:00:00Z'); // 1 November 01:00 KST, 12:00 in New York on the 31st
    await expect(contests.close(admin, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_NOT_ENDED.code });
    clock.now = new Date('2026-10-31T21:00:00Z'); // after New York's close
    await expect(contests.close(entrantAdmin, round.id)).rejects.toMatchObject({ code: codes.PRACTICE_CONTEST_OWN_CLOSE.code });
    const other = await operator('admin');
    const results = await Promise.allSettled([contests.close(admin, round.id), contests.close(other, round.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await points.balance(entrant.id)).toBe(500);
    expect(await auditRows('practice_contest.close', round.id)).toHaveLength(1);
  });
});

describe('contest rounds over HTTP', () => {
  async function call(method: 'GET' | 'POST', url: string, tokens?: Tokens, payload?: object) {
    const res = await t.request({ method, url, ...(tokens ? { headers: bearer(tokens) } : {}), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<{ code: string; message: string; data: unknown }>() };
  }
  const balanceOf = async (tokens: Tokens) => ((await call('GET', '/api/my/balance', tokens)).body.data as { balance: number }).balance;

  function months() {
    const current = koreanDay(new Date()).slice(0, 7);
    const [y, m] = current.split('-').map(Number) as [number, number];
    const previous = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    return { current, previous };
  }

  it('attack: staff opens a past month with 100,000P, a member joins, staff closes at once — no point is paid', async () => {
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const member = await login(t, await createMember(t, { nickname: '지인계정' }));
    const { previous, current } = months();
    const outcomes: string[] = [];
    for (const month of [previous, current]) {
      const created = await call('POST', '/api/admin/practice/contests', staff, { title: '깜짝 대회', region: 'kr', month, points_top: [100_000] });
      outcomes.push(created.body.code);
      if (created.body.code !== '0000') continue;
      const round = practiceContest.parse(created.body.data);
      outcomes.push((await call('POST', `/api/practice/contests/${round.id}/join`, member)).body.code);
      outcomes.push((await call('POST', `/api/admin/practice/contests/${round.id}/close`, staff)).body.code);
    }
    expect(outcomes).toEqual(['8700', '8702']);
    expect(await balanceOf(member)).toBe(0);
    const refused = await call('POST', '/api/admin/practice/contests', staff, { title: '깜짝 대회', region: 'kr', month: previous, points_top: [] });
    expect(refused).toMatchObject({ status: 400, body: { code: '8700', message: expect.stringMatching(/지난 달/) } });
  });

  it('an admin opens a round; members see the rules; closing waits for the month, then pays and is audited', async () => {
    const admin = await login(t, await createMember(t, { role: 'admin' }));
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const { current } = months();
    const created = await call('POST', '/api/admin/practice/contests', admin, { title: '이달의 대회', region: 'us', month: current, points_top: [500] });
    expect(created.body.code, JSON.stringify(created.body)).toBe('0000');
    const round = practiceContest.parse(created.body.data);
    const member = await login(t, await createMember(t, { nickname: '주린이' }));
    expect((await call('POST', `/api/practice/contests/${round.id}/join`, member)).body.code).toBe('0000');
    expect((await call('POST', `/api/practice/contests/${round.id}/join`, staff)).body.code).toBe('8703');
    const list = (await call('GET', '/api/practice/contests', member)).body.data as { items: { id: number; joined: boolean; notice: string; rules: string[]; entries: { nickname: string }[] }[] };
    const mine = list.items.find((c) => c.id === round.id)!;
    expect(mine).toMatchObject({ joined: true, entries: [{ nickname: '주린이' }] });
    expect(mine.notice).toContain('투자 조언이 아닙니다');
    expect(mine.rules.join(' ')).toContain('운영자 계정은');

    const early = await call('POST', `/api/admin/practice/contests/${round.id}/close`, admin);
    expect(early).toMatchObject({ status: 409, body: { code: '8701' } });
    // The month passes (the round is moved into the past rather than the clock forward).
    await t.database.pool.query("update practice_contests set month = '2020-01' where id = $1", [round.id]);
    expect((await call('POST', `/api/admin/practice/contests/${round.id}/close`, staff)).body.code).toBe('8702');
    const closed = await call('POST', `/api/admin/practice/contests/${round.id}/close`, admin);
    expect(closed.body.code, JSON.stringify(closed.body)).toBe('0000');
    expect(await balanceOf(member)).toBe(500);
    expect(await auditRows('practice_contest.close', round.id)).toHaveLength(1);
  });
});
