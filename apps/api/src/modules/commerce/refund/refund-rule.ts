import { addMonths, commerceLimits } from '@school/contracts';

/**
 * The refund amount (docs/decisions/023): pure, so every branch is table-tested.
 *  1. Not started yet (a pass queued after another): everything back.
 *  2. Within 7 days of payment and nothing delivered under this purchase: everything back (전자상거래법 §17,
 *     digital content). Delivered = a playlist, key or segment of a lecture this purchase unlocked,
 *     handed out after payment (docs/decisions/080); previews and free lectures never count.
 *  3. Otherwise 학원법 시행령 [별표 4] 교습비 반환기준: of the current unit, before 1/3 elapsed 2/3 back,
 *     before 1/2 half back, after that nothing; for passes longer than a month the unit is the
 *     month and every month not yet begun comes back in full. A single course is one unit; its
 *     progress is the larger of the share of its period elapsed and the share of lectures delivered.
 * The amount applies to what was paid in money and points together; the coupon discount is not
 * money and is not refunded (the coupon itself comes back on a full refund).
 */

export interface RefundInput {
  kind: 'pass' | 'course';
  /** Charged through the provider (won). */
  cash: number;
  points: number;
  months: number | null;
  days: number;
  paidAt: Date;
  validFrom: Date;
  validUntil: Date;
  now: Date;
  /** Lectures handed out under this purchase (decision 080). */
  deliveredLectures: number;
  /** Their titles, named in the lines (the first few). */
  deliveredTitles?: readonly string[];
  /** Single course: lectures in it. */
  totalLectures: number;
  /** A coupon was used on the purchase: only then do the lines say what becomes of it. */
  couponUsed?: boolean;
}

export type RefundRuleName = 'full_7days' | 'not_started' | 'academy_pro_rata' | 'none';

export interface RefundResult {
  rule: RefundRuleName;
  total: number;
  cash: number;
  points: number;
  couponReturned: boolean;
  lines: string[];
}

const DAY = 86_400_000;
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const NAMED = 10;

/** "제공된 강의: 「1강」, 「2강」 외 3개": which lectures made the rule what it is. */
function namedLectures(count: number, titles: readonly string[]): string | null {
  if (count === 0 || titles.length === 0) return null;
  const shown = titles.slice(0, NAMED).map((t) => `「${t}」`).join(', ');
  return `이 결제로 제공된 강의 ${count}개: ${shown}${count > Math.min(NAMED, titles.length) ? ` 외 ${count - Math.min(NAMED, titles.length)}개` : ''}`;
}

/** Share of one unit refunded when `fraction` of it has elapsed. */
function unitShare(fraction: number): { share: number; text: string } {
  if (fraction <= 0) return { share: 1, text: '시작 전 → 전액' };
  if (fraction < 1 / 3) return { share: 2 / 3, text: '1/3 경과 전 → 2/3 환불' };
  if (fraction < 1 / 2) return { share: 1 / 2, text: '1/2 경과 전 → 1/2 환불' };
  return { share: 0, text: '1/2 경과 후 → 환불 없음' };
}

export function computeRefund(input: RefundInput): RefundResult {
  const paidTotal = input.cash + input.points;
  const lines = [
    input.points > 0
      ? `환불 기준 금액: 결제 금액 ${won(input.cash)} + 사용 포인트 ${input.points.toLocaleString('ko-KR')}P = ${won(paidTotal)}`
      : `환불 기준 금액: 결제 금액 ${won(paidTotal)}`,
  ];
  const daysSincePaid = Math.floor((input.now.getTime() - input.paidAt.getTime()) / DAY);
  let rule: RefundRuleName;
  let share: number;
  if (input.now < input.validFrom) {
    rule = 'not_started';
    share = 1;
    lines.push('이용 기간이 아직 시작되지 않았습니다 → 전액 환불');
  } else if (daysSincePaid < commerceLimits.fullRefundDays && input.deliveredLectures === 0) {
    rule = 'full_7days';
    share = 1;
    lines.push(`결제 후 ${daysSincePaid + 1}일째, 이 결제로 제공된 강의 없음 (미리보기·무료 강의 제외) → 7일 이내 청약철회로 전액 환불 (전자상거래법 제17조)`);
  } else {
    rule = 'academy_pro_rata';
    if (daysSincePaid < commerceLimits.fullRefundDays) lines.push(`결제 후 7일 이내이지만 이 결제로 강의 ${input.deliveredLectures}개가 제공되어 학원법 반환 기준을 적용합니다.`);
    const named = namedLectures(input.deliveredLectures, input.deliveredTitles ?? []);
    if (named) lines.push(named);
    if (input.kind === 'pass' && input.months) {
      let k = 0;
      while (k < input.months - 1 && addMonths(input.validFrom, k + 1) <= input.now) k += 1;
      const start = addMonths(input.validFrom, k);
      const end = addMonths(input.validFrom, k + 1);
      const fraction = Math.min(1, (input.now.getTime() - start.getTime()) / (end.getTime() - start.getTime()));
      const elapsedDays = Math.floor((input.now.getTime() - start.getTime()) / DAY) + 1;
      const totalDays = Math.round((end.getTime() - start.getTime()) / DAY);
      const unit = unitShare(fraction);
      const remaining = input.months - k - 1;
      share = (unit.share + remaining) / input.months;
      lines.push(`이용 ${input.months}개월 중 ${k + 1}개월째 ${elapsedDays}/${totalDays}일 이용: 이번 달 ${unit.text}`);
      if (remaining > 0) lines.push(`아직 시작하지 않은 ${remaining}개월은 전액 환불`);
      lines.push(`환불 비율: (${unit.share === 2 / 3 ? '2/3' : unit.share === 1 / 2 ? '1/2' : unit.share} + ${remaining}) ÷ ${input.months}개월`);
    } else {
      const byTime = Math.min(1, (input.now.getTime() - input.validFrom.getTime()) / (input.validUntil.getTime() - input.validFrom.getTime()));
      const byLectures = input.totalLectures > 0 ? Math.min(1, input.deliveredLectures / input.totalLectures) : 0;
      const fraction = Math.max(byTime, byLectures);
      const unit = unitShare(fraction);
      share = unit.share;
      lines.push(
        `수강 기간 ${input.days}일 중 ${Math.floor(byTime * input.days)}일 경과, 강의 ${input.totalLectures}개 중 ${input.deliveredLectures}개 제공 → 진행률 ${Math.round(fraction * 100)}%: ${unit.text}`,
      );
    }
  }
  const total = Math.floor(paidTotal * share);
  // Points come back in the proportion they were paid; the rest is money.
  const points = paidTotal === 0 ? 0 : Math.min(input.points, Math.round((total * input.points) / paidTotal));
  const cash = Math.min(input.cash, total - points);
  const couponReturned = share === 1;
  if (total === 0) {
    rule = 'none';
    lines.push('환불 금액: 0원 (환불 기준에 따라 환불할 금액이 없습니다)');
  } else {
    lines.push(`환불 금액: ${won(total)}${input.points > 0 ? ` (결제 취소 ${won(cash)}, 포인트 반환 ${points.toLocaleString('ko-KR')}P)` : ''}`);
  }
  if (input.couponUsed && couponReturned) lines.push('사용한 쿠폰은 사용 기간이 남아 있으면 다시 사용할 수 있게 돌려드립니다.');
  else if (input.couponUsed) lines.push('쿠폰 할인 금액은 환불되지 않으며, 사용한 쿠폰은 돌려드리지 않습니다.');
  return { rule, total, cash, points, couponReturned, lines };
}
