import { z } from 'zod';
import '../zod-locale.ts';
import { text } from '../text.ts';

const day = text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { message: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.' });

/** A period of Seoul days, inclusive; at most 92 days (default: the last 14 days). */
export const dashboardQuery = z.object({ from: day.optional(), to: day.optional() });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const dashboardDay = z.object({
  date: z.string(),
  signups: z.number(),
  /** Paid orders that day and what they charged (KRW). */
  orders: z.number(),
  gross: z.number(),
  /** Refunded that day (KRW), whenever the order was paid. */
  refunds: z.number(),
  net: z.number(),
  /** Members who watched that day, and the seconds of watching credited to them. */
  viewers: z.number(),
  watch_seconds: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(dashboardDay),
  totals: dashboardDay.omit({ date: true }),
});
export type Dashboard = z.infer<typeof dashboard>;
