import { startOfKoreanDay } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { checkTeacherCoupon, DEFAULT_COUPON_POLICY as P } from './coupon-policy.ts';

const own = new Set([11, 12]);
const at = (d: string) => startOfKoreanDay(d);
const opens = at('2026-12-20');

describe('teacher coupon policy', () => {
  it('accepts an ordinary coupon at the limits (25 %, 14 days)', () => {
    expect(checkTeacherCoupon(P, own, { courseSn: 11, ratePct: 25, startsAt: at('2026-12-01'), endsAt: at('2026-12-15'), earlyBird: false }, null)).toBe('ok');
  });

  it('refuses beyond the limits and for a course the teacher does not teach', () => {
    expect(checkTeacherCoupon(P, own, { courseSn: 11, ratePct: 26, startsAt: at('2026-12-01'), endsAt: at('2026-12-10'), earlyBird: false }, null)).toBe('TEACHER_COUPON_RATE');
    expect(checkTeacherCoupon(P, own, { courseSn: 11, ratePct: 20, startsAt: at('2026-12-01'), endsAt: at('2026-12-16'), earlyBird: false }, null)).toBe('TEACHER_COUPON_DAYS');
    expect(checkTeacherCoupon(P, own, { courseSn: 99, ratePct: 10, startsAt: at('2026-12-01'), endsAt: at('2026-12-02'), earlyBird: false }, null)).toBe('TEACHER_COUPON_COURSE');
  });

  it('allows an early bird up to 30 % and 30 days only before the course opens', () => {
    const early = { courseSn: 12, ratePct: 30, startsAt: at('2026-11-20'), endsAt: at('2026-12-20'), earlyBird: true };
    expect(checkTeacherCoupon(P, own, early, opens)).toBe('ok');
    // Ending after the course opens makes it an ordinary coupon: 30 % is then over the limit.
    expect(checkTeacherCoupon(P, own, { ...early, endsAt: at('2026-12-21') }, opens)).toBe('TEACHER_COUPON_RATE');
    expect(checkTeacherCoupon(P, own, { ...early, ratePct: 31 }, opens)).toBe('TEACHER_COUPON_RATE');
  });
});
