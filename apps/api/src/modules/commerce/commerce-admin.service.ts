import { koreanMoment } from '@school/contracts';
import { randomInt, randomUUID } from 'node:crypto';
import type { AdminCouponRow, AdminOrderRow, AdminOrdersQuery, CouponCreate, CouponCreated } from '@school/contracts/admin';
import type { Db } from '../../db/client.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import { csvFile } from '../../lib/csv.ts';
import { batchCodes, codeTaken, couponSummaries, insertCoupons, purchasesForConsole, type CouponValues } from './commerce-admin.queries.ts';
import { refundAccountLabel } from './order/order-view.ts';

// No 0/O, 1/I: codes are read off screens and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** 50 random bits in two groups of five: XXXXX-XXXXX. */
export const newCouponCode = () => `${part()}-${part()}`;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const seoulEndOfDay = (day: string) => koreanMoment(day, '23:59:59.999');

/** Commerce in the console (docs/decisions/063): coupons (one, or a batch of single-use codes), their use and CSV; orders to refund. */
export class CommerceAdminService {
  constructor(private readonly db: Db) {}

  async create(actor: Actor, body: CouponCreate): Promise<CouponCreated> {
    const base: Omit<CouponValues, 'code'> = {
      name: body.name,
      discountType: body.discount_type,
      discountValue: body.discount_value,
      maxDiscount: body.max_discount,
      minOrder: body.min_order,
      productKind: body.product_kind,
      validUntil: body.valid_until ? seoulEndOfDay(body.valid_until) : null,
      validDays: body.valid_days,
      perMemberLimit: body.count === 1 ? body.per_member_limit : 1,
      totalLimit: body.count === 1 ? body.total_limit : 1,
      createdBy: actor.memberId,
    };
    return this.db.transaction(async (tx) => {
      if (body.count === 1) {
        const code = body.code ?? newCouponCode();
        if (await codeTaken(tx, code)) throw new AppError('ADMIN_COUPON_CODE_TAKEN');
        const [row] = await insertCoupons(tx, [{ ...base, code }]);
        if (!row) throw new AppError('ADMIN_COUPON_CODE_TAKEN');
        await recordChange(tx, actor, { action: 'coupon.create', targetType: 'coupon', targetId: row.couponSn, after: { ...body, code } });
        return { batch: null, coupon_sn: row.couponSn, codes: [code] };
      }
      const batch = randomUUID();
      const codes: string[] = [];
      // A clash with an existing code is skipped by the unique index; the next round makes up the difference.
      for (let round = 0; codes.length < body.count && round < 5; round++) {
        const rows = Array.from({ length: body.count - codes.length }, () => ({ ...base, code: newCouponCode(), batch }));
        for (const r of await insertCoupons(tx, rows)) if (r.code) codes.push(r.code);
      }
      if (codes.length < body.count) throw new AppError('SERVER_ERROR');
      await recordChange(tx, actor, { action: 'coupon.batch', targetType: 'coupon_batch', targetId: batch, after: { ...body, first_code: codes[0] } });
      return { batch, coupon_sn: null, codes };
    });
  }

  async list(): Promise<{ list: AdminCouponRow[] }> {
    const rows = await couponSummaries(this.db);
    return {
      list: rows.map((r) => ({
        key: r.key,
        batch: r.batch,
        coupon_sn: r.coupon_sn === null ? null : Number(r.coupon_sn),
        name: r.name,
        discount: r.discount_type === 'percent' ? `${r.discount_value}%${r.max_discount ? ` (최대 ${won(r.max_discount)})` : ''}` : won(r.discount_value),
        code: r.code,
        codes: r.codes,
        registered: r.registered,
        used: r.used,
        valid_until: r.valid_until ? new Date(r.valid_until).toISOString() : null,
        created_at: new Date(r.created_at).toISOString(),
        teacher_sn: r.teacher_sn === null ? null : Number(r.teacher_sn),
        teacher_name: r.teacher_name,
      })),
    };
  }

  /** A batch's codes as CSV (UTF-8 with BOM so Excel reads the Korean headers). */
  async batchCsv(batch: string): Promise<string> {
    const rows = await batchCodes(this.db, batch);
    if (rows.length === 0) throw new AppError('ADMIN_COUPON_BATCH_NOT_FOUND');
    return csvFile(
      ['쿠폰 번호', '쿠폰 이름', '등록 회원', '등록일시', '사용일시', '사용 주문'],
      rows.map((r) => [r.code, r.name, r.email, r.registeredAt, r.usedAt, r.orderId]),
    );
  }

  /** Orders and subscription charges, newest payment first (decision 110). */
  async orders(q: AdminOrdersQuery): Promise<{ total: number; list: AdminOrderRow[] }> {
    const rows = await purchasesForConsole(this.db, q.state, q.q, q.page);
    return {
      total: rows[0]?.total ?? 0,
      list: rows.map((r) => ({
        source: r.source,
        order_id: r.order_id,
        member_id: Number(r.member_id),
        email: r.email,
        order_name: r.order_name,
        status: r.status,
        amount: r.amount,
        points_used: r.points_used,
        refund_amount: r.refund_amount,
        paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
        refunded_at: r.refunded_at ? new Date(r.refunded_at).toISOString() : null,
        pay_method: r.pay_method,
        refund_account_label: refundAccountLabel({ refundBank: r.refund_bank, refundAccountMasked: r.refund_account_masked, refundHolderMasked: r.refund_holder_masked }),
      })),
    };
  }
}
