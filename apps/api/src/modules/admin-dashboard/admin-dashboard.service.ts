import { koreanDay, shiftDay } from '@school/contracts';
import type { Dashboard, DashboardQuery } from '@school/contracts/admin';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { dashboardDays, snapshotWatching } from './admin-dashboard.queries.ts';

const DAY_MS = 86_400_000;
const MAX_DAYS = 92;

/** The console's dashboard (docs/decisions/061): sign-ups, sales and watching per Seoul day. */
export class AdminDashboardService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async period(q: DashboardQuery): Promise<Dashboard> {
    const today = koreanDay(this.clock());
    const to = q.to ?? today;
    const from = q.from ?? shiftDay(to, -13);
    const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (!(span >= 0 && span < MAX_DAYS)) throw new AppError('ADMIN_PERIOD_INVALID');
    const rows = await dashboardDays(this.db, from, to, today);
    const days = rows.map((r) => ({ ...r, net: r.gross - r.refunds }));
    const sum = (k: 'signups' | 'orders' | 'gross' | 'refunds' | 'net' | 'watch_seconds') => days.reduce((n, d) => n + d[k], 0);
    return {
      from,
      to,
      days,
      totals: {
        signups: sum('signups'),
        orders: sum('orders'),
        gross: sum('gross'),
        refunds: sum('refunds'),
        net: sum('net'),
        // Members differ from day to day: the period's figure is the busiest day's, not a sum.
        viewers: Math.max(0, ...days.map((d) => d.viewers)),
        watch_seconds: sum('watch_seconds'),
      },
    };
  }

  /** Daily job, just after midnight in Seoul: snapshot the day that ended. */
  snapshotYesterday(): Promise<number> {
    return snapshotWatching(this.db, shiftDay(koreanDay(this.clock()), -1));
  }

  snapshot(day: string): Promise<number> {
    return snapshotWatching(this.db, day);
  }
}
