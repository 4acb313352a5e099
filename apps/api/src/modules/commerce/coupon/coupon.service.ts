import type { CouponListResponse, MyCoupon, QuoteCoupon } from '@school/contracts';
import type { CodeName } from '@school/contracts';
import { codes } from '@school/contracts';
import type { Conn, Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  countMemberCoupons,
  findCouponByCode,
  findCouponByIssueKind,
  findMemberCoupon,
  grantedBenefits,
  hasGrantedBenefit,
  isTeacherAccount,
  issueMemberCoupon,
  markBenefitRedeemed,
  markCouponUsed,
  memberCouponCounts,
  memberCouponPage,
  releaseCoupon,
  reserveCoupon,
  usableCoupons,
  type CouponState,
  type MemberCouponRow,
} from './coupon.queries.ts';

/** The sign-up benefit (member_benefits kind) and the coupon definition it becomes (decision 022). */
export const WELCOME = { benefitKind: 'welcome_coupon', issueKind: 'welcome' } as const;

export interface CouponTarget {
  productId: number;
  kind: 'pass' | 'course';
  price: number;
}

/** Korean for which products a coupon applies to. */
function appliesTo(c: Pick<MemberCouponRow, 'productKind' | 'productIds'>): string {
  if (c.productIds && c.productIds.length > 0) return '지정 상품 전용';
  if (c.productKind === 'pass') return '이용권 전용';
  if (c.productKind === 'course') return '단과 강의 전용';
  return '모든 상품';
}

/**
 * Coupons (docs/decisions/022). A coupon is taken for an order by one conditional
 * UPDATE, so of parallel uses exactly one wins; it counts as used once the order is paid.
 */
export class CouponService {
  constructor(private readonly db: Db) {}

  /** Turns the sign-up 환영 쿠폰 benefit into a real coupon, once (lazily, on the member's next coupon call). */
  async redeemWelcome(memberId: number): Promise<void> {
    if (!(await hasGrantedBenefit(this.db, memberId, WELCOME.benefitKind))) return;
    await this.db.transaction(async (tx) => {
      const benefits = await grantedBenefits(tx, memberId, WELCOME.benefitKind);
      if (benefits.length === 0) return;
      const def = await findCouponByIssueKind(tx, WELCOME.issueKind);
      if (!def) return;
      for (const b of benefits) {
        const until = b.expiresAt ?? new Date(Date.now() + (def.validDays ?? 30) * 86_400_000);
        await issueMemberCoupon(tx, { memberId, couponSn: def.couponSn, validFrom: b.grantedAt, validUntil: until });
        await markBenefitRedeemed(tx, b.id);
      }
    });
  }

  async list(memberId: number, status: CouponState, page: number, size: number): Promise<CouponListResponse> {
    await this.redeemWelcome(memberId);
    const [rows, counts] = await Promise.all([memberCouponPage(this.db, memberId, status, page, size), memberCouponCounts(this.db, memberId)]);
    return { list: rows.map((r) => toMyCoupon(r, status)), total: counts[status], page, size, counts };
  }

  /** POST /api/payment/coupon {cp_no}: registers a code once per member (within the coupon's limits). */
  async register(memberId: number, code: string): Promise<MyCoupon> {
    const id = await this.db.transaction((tx) => this.issueByCode(tx, memberId, code));
    const row = await findMemberCoupon(this.db, memberId, id);
    return toMyCoupon(row!, 'usable');
  }

  /** Issues a coupon by its code inside the caller's transaction (registration, event benefits); the member coupon id. */
  async issueByCode(tx: Conn, memberId: number, code: string): Promise<number> {
    const def = await findCouponByCode(tx, code);
    if (!def) throw new AppError('COUPON_NOT_FOUND');
    // Whoever made a coupon in the console cannot hand it to themselves, by its code or an event (decision 080).
    // A teacher's coupon is never for any account of that teacher, the one that made it included (decision 132).
    if (def.teacherSn !== null && (def.createdBy === memberId || (await isTeacherAccount(tx, memberId, def.teacherSn)))) throw new AppError('TEACHER_COUPON_OWN_USE');
    if (def.createdBy !== null && def.createdBy === memberId) throw new AppError('COUPON_OWN');
    const now = Date.now();
    if (def.validFrom.getTime() > now) throw new AppError('COUPON_NOT_STARTED');
    if (def.validUntil && def.validUntil.getTime() <= now) throw new AppError(def.teacherSn !== null ? 'TEACHER_COUPON_ENDED' : 'COUPON_EXPIRED');
    if ((await countMemberCoupons(tx, memberId, def.couponSn)) >= def.perMemberLimit) throw new AppError('COUPON_ALREADY_REGISTERED');
    if (def.totalLimit !== null && def.issuedCount >= def.totalLimit) throw new AppError('COUPON_EXHAUSTED');
    const byDays = def.validDays ? now + def.validDays * 86_400_000 : Infinity;
    const until = Math.min(byDays, def.validUntil?.getTime() ?? Infinity);
    return issueMemberCoupon(tx, { memberId, couponSn: def.couponSn, validFrom: new Date(now), validUntil: new Date(Number.isFinite(until) ? until : now + 365 * 86_400_000) });
  }

  /** Every usable coupon with what it would take off this product (for the checkout's live price). */
  async forProduct(memberId: number, target: CouponTarget, exceptOrderSn?: number): Promise<QuoteCoupon[]> {
    await this.redeemWelcome(memberId);
    const rows = await usableCoupons(this.db, memberId);
    return rows.map((r) => {
      const v = evaluate(r, target, exceptOrderSn);
      return { coupon_id: r.id, name: r.name, discount: v.ok ? v.discount : 0, usable: v.ok, reason: v.ok ? null : codes[v.code].message };
    });
  }

  /** The discount of one member coupon on a product; throws its 4xxx refusal. */
  async discountOf(memberId: number, couponId: number, target: CouponTarget, db: Conn = this.db): Promise<{ discount: number; name: string }> {
    const row = await findMemberCoupon(db, memberId, couponId);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    const v = evaluate(row, target);
    if (!v.ok) throw new AppError(v.code);
    return { discount: v.discount, name: row.name };
  }

  /** Takes the coupon for the order inside the order's transaction (4038 when another order got it first). */
  async reserve(tx: Conn, memberId: number, couponId: number, orderSn: number): Promise<void> {
    if (!(await reserveCoupon(tx, memberId, couponId, orderSn))) throw new AppError('COUPON_IN_USE');
  }

  markUsed(tx: Conn, orderSn: number) {
    return markCouponUsed(tx, orderSn);
  }

  release(tx: Conn, orderSn: number) {
    return releaseCoupon(tx, orderSn);
  }
}

type Evaluation = { ok: true; discount: number } | { ok: false; code: CodeName };

export function evaluate(r: MemberCouponRow, target: CouponTarget, exceptOrderSn?: number): Evaluation {
  const now = Date.now();
  if (r.ownTeacher) return { ok: false, code: 'TEACHER_COUPON_OWN_USE' };
  if (r.createdBy !== null && r.createdBy === r.memberId) return { ok: false, code: 'COUPON_OWN' };
  if (r.usedAt) return { ok: false, code: 'COUPON_USED' };
  if (r.revokedAt || r.validUntil.getTime() <= now) return { ok: false, code: r.teacherSn !== null ? 'TEACHER_COUPON_ENDED' : 'COUPON_EXPIRED' };
  if (r.validFrom.getTime() > now) return { ok: false, code: 'COUPON_NOT_STARTED' };
  if (r.orderSn !== null && r.orderSn !== exceptOrderSn && r.orderStatus === 'pending') return { ok: false, code: 'COUPON_IN_USE' };
  if (r.productKind && r.productKind !== target.kind) return { ok: false, code: 'COUPON_NOT_APPLICABLE' };
  if (r.productIds && r.productIds.length > 0 && !r.productIds.includes(target.productId)) return { ok: false, code: 'COUPON_NOT_APPLICABLE' };
  if (target.price < r.minOrder) return { ok: false, code: 'COUPON_MIN_ORDER' };
  const raw = r.discountType === 'percent' ? Math.floor((target.price * r.discountValue) / 100) : r.discountValue;
  const capped = r.maxDiscount === null ? raw : Math.min(raw, r.maxDiscount);
  return { ok: true, discount: Math.min(capped, target.price) };
}

function toMyCoupon(r: MemberCouponRow, fallback: CouponState): MyCoupon {
  const status: CouponState = r.usedAt ? 'used' : r.revokedAt || r.validUntil.getTime() <= Date.now() ? 'expired' : fallback === 'usable' ? 'usable' : fallback;
  return {
    coupon_id: r.id,
    name: r.name,
    discount_type: r.discountType === 'percent' ? 'percent' : 'fixed',
    discount_value: r.discountValue,
    max_discount: r.maxDiscount,
    min_order: r.minOrder,
    applies_to: appliesTo(r),
    product_ids: r.productIds ?? null,
    valid_from: r.validFrom.toISOString(),
    valid_until: r.validUntil.toISOString(),
    status,
    used_at: r.usedAt?.toISOString() ?? null,
    order_id: r.usedAt ? r.orderId : null,
    registered_at: r.registeredAt.toISOString(),
  };
}
