import { addMonths, type MyHoldings } from '@school/contracts';
import type { Conn, Db } from '../../../db/client.ts';
import { openOrders, paymentRecords } from './order.queries.ts';
import { pointBalance } from '../points/points.queries.ts';
import { chargeRecords, insertRetainedUntil, liveAccess } from './retention.queries.ts';

const DAY_MS = 86_400_000;

/** 전자금융거래법 시행령 §12: payment records 5 years, 1 year for 10,000 won or less (the specification). */
export const PAYMENT_RECORD_YEARS = { default: 5, small: 1, smallMaxWon: 10_000 } as const;

/**
 * What commerce keeps when a member withdraws (docs/decisions/024): every paid order and subscription charge
 * as a `payment_record` in retained_records, purged by the existing purge job.
 */
export class RetentionService {
  constructor(private readonly db: Db) {}

  async retainPayments(tx: Conn, memberId: number): Promise<number> {
    const [rows, charges] = await Promise.all([paymentRecords(tx, memberId), chargeRecords(tx, memberId)]);
    const keepUntil = (paidAt: Date, total: number) =>
      addMonths(paidAt, (total <= PAYMENT_RECORD_YEARS.smallMaxWon ? PAYMENT_RECORD_YEARS.small : PAYMENT_RECORD_YEARS.default) * 12);
    await insertRetainedUntil(tx, [
      ...rows.map((r) => ({
        memberId,
        kind: 'payment_record',
        purgeAfter: keepUntil(r.paidAt!, r.amount + r.pointsUsed),
        data: {
          order_id: r.orderId,
          order_name: r.orderName,
          product_price: r.productPrice,
          coupon_discount: r.couponDiscount,
          points_used: r.pointsUsed,
          amount: r.amount,
          provider: r.provider,
          payment_key: r.paymentKey,
          method: r.method,
          status: r.status,
          paid_at: r.paidAt,
          refund_amount: r.refundAmount,
          refunded_at: r.refundedAt,
        },
      })),
      // A subscription charge is a purchase like an order (decision 110): the same record, kept as long.
      ...charges
        .filter((c) => c.paidAt)
        .map((c) => ({
          memberId,
          kind: 'payment_record',
          purgeAfter: keepUntil(c.paidAt!, c.amount),
          data: {
            source: 'subscription',
            order_id: c.orderId,
            order_name: `${c.planName} 구독 ${c.periodNo}회차`,
            amount: c.amount,
            payment_key: c.paymentKey,
            method: 'card',
            status: c.status,
            paid_at: c.paidAt,
            refund_amount: c.refundAmount,
            refunded_at: c.refundedAt,
          },
        })),
    ]);
    return rows.length + charges.length;
  }

  /** Korean reasons that block withdrawal right now (a refund in progress must finish first). */
  async withdrawalBlockers(memberId: number): Promise<string[]> {
    const open = await openOrders(this.db, memberId);
    return open.some((o) => o.status === 'refund_requested') ? ['처리 중인 환불이 있습니다. 환불이 끝난 뒤 탈퇴할 수 있습니다.'] : [];
  }

  /** What the member holds now: passes and courses with their days left, and points (shown on /my and before withdrawal). */
  async holdings(memberId: number, now = new Date()): Promise<MyHoldings> {
    const [rows, points] = await Promise.all([liveAccess(this.db, memberId), pointBalance(this.db, memberId)]);
    return {
      access: rows.map((r) => ({
        title: r.orderName ?? (r.kind === 'course' ? (r.courseTitle ?? '강의') : '이용권 (운영자 지급)'),
        kind: r.kind === 'course' ? 'course' : 'pass',
        valid_until: r.validUntil?.toISOString() ?? null,
        days_left: r.validUntil ? Math.max(1, Math.ceil((r.validUntil.getTime() - now.getTime()) / DAY_MS)) : null,
        covers: r.kind === 'course' ? `${r.courseTitle ?? '강의'} 강의` : r.caSn !== null ? `${r.categoryTitle ?? '한 분야'} 분야의 이용권 포함 강의 전체` : '이용권 포함 강의 전체',
        course_sn: r.kind === 'course' ? r.courseSn : null,
        ca_sn: r.kind === 'course' ? null : r.caSn,
        p_ca_sn: r.kind === 'course' ? null : r.pCaSn,
      })),
      points,
    };
  }
}
