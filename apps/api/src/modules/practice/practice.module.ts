import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { ContestService, type PointsPort } from './practice.contest.ts';
import { practiceConsoleRoutes, practiceRoutes } from './practice.routes.ts';
import { PracticeService, type StocksPort, type TeachingPort } from './practice.service.ts';

/**
 * 모의투자 (decision 099): practice accounts and orders, lectures tagged with stocks, monthly contests. Orders fill
 * on a member's own read and, for everyone, by the `practice-fills` job (once across processes).
 */
export function createPractice(d: { db: Db; stocks: StocksPort; points: PointsPort; teaching: TeachingPort }): AreaParts & { practice: PracticeService } {
  const practice = new PracticeService(d.db, d.stocks, undefined, d.teaching);
  const contests = new ContestService(d.db, practice, d.points);
  return {
    practice,
    routes: { api: [mount(practiceRoutes, { practice, contests })], console: [mount(practiceConsoleRoutes, { practice, contests })] },
    jobs: [{ name: 'practice-fills', pattern: '0 */10 * * * *', run: () => practice.fillDue(null) }],
  };
}
