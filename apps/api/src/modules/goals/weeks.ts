import { koreanDay, shiftDay, weekdayOf, type GoalWeek } from '@school/contracts';

// Korean-time weeks, Monday to Sunday (decision 097). Pure functions: the clock is the caller's.

/** The Monday of the Korean-time week an instant falls in. */
export function mondayOf(at: Date): string {
  const day = koreanDay(at);
  return shiftDay(day, -((weekdayOf(day) + 6) % 7));
}

/** The night rule lives with Korean time (lib/business-days.ts); the weekly summary mail keeps to it too. */
export { isKoreanNight } from '../../lib/business-days.ts';

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
