import { startOfKoreanDay } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { checkTeacherCoupon, DEFAULT_COUPON_POLICY as P, type TeacherCouponRequest } from './teacher-coupon-policy.ts';

const own = new Set([11, 12]);
const at = (d: string) => startOfKoreanDay(d);
const today = at('2026-11-28');
const pct = (n: number) => ({ type: 'percent' as const, pct: n });
const base: TeacherCouponRequest = { courseSn: 11, coursePrice: 100_000, discount: pct(25), startsAt: at('2026-12-01'), endsAt: at('2026-12-15'), earlyBird: false };

describe('teacher coupon policy', () => {
  it('accepts an ordinary coupon at the limits (25 %, 14 days)', () => {
    expect(checkTeacherCoupon(P, own, base, null, today)).toBe('ok');
  });

  it('refuses beyond the limits and for a course the teacher does not teach', () => {
    expect(checkTeacherCoupon(P, own, { ...base, discount: pct(26), endsAt: at('2026-12-10') }, null, today)).toBe('TEACHER_COUPON_RATE');
    expect(checkTeacherCoupon(P, own, { ...base, discount: pct(20), endsAt: at('2026-12-16') }, null, today)).toBe('TEACHER_COUPON_DAYS');
    expect(checkTeacherCoupon(P, own, { ...base, courseSn: 99, discount: pct(10) }, null, today)).toBe('TEACHER_COUPON_COURSE');
  });

  it('holds a fixed discount to the same rate of the price, and refuses a start before today', () => {
    expect(checkTeacherCoupon(P, own, { ...base, discount: { type: 'fixed', won: 25_000 } }, null, today)).toBe('ok');
    expect(checkTeacherCoupon(P, own, { ...base, discount: { type: 'fixed', won: 25_001 } }, null, today)).toBe('TEACHER_COUPON_FIXED_OVER');
    expect(checkTeacherCoupon(P, own, { ...base, startsAt: at('2026-11-27') }, null, today)).toBe('TEACHER_COUPON_START_PAST');
  });

  it('allows an early bird up to 30 % and 30 days, only within 30 days of the opening', () => {
    const opens = at('2026-11-20');
    const early = { ...base, courseSn: 12, discount: pct(30), startsAt: at('2026-11-28'), endsAt: at('2026-12-20'), earlyBird: true };
    expect(checkTeacherCoupon(P, own, early, opens, today)).toBe('ok');
    // Not yet open: the 30 days run from the coupon's start.
    expect(checkTeacherCoupon(P, own, { ...early, endsAt: at('2026-12-28') }, null, today)).toBe('ok');
    expect(checkTeacherCoupon(P, own, { ...early, endsAt: at('2026-12-29') }, null, today)).toBe('TEACHER_COUPON_DAYS');
    // Ending after the opening's 30th day is no early bird any more.
    expect(checkTeacherCoupon(P, own, { ...early, endsAt: at('2026-12-21') }, opens, today)).toBe('TEACHER_COUPON_EARLY_BIRD');
    expect(checkTeacherCoupon(P, own, { ...early, discount: pct(31) }, opens, today)).toBe('TEACHER_COUPON_RATE');
    // The ordinary limits still hold for a coupon not marked early bird.
    expect(checkTeacherCoupon(P, own, { ...early, earlyBird: false }, opens, today)).toBe('TEACHER_COUPON_RATE');
  });
});
