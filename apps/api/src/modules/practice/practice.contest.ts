import { PRACTICE_NOT_ADVICE, type ContestBody, type PracticeContest, type PracticeContests } from '@school/contracts';
import type { Conn, Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as q from './practice.queries.ts';
import type { PracticeService } from './practice.service.ts';
import type { Region } from './practice.rules.ts';

/** What a contest needs of commerce's points: a grant inside the closing transaction. */
export interface PointsPort {
  grant(tx: Conn, input: { memberId: number; amount: number; reason: 'event'; description: string; source: { type: 'contest'; id: number }; actor: { type: 'operator'; id: number } }): Promise<void>;
}

const RULES = [
  '참가 신청한 때의 계좌 평가액(해당 시장의 예수금 + 보유 종목 종가 평가액)을 기준으로 수익률을 잽니다.',
  '순위는 수익률이 높은 순서이며, 같으면 먼저 참가한 회원이 앞섭니다. 순위표에는 닉네임만 보입니다.',
  '대회 중 계좌를 초기화하면 그 대회에서 빠집니다.',
  '마감 때 정해진 상위 참가자에게 포인트를 드립니다(마감한 뒤 바로 지급).',
];

/** 모의투자 대회 (decision 099): opt-in monthly rounds, ranked by return, nicknames only. */
export class ContestService {
  constructor(
    private readonly db: Db,
    private readonly practice: PracticeService,
    private readonly points: PointsPort,
  ) {}

  async list(memberId: number | null, since: string): Promise<PracticeContests> {
    const rows = await q.contestList(this.db, since);
    return { items: await this.present(rows, memberId) };
  }

  async join(memberId: number, contestId: number): Promise<PracticeContest> {
    const row = await q.contest(this.db, contestId);
    if (!row) throw new AppError('PRACTICE_CONTEST_NOT_FOUND');
    if (row.status !== 'open') throw new AppError('PRACTICE_CONTEST_CLOSED');
    // Points are money: the operator who set them cannot win them (decision 080).
    if (row.pointsTop.length > 0 && row.pointsSetBy === memberId) throw new AppError('PRACTICE_CONTEST_OWN_POINTS');
    if (!(await q.memberNickname(this.db, memberId))) throw new AppError('PRACTICE_CONTEST_NICKNAME');
    await this.practice.fillDue(memberId);
    await q.insertEntry(this.db, contestId, memberId, await this.practice.regionTotal(memberId, row.region as Region));
    return (await this.present([row], memberId))[0]!;
  }

  async create(operatorId: number, body: ContestBody): Promise<PracticeContest> {
    const row = await q.insertContest(this.db, { title: body.title, region: body.region as Region, month: body.month, pointsTop: body.points_top, pointsSetBy: operatorId });
    if (!row) throw new AppError('PRACTICE_CONTEST_MONTH_TAKEN');
    return (await this.present([row], null))[0]!;
  }

  /** Freezes each entrant's return and rank, then grants the points of the top places, all in one transaction. */
  async close(operatorId: number, contestId: number): Promise<PracticeContest> {
    const row = await q.contest(this.db, contestId);
    if (!row) throw new AppError('PRACTICE_CONTEST_NOT_FOUND');
    if (row.status !== 'open') throw new AppError('PRACTICE_CONTEST_CLOSED');
    // Closing picks the moment the ranking freezes: an entrant must not choose it for their own points.
    if ((await q.contestEntries(this.db, [contestId])).some((e) => e.memberId === operatorId)) throw new AppError('PRACTICE_CONTEST_OWN_CLOSE');
    await this.practice.fillDue(null);
    const ranked = await this.ranking(row);
    await this.db.transaction(async (tx) => {
      const locked = await q.contest(tx, contestId, true);
      if (locked?.status !== 'open') throw new AppError('PRACTICE_CONTEST_CLOSED');
      for (const [i, e] of ranked.entries()) {
        await q.finishEntry(tx, contestId, e.memberId, e.rateBp, i + 1);
        const amount = row.pointsTop[i];
        if (amount) await this.points.grant(tx, { memberId: e.memberId, amount, reason: 'event', description: `${row.title} ${i + 1}위`, source: { type: 'contest', id: contestId }, actor: { type: 'operator', id: operatorId } });
      }
      await q.closeContestRow(tx, contestId);
    });
    return (await this.present([(await q.contest(this.db, contestId))!], null))[0]!;
  }

  /** Entrants by return (basis points), best first; ties go to the earlier entrant (lower member id as a last resort). */
  private async ranking(row: q.ContestRow) {
    const entries = await q.contestEntries(this.db, [row.id]);
    const out = [];
    for (const e of entries) {
      const total = row.status === 'open' ? await this.practice.regionTotal(e.memberId, row.region as Region) : null;
      const rateBp = total === null ? (e.finalRate ?? 0) : Math.round(((total - e.startTotal) / e.startTotal) * 10_000);
      out.push({ memberId: e.memberId, nickname: e.nickname ?? '(닉네임 없음)', rateBp, finalRank: e.finalRank });
    }
    return out.sort((a, b) => (row.status === 'closed' ? (a.finalRank ?? 0) - (b.finalRank ?? 0) : b.rateBp - a.rateBp || a.memberId - b.memberId));
  }

  private async present(rows: q.ContestRow[], memberId: number | null): Promise<PracticeContest[]> {
    return Promise.all(
      rows.map(async (row) => {
        const ranked = await this.ranking(row);
        const [year, month] = row.month.split('-').map(Number) as [number, number];
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        return {
          id: row.id,
          title: row.title,
          region: row.region as Region,
          starts_on: `${row.month}-01`,
          ends_on: `${row.month}-${String(last).padStart(2, '0')}`,
          status: row.status as 'open' | 'closed',
          rules: RULES,
          notice: PRACTICE_NOT_ADVICE,
          points_top: row.pointsTop,
          joined: memberId === null ? null : ranked.some((e) => e.memberId === memberId),
          entries: ranked.slice(0, 100).map((e, i) => ({ rank: i + 1, nickname: e.nickname, return_rate: e.rateBp / 100, is_me: e.memberId === memberId })),
        };
      }),
    );
  }
}
