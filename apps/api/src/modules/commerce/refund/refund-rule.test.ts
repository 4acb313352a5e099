import { addMonths } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { computeRefund, type RefundInput } from './refund-rule.ts';

const paidAt = new Date('2026-03-02T03:00:00Z');
const day = (n: number) => new Date(paidAt.getTime() + n * 86_400_000);

const pass = (months: number, cash: number, points = 0): Omit<RefundInput, 'now' | 'deliveredLectures'> => ({
  kind: 'pass',
  cash,
  points,
  months,
  days: months * 30,
  paidAt,
  validFrom: paidAt,
  validUntil: addMonths(paidAt, months),
  totalLectures: 0,
});
const course = (cash: number, totalLectures: number): Omit<RefundInput, 'now' | 'deliveredLectures'> => ({
  kind: 'course',
  cash,
  points: 0,
  months: null,
  days: 365,
  paidAt,
  validFrom: paidAt,
  validUntil: new Date(paidAt.getTime() + 365 * 86_400_000),
  totalLectures,
});

describe('refund amount (docs/decisions/023)', () => {
  // [what, base, days after payment, lectures played, expected rule, expected money back]
  const table: [string, Omit<RefundInput, 'now' | 'deliveredLectures'>, number, number, string, number][] = [
    ['1-month pass, day 3, nothing played → all (7-day withdrawal)', pass(1, 59_000), 2, 0, 'full_7days', 59_000],
    ['1-month pass, day 7, nothing played → all', pass(1, 59_000), 6, 0, 'full_7days', 59_000],
    ['1-month pass, day 3, 1 lecture played → before 1/3: 2/3', pass(1, 59_000), 2, 1, 'academy_pro_rata', 39_333],
    ['1-month pass, day 8, nothing played → before 1/3: 2/3', pass(1, 59_000), 7, 0, 'academy_pro_rata', 39_333],
    ['1-month pass, day 12 → before 1/2: 1/2', pass(1, 59_000), 11, 3, 'academy_pro_rata', 29_500],
    ['1-month pass, day 20 → after 1/2: nothing', pass(1, 59_000), 19, 3, 'none', 0],
    ['3-month pass, day 10 → (2/3 + 2) / 3', pass(3, 159_000), 9, 5, 'academy_pro_rata', 141_333],
    ['3-month pass, 2nd month day 20 → (0 + 1) / 3', pass(3, 159_000), 31 + 19, 5, 'academy_pro_rata', 53_000],
    ['12-month pass, 6th month before 1/2 → (1/2 + 6) / 12', pass(12, 490_000), 153 + 12, 40, 'academy_pro_rata', 265_416],
    ['12-month pass, last month after 1/2 → nothing', pass(12, 490_000), 365 - 3, 40, 'none', 0],
    ['single course, day 2, nothing played → all', course(79_000, 10), 1, 0, 'full_7days', 79_000],
    ['single course, day 2, 2 of 10 lectures → before 1/3: 2/3', course(79_000, 10), 1, 2, 'academy_pro_rata', 52_666],
    ['single course, 4 of 10 lectures → before 1/2: 1/2', course(79_000, 10), 20, 4, 'academy_pro_rata', 39_500],
    ['single course, 5 of 10 lectures → nothing', course(79_000, 10), 20, 5, 'none', 0],
    ['single course, 200 days, 1 lecture → time decides: nothing', course(79_000, 10), 200, 1, 'none', 0],
  ];

  it.each(table)('%s', (_what, base, days, played, rule, money) => {
    const r = computeRefund({ ...base, now: day(days), deliveredLectures: played });
    expect(r.rule).toBe(rule);
    expect(r.cash).toBe(money);
    expect(r.lines.length).toBeGreaterThanOrEqual(2);
    expect(r.lines.at(-1) ?? '').toMatch(/환불 금액/);
  });

  it('a pass queued after another (not started) comes back in full, coupon included', () => {
    const queued = { ...pass(1, 59_000), validFrom: day(20), validUntil: addMonths(day(20), 1) };
    const r = computeRefund({ ...queued, now: day(10), deliveredLectures: 4 });
    expect(r).toMatchObject({ rule: 'not_started', cash: 59_000, couponReturned: true });
  });

  it('splits money and points in the proportion they were paid', () => {
    const r = computeRefund({ ...pass(1, 49_000, 10_000), now: day(11), deliveredLectures: 1 });
    // (49,000 + 10,000) × 1/2 = 29,500 → points 5,000, money 24,500.
    expect(r).toMatchObject({ total: 29_500, points: 5_000, cash: 24_500, couponReturned: false });
    expect(r.lines[0]).toContain('사용 포인트 10,000P');
  });

  it('explains the computation in Korean', () => {
    const r = computeRefund({ ...pass(3, 159_000), now: day(9), deliveredLectures: 5 });
    expect(r.lines.join('\n')).toMatch(/1개월째.*1\/3 경과 전 → 2\/3 환불/);
    expect(r.lines.join('\n')).toMatch(/아직 시작하지 않은 2개월은 전액 환불/);
  });
});

describe('the coupon line', () => {
  it('is said only when a coupon was used on the purchase', () => {
    const without = computeRefund({ ...pass(1, 59_000), now: day(11), deliveredLectures: 3 });
    expect(without.lines.filter((l) => l.includes('쿠폰'))).toEqual([]);
    const used = computeRefund({ ...pass(1, 59_000), now: day(11), deliveredLectures: 3, couponUsed: true });
    expect(used.lines).toContain('쿠폰 할인 금액은 환불되지 않으며, 사용한 쿠폰은 돌려드리지 않습니다.');
    const back = computeRefund({ ...pass(1, 59_000), now: day(2), deliveredLectures: 0, couponUsed: true });
    expect(back.lines).toContain('사용한 쿠폰은 사용 기간이 남아 있으면 다시 사용할 수 있게 돌려드립니다.');
  });
});
