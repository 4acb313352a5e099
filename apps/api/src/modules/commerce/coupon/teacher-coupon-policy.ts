import { startOfKoreanDay, type CodeName } from '@school/contracts';

/**
 * Limits the operator sets on coupons a teacher makes for their own courses (decisions 118, 132): an ordinary coupon
 * and an early-bird one (a course not yet open, or in its first days after opening) each have a maximum rate and a
 * maximum validity. A fixed-won coupon is held to the same rate of the course's price. Pure: the service reads the
 * policy, the teacher's courses and the course's opening, and refuses with the verdict's code.
 */

export interface CouponPolicy {
  maxRatePct: number;
  maxDays: number;
  earlyBirdMaxRatePct: number;
  earlyBirdMaxDays: number;
}

export const DEFAULT_COUPON_POLICY: CouponPolicy = { maxRatePct: 25, maxDays: 14, earlyBirdMaxRatePct: 30, earlyBirdMaxDays: 30 };

export interface TeacherCouponRequest {
  courseSn: number;
  /** The course's list price (won): a fixed discount may take off at most the policy's rate of it. */
  coursePrice: number;
  discount: { type: 'percent'; pct: number } | { type: 'fixed'; won: number };
  startsAt: Date;
  /** Exclusive end. */
  endsAt: Date;
  earlyBird: boolean;
}

export type PolicyVerdict =
  | 'ok'
  | Extract<CodeName, 'TEACHER_COUPON_COURSE' | 'TEACHER_COUPON_RATE' | 'TEACHER_COUPON_DAYS' | 'TEACHER_COUPON_EARLY_BIRD' | 'TEACHER_COUPON_FIXED_OVER' | 'TEACHER_COUPON_START_PAST'>;

const DAY_MS = 86_400_000;

/**
 * @param courseOpensAt when the course first went public; null while it has not (an early bird may then run for the
 *   policy's days from its start). An early bird on an open course must end within the policy's days of the opening.
 * @param todayStarts the start of today (Korean day): a coupon may not start before it.
 */
export function checkTeacherCoupon(policy: CouponPolicy, ownCourses: ReadonlySet<number>, req: TeacherCouponRequest, courseOpensAt: Date | null, todayStarts: Date): PolicyVerdict {
  if (!ownCourses.has(req.courseSn)) return 'TEACHER_COUPON_COURSE';
  if (req.startsAt.getTime() < todayStarts.getTime()) return 'TEACHER_COUPON_START_PAST';
  const maxRate = req.earlyBird ? policy.earlyBirdMaxRatePct : policy.maxRatePct;
  const maxDays = req.earlyBird ? policy.earlyBirdMaxDays : policy.maxDays;
  if (req.discount.type === 'percent') {
    if (!Number.isInteger(req.discount.pct) || req.discount.pct < 1 || req.discount.pct > maxRate) return 'TEACHER_COUPON_RATE';
  } else if (!Number.isInteger(req.discount.won) || req.discount.won < 1 || req.discount.won * 100 > req.coursePrice * maxRate) {
    return 'TEACHER_COUPON_FIXED_OVER';
  }
  const span = req.endsAt.getTime() - req.startsAt.getTime();
  if (span <= 0 || span > maxDays * DAY_MS) return 'TEACHER_COUPON_DAYS';
  // The early bird's window counts whole Korean days from the day the course opened.
  if (req.earlyBird && courseOpensAt !== null && req.endsAt.getTime() > startOfKoreanDay(courseOpensAt).getTime() + policy.earlyBirdMaxDays * DAY_MS) return 'TEACHER_COUPON_EARLY_BIRD';
  return 'ok';
}

/** The limit a refusal names, in Korean, so the teacher sees the number rather than only "over the limit". */
export function limitText(policy: CouponPolicy, earlyBird: boolean, coursePrice: number): string {
  const rate = earlyBird ? policy.earlyBirdMaxRatePct : policy.maxRatePct;
  const days = earlyBird ? policy.earlyBirdMaxDays : policy.maxDays;
  const kind = earlyBird ? '얼리버드 쿠폰' : '일반 쿠폰';
  const won = Math.floor((coursePrice * rate) / 100).toLocaleString('ko-KR');
  return `${kind} 한도: 할인율 ${rate}% 이하(정액은 ${won}원 이하), 기간 ${days}일 이하`;
}
