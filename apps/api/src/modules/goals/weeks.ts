import type { GoalWeek } from '@school/contracts';

// Korean-time weeks, Monday to Sunday (decision 097). Pure functions: the clock is the caller's.

const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Korean-time calendar day of an instant, YYYY-MM-DD. */
export const kstDay = (at: Date): string => new Date(at.getTime() + KST_MS).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the Korean-time week an instant falls in. */
export function mondayOf(at: Date): string {
  const day = kstDay(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

// The night rule of advertising messages is shared with 새소식 (modules/studio): one definition, in lib.
export { isKoreanNight } from '../../lib/korean-night.ts';

export interface GoalFrom {
  weekStart: string;
  minutes: number;
}

/**
 * Each week's minutes against the goal in force then (the newest set on or before its Monday), and the streak:
 * weeks met in a row up to last week, plus this week once it is met (an unfinished week does not break it).
 * `mondays` are oldest first, this week last; `seconds` the credited watching of each.
 */
export function summarize(mondays: string[], seconds: number[], goals: GoalFrom[]): { weeks: GoalWeek[]; streak: number } {
  const sorted = [...goals].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  const weeks = mondays.map((monday, i): GoalWeek => {
    const goal = sorted.filter((g) => g.weekStart <= monday).at(-1)?.minutes ?? null;
    const minutes = Math.floor(Math.max(0, seconds[i] ?? 0) / 60);
    return { week_start: monday, minutes, goal, met: goal !== null && minutes >= goal ? 'Y' : 'N' };
  });
  const current = weeks.at(-1);
  let streak = current?.met === 'Y' ? 1 : 0;
  for (let i = weeks.length - 2; i >= 0 && weeks[i]!.met === 'Y'; i--) streak++;
  return { weeks, streak };
}
