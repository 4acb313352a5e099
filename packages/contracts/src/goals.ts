import { z } from 'zod';
import './zod-locale.ts';
import { goalLimits } from './limits.ts';
import { yesNo } from './menu.ts';
import { text } from './text.ts';

/** A weekly goal in minutes, the streak of weeks met, the opt-in weekly summary mail (issue 29, item 6; decision 097). */

export const goalBody = z.strictObject({
  minutes: z
    .number({ message: '주간 목표는 분 단위 숫자로 입력해 주세요.' })
    .int({ message: '주간 목표는 분 단위 정수로 입력해 주세요.' })
    .min(goalLimits.minutesMin, { message: `주간 목표는 ${goalLimits.minutesMin}분 이상으로 정해 주세요.` })
    .max(goalLimits.minutesMax, { message: `주간 목표는 ${goalLimits.minutesMax}분 이하로 정해 주세요.` }),
});
export const weeklyMailBody = z.strictObject({ weekly_mail: yesNo });
export const unsubscribeBody = z.strictObject({
  token: text(64, { message: '수신거부 링크가 올바르지 않습니다.' }).min(1, { message: '수신거부 링크가 올바르지 않습니다.' }),
});

export const goalWeek = z.strictObject({
  /** Monday of the week in Korean time, YYYY-MM-DD. */
  week_start: z.string(),
  /** Credited watching minutes of the week (rounded down). */
  minutes: z.number().int().nonnegative(),
  /** The goal in force that week; null: none set yet. */
  goal: z.number().int().positive().nullable(),
  met: yesNo,
});
export type GoalWeek = z.infer<typeof goalWeek>;

export const goalStatus = z.strictObject({
  /** The goal of this week; null: the member has not set one. */
  minutes: z.number().int().positive().nullable(),
  this_week: goalWeek,
  /** Weeks in a row with the goal met, up to last week, plus this week once it is met. */
  streak: z.number().int().nonnegative(),
  /** The last weeks, oldest first, this week last. */
  weeks: z.array(goalWeek),
  weekly_mail: yesNo,
  /** The member's consent to advertising messages (the weekly mail needs it). */
  is_market: yesNo,
});
export type GoalStatus = z.infer<typeof goalStatus>;
export const unsubscribed = z.strictObject({ weekly_mail: z.literal('N') });
