import { isBusinessDay } from '../../lib/business-days.ts';

/**
 * A teacher's monthly statement, computed from the month's ledger figures with exact integers (won).
 * Lines sum to the payable amount; see docs/decisions/118 for the formula and the tax rounding rule.
 */

export type StatementLineKind =
  | 'sale'
  | 'refund_clawback'
  | 'teacher_coupon'
  | 'fee'
  | 'platform_share'
  | 'subscription_share'
  | 'withholding_income'
  | 'withholding_local'
  | 'carry_over'
  | 'correction';

export interface StatementLine {
  kind: StatementLineKind;
  courseId: number | null;
  won: number;
  note: string;
}

/** Contract terms in force for a course that month: shares in basis points (1/100 of a per cent). */
export interface CourseTerms {
  courseId: number;
  teacherShareBp: number;
}

export interface CourseMonth {
  courseId: number;
  /** Won paid for the course's purchase lines this month. */
  grossWon: number;
  /** Won refunded or charged back this month, whatever month the order was paid in. */
  refundWon: number;
  /** The payment provider's fee on this month's payments for the course (won, already integer). */
  providerFeeWon: number;
  /**
   * Won this teacher's own coupons took off the course's sales this month, less the part given back by refunds this
   * month (decision 132). The teacher bears the platform's part of it: the platform keeps its share of the list price.
   */
  teacherCouponWon?: number;
}

export interface SubscriptionMonth {
  /** Subscription charges of the month minus their refunds (won). */
  netWon: number;
  /** Share of the subscription revenue that goes to teachers as a pool (basis points). */
  teacherPoolBp: number;
  /** This teacher's watched seconds and all teachers' watched seconds by subscribers that month. */
  teacherSeconds: number;
  totalSeconds: number;
}

export interface StatementInput {
  payeeType: 'individual' | 'business';
  courses: CourseMonth[];
  terms: CourseTerms[];
  subscription: SubscriptionMonth | null;
  /** A negative payable of the previous month, carried into this one (≤ 0). */
  carriedWon: number;
}

export interface Statement {
  lines: StatementLine[];
  taxableWon: number;
  incomeTaxWon: number;
  localTaxWon: number;
  payableWon: number;
}

/** floor(a × b / c) on non-negative integers without floating point. */
export function mulDivFloor(a: number, b: number, c: number): number {
  if (c <= 0) return 0;
  const sign = a < 0 !== b < 0 ? -1n : 1n;
  const q = (BigInt(Math.abs(a)) * BigInt(Math.abs(b))) / BigInt(c);
  // Shares of a negative figure are rounded toward the teacher's loss (floor), like the positive ones toward zero.
  const r = (BigInt(Math.abs(a)) * BigInt(Math.abs(b))) % BigInt(c);
  return Number(sign < 0n ? -(q + (r > 0n ? 1n : 0n)) : q);
}

/**
 * 사업소득 원천징수 (소득세법 제129조 ①3호: 3 %) with the tax office's rounding: the tax is cut below 10 원
 * (국고금 관리법 제47조 ①: 10원 미만의 끝수는 계산하지 아니함), 지방소득세 is 10 % of that tax, again cut
 * below 10 원 (지방회계법 제52조). No 소액부징수: 소득세법 제86조 no longer spares 인적용역 사업소득 under
 * 1,000 원 for payments from 2024-07-01, so small amounts are withheld too.
 */
export function withholding(taxableWon: number): { incomeTaxWon: number; localTaxWon: number } {
  if (taxableWon <= 0) return { incomeTaxWon: 0, localTaxWon: 0 };
  const incomeTaxWon = Math.floor(mulDivFloor(taxableWon, 3, 100) / 10) * 10;
  const localTaxWon = Math.floor(mulDivFloor(incomeTaxWon, 10, 100) / 10) * 10;
  return { incomeTaxWon, localTaxWon };
}

export function computeStatement(input: StatementInput): Statement {
  const lines: StatementLine[] = [];
  const shareOf = new Map(input.terms.map((t) => [t.courseId, t.teacherShareBp]));
  for (const c of [...input.courses].sort((a, b) => a.courseId - b.courseId)) {
    const bp = shareOf.get(c.courseId);
    if (bp === undefined) throw new Error(`no contract terms for course ${c.courseId}`);
    const net = c.grossWon - c.refundWon;
    const teacherNet = mulDivFloor(net, bp, 10_000);
    const feeShare = mulDivFloor(c.providerFeeWon, bp, 10_000);
    if (c.grossWon) lines.push({ kind: 'sale', courseId: c.courseId, won: c.grossWon, note: '판매' });
    if (c.refundWon) lines.push({ kind: 'refund_clawback', courseId: c.courseId, won: -c.refundWon, note: '환불·차지백 회수' });
    if (net - teacherNet) lines.push({ kind: 'platform_share', courseId: c.courseId, won: -(net - teacherNet), note: `플랫폼 몫 (강사 ${bp / 100}%)` });
    // The sale above is already net of the coupon, which shares its discount by bp; the teacher's own coupon is theirs
    // alone, so the platform's part of that discount, D − floor(D × s), is charged to the teacher.
    const tc = c.teacherCouponWon ?? 0;
    const tcPlatform = tc - mulDivFloor(tc, bp, 10_000);
    if (tcPlatform) lines.push({ kind: 'teacher_coupon', courseId: c.courseId, won: -tcPlatform, note: '강사 쿠폰 할인 중 플랫폼 몫 부담' });
    if (feeShare) lines.push({ kind: 'fee', courseId: c.courseId, won: -feeShare, note: '결제 수수료 분담' });
  }
  const sub = input.subscription;
  if (sub && sub.netWon > 0 && sub.teacherSeconds > 0 && sub.totalSeconds > 0) {
    // floor(net × pool / 10000 × mine / all), in one integer division so nothing is rounded twice.
    const won = Number((BigInt(sub.netWon) * BigInt(sub.teacherPoolBp) * BigInt(sub.teacherSeconds)) / (10_000n * BigInt(sub.totalSeconds)));
    if (won) lines.push({ kind: 'subscription_share', courseId: null, won, note: '구독 수익 배분 (시청 시간 비율)' });
  }
  if (input.carriedWon) lines.push({ kind: 'carry_over', courseId: null, won: input.carriedWon, note: '전월 이월 (음수 잔액)' });
  const taxableWon = lines.reduce((s, l) => s + l.won, 0);
  const tax = input.payeeType === 'individual' ? withholding(taxableWon) : { incomeTaxWon: 0, localTaxWon: 0 };
  if (tax.incomeTaxWon) lines.push({ kind: 'withholding_income', courseId: null, won: -tax.incomeTaxWon, note: '원천징수 소득세 3%' });
  if (tax.localTaxWon) lines.push({ kind: 'withholding_local', courseId: null, won: -tax.localTaxWon, note: '원천징수 지방소득세 0.3%' });
  return { lines, taxableWon, ...tax, payableWon: taxableWon - tax.incomeTaxWon - tax.localTaxWon };
}

/** The Korean date of the n-th business day of a month ('YYYY-MM'): statements are confirmed on the 7th. */
export function nthBusinessDay(month: string, n: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  let left = n;
  for (;;) {
    const day = d.toISOString().slice(0, 10);
    if (isBusinessDay(day) && --left === 0) return day;
    d.setUTCDate(d.getUTCDate() + 1);
  }
}
