/**
 * Limits the operator sets on coupons a teacher makes for their own courses: an ordinary coupon and an early-bird one
 * (a coupon made before the course opens) each have a maximum rate and a maximum validity. A teacher's coupon is
 * never usable by the teacher themselves: issuance goes through the existing coupon code, whose owner rule
 * (COUPON_OWN) refuses the maker's own account.
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
  ratePct: number;
  startsAt: Date;
  endsAt: Date;
  earlyBird: boolean;
}

export type PolicyVerdict = 'ok' | 'TEACHER_COUPON_COURSE' | 'TEACHER_COUPON_RATE' | 'TEACHER_COUPON_DAYS';

const DAY_MS = 86_400_000;

export function checkTeacherCoupon(policy: CouponPolicy, ownCourses: ReadonlySet<number>, req: TeacherCouponRequest, courseOpensAt: Date | null): PolicyVerdict {
  if (!ownCourses.has(req.courseSn)) return 'TEACHER_COUPON_COURSE';
  // Early-bird limits hold only for a coupon that ends before the course opens; otherwise it is an ordinary coupon.
  const early = req.earlyBird && courseOpensAt !== null && req.endsAt.getTime() <= courseOpensAt.getTime();
  const maxRate = early ? policy.earlyBirdMaxRatePct : policy.maxRatePct;
  const maxDays = early ? policy.earlyBirdMaxDays : policy.maxDays;
  if (!Number.isInteger(req.ratePct) || req.ratePct < 1 || req.ratePct > maxRate) return 'TEACHER_COUPON_RATE';
  const span = req.endsAt.getTime() - req.startsAt.getTime();
  if (span <= 0 || span > maxDays * DAY_MS) return 'TEACHER_COUPON_DAYS';
  return 'ok';
}
