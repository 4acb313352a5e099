import { describe, expect, it } from 'vitest';
import { computeStatement, nthBusinessDay, withholding, type StatementInput } from './settlement.compute.ts';

/**
 * Fixture month 2026-11 for one teacher, worked by hand below (to the won):
 *   course 11 (teacher 70 %): 3 orders × 99,000 = 297,000; a refund of an October order 99,000; provider fee 9,801
 *     net 198,000 → teacher 138,600, platform 59,400; fee share floor(9,801 × 0.7 = 6,860.7) = 6,860
 *   course 12 (teacher 60 %): 45,500, no refund; fee 1,501
 *     teacher 27,300, platform 18,200; fee share floor(1,501 × 0.6 = 900.6) = 900
 *   subscriptions: net 1,234,567; teachers' pool 50 %; this teacher 25,300 of 100,000 watched seconds
 *     floor(1,234,567 × 0.5 × 0.253 = 156,172.7255) = 156,172
 *   taxable = 138,600 − 6,860 + 27,300 − 900 + 156,172 = 314,312
 *   소득세 314,312 × 3 % = 9,429.36 → 9,420 (10원 미만 절사); 지방소득세 9,420 × 10 % = 942 → 940
 *   payable = 314,312 − 9,420 − 940 = 303,952
 */
const fixture: StatementInput = {
  payeeType: 'individual',
  courses: [
    { courseId: 12, grossWon: 45_500, refundWon: 0, providerFeeWon: 1_501 },
    { courseId: 11, grossWon: 297_000, refundWon: 99_000, providerFeeWon: 9_801 },
  ],
  terms: [
    { courseId: 11, teacherShareBp: 7_000 },
    { courseId: 12, teacherShareBp: 6_000 },
  ],
  subscription: { netWon: 1_234_567, teacherPoolBp: 5_000, teacherSeconds: 25_300, totalSeconds: 100_000 },
  carriedWon: 0,
};

describe('monthly statement', () => {
  it('equals the hand calculation for an individual, to the won', () => {
    const s = computeStatement(fixture);
    expect(s.lines.map((l) => [l.kind, l.courseId, l.won])).toEqual([
      ['sale', 11, 297_000],
      ['refund_clawback', 11, -99_000],
      ['platform_share', 11, -59_400],
      ['fee', 11, -6_860],
      ['sale', 12, 45_500],
      ['platform_share', 12, -18_200],
      ['fee', 12, -900],
      ['subscription_share', null, 156_172],
      ['withholding_income', null, -9_420],
      ['withholding_local', null, -940],
    ]);
    expect(s).toMatchObject({ taxableWon: 314_312, incomeTaxWon: 9_420, localTaxWon: 940, payableWon: 303_952 });
    expect(s.lines.reduce((sum, l) => sum + l.won, 0)).toBe(303_952);
  });

  it('withholds nothing from a business (they issue a 세금계산서)', () => {
    const s = computeStatement({ ...fixture, payeeType: 'business' });
    expect(s).toMatchObject({ taxableWon: 314_312, incomeTaxWon: 0, localTaxWon: 0, payableWon: 314_312 });
  });

  it('claws back a refund larger than the month and carries no tax on a loss', () => {
    const s = computeStatement({
      payeeType: 'individual',
      courses: [{ courseId: 11, grossWon: 0, refundWon: 99_000, providerFeeWon: 0 }],
      terms: [{ courseId: 11, teacherShareBp: 7_000 }],
      subscription: null,
      carriedWon: -1_000,
    });
    // −99,000 × 70 % = −69,300 clawed back, −1,000 carried: the teacher owes 70,300; no tax on a negative month.
    expect(s).toMatchObject({ taxableWon: -70_300, incomeTaxWon: 0, localTaxWon: 0, payableWon: -70_300 });
  });

  it('cuts the tax below 10 원 and withholds small amounts too (no 소액부징수 for 인적용역 since 2024-07)', () => {
    expect(withholding(33_333)).toEqual({ incomeTaxWon: 990, localTaxWon: 90 }); // 999.99 → 990; 99 → 90
    expect(withholding(20_000)).toEqual({ incomeTaxWon: 600, localTaxWon: 60 });
    expect(withholding(9)).toEqual({ incomeTaxWon: 0, localTaxWon: 0 });
  });

  it('refuses a course with no contract terms rather than paying it at a guess', () => {
    expect(() => computeStatement({ ...fixture, terms: [] })).toThrow(/no contract terms/);
  });

  it('confirms on the 7th business day of the next month, Korean holidays skipped', () => {
    expect(nthBusinessDay('2026-12', 7)).toBe('2026-12-09');
    // 2026-10: 5th is 개천절's substitute, 9th is 한글날.
    expect(nthBusinessDay('2026-10', 7)).toBe('2026-10-13');
  });
});

describe('a teacher coupon in the statement (decision 132)', () => {
  it('charges the platform part of the teacher coupon discount to the teacher: the platform keeps its share of the list price', () => {
    // List price 100,000, the teacher's own 20 % coupon → paid 80,000; teacher share 70 %.
    const s = computeStatement({
      payeeType: 'business',
      courses: [{ courseId: 1, grossWon: 80_000, refundWon: 0, providerFeeWon: 0, teacherCouponWon: 20_000 }],
      terms: [{ courseId: 1, teacherShareBp: 7_000 }],
      subscription: null,
      carriedWon: 0,
    });
    // Hand calculation: sale 80,000 − platform 30 % of 80,000 (24,000) − platform 30 % of the 20,000 discount (6,000)
    // = 50,000 = 70 % of 100,000 − 20,000: the whole discount comes out of the teacher's part.
    expect(s.lines.map((l) => [l.kind, l.won])).toEqual([
      ['sale', 80_000],
      ['platform_share', -24_000],
      ['teacher_coupon', -6_000],
    ]);
    expect(s.payableWon).toBe(50_000);
  });
});
