import { randomBytes } from 'node:crypto';
import { addMonths, cashReceiptMethods, commerceLimits, endOfKoreanDay, installmentMinAmount, KOREA_TIME_ZONE, type OrderCreated, type OrderCreateInput, type OrderDetail, type PaymentListParams, type PaymentListResponse, type Quote, type QuoteInput, startOfKoreanDay } from '@school/contracts';
import { commerceApi, fillPath } from '@school/contracts/endpoints';
import type { Conn, Db } from '../../../db/client.ts';
import { DomainEvents } from '../../../lib/domain-events.ts';
import { AppError } from '../../../http/app-error.ts';
import type { PaymentProvider } from '../../../providers/payment/payment.ts';
import { maskIdentity, type CashReceiptService } from '../payment/cash-receipt.service.ts';
import type { CouponService, CouponTarget } from '../coupon/coupon.service.ts';
import { toOrderDetail } from './order-view.ts';
import { findOrder, insertOrder, latestPassEnd, lockOrder, orderPage, ownsCourse, passCoverEnd, updateOrder } from './order.queries.ts';
import type { ProductRow } from '../product/product.queries.ts';
import type { PaymentService } from '../payment/payment.service.ts';
import type { PointsService } from '../points/points.service.ts';
import type { ProductService } from '../product/product.service.ts';

interface Priced {
  productPrice: number;
  couponDiscount: number;
  couponName: string | null;
  points: number;
  amount: number;
  /** The member's point balance as read for the check, so a quote shows the same figure it priced with. */
  balance: number;
}

/** 2027년 3월 1일, on the Korean calendar whatever the server's zone. */
const koreanDate = (at: Date): string =>
  at.toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

const PERIOD_MONTHS = { '1m': 1, '3m': 3, '6m': 6, '1y': 12, all: null } as const;
/** What a coupon is checked against: the product's id, kind and price. */
const couponTarget = (p: ProductRow): CouponTarget => ({ productId: p.productId, kind: p.kind === 'course' ? 'course' : 'pass', price: p.price });

/** Toss's smallest card payment; an amount between 1 and 99 won cannot be charged. */
const MIN_CHARGE = 100;

/** Orders: the server prices them (product − coupon − points) and keeps the member's history (decision 021). */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly products: ProductService,
    private readonly coupons: CouponService,
    private readonly points: PointsService,
    private readonly payments: PaymentService,
    private readonly cashReceipts: CashReceiptService,
    /** Where an order paid wholly by coupon and points is announced once committed (decision 139). */
    private readonly events: DomainEvents = new DomainEvents({ warn: () => undefined }),
  ) {}

  /** 할부 only on a card from 50,000원; 현금영수증 only for cash (계좌이체, 가상계좌). */
  private checkMethod(body: OrderCreateInput, amount: number): void {
    if (amount === 0) return; // nothing goes through the window
    if (body.installment_months > 0 && body.pay_method !== 'card') throw new AppError('PAYMENT_INSTALLMENT_CARD_ONLY');
    if (body.installment_months > 0 && amount < installmentMinAmount) throw new AppError('PAYMENT_INSTALLMENT_TOO_SMALL');
    if (body.cash_receipt && !cashReceiptMethods.includes(body.pay_method)) throw new AppError('PAYMENT_CASH_RECEIPT_METHOD');
  }

  private async price(memberId: number, body: { product_id: number; coupon_id?: number | null | undefined; points: number }, given?: ProductRow, db: Conn = this.db): Promise<Priced> {
    const product = given ?? (await this.products.row(body.product_id));
    if (product.kind === 'course' && product.courseSn !== null && (await ownsCourse(db, memberId, product.courseSn))) throw new AppError('COURSE_ALREADY_OWNED');
    let couponDiscount = 0;
    let couponName: string | null = null;
    if (body.coupon_id) {
      const c = await this.coupons.discountOf(memberId, body.coupon_id, couponTarget(product), db);
      couponDiscount = c.discount;
      couponName = c.name;
    }
    const afterCoupon = product.price - couponDiscount;
    if (body.points > afterCoupon) throw new AppError('POINTS_EXCEED_PRICE');
    const balance = await this.points.balance(memberId, db);
    if (body.points > balance) throw new AppError('POINTS_INSUFFICIENT');
    const amount = afterCoupon - body.points;
    if (amount > 0 && amount < MIN_CHARGE) {
      throw new AppError('POINTS_EXCEED_PRICE', { message: `카드로 결제할 금액은 0원이거나 ${MIN_CHARGE}원 이상이어야 합니다. 사용할 포인트를 조정해 주세요.` });
    }
    return { productPrice: product.price, couponDiscount, couponName, points: body.points, amount, balance };
  }

  /** The product and the point balance are read once each: pricing checks them, the quote shows the same figures. */
  async quote(memberId: number, body: QuoteInput): Promise<Quote> {
    const row = await this.products.row(body.product_id);
    const priced = await this.price(memberId, body, row);
    const balance = priced.balance;
    const [product, coupons] = await Promise.all([this.products.present(row), this.coupons.forProduct(memberId, couponTarget(row))]);
    const chosen = body.coupon_id ? (coupons.find((c) => c.coupon_id === body.coupon_id) ?? null) : null;
    const now = new Date();
    let from = now;
    let coveredNotice: string | null = null;
    if (product.kind === 'pass') {
      const end = await latestPassEnd(this.db, memberId, product.scope.type === 'category' ? product.scope.ca_sn : null);
      if (end && end > now) {
        from = end;
        coveredNotice = `같은 이용권을 ${koreanDate(end)}까지 이미 이용 중입니다. 지금 결제하면 새 기간은 그다음부터 이어서 시작되고, 그때까지는 추가로 열리는 강의가 없습니다.`;
      }
    } else if (product.scope.course_sn !== null) {
      const end = await passCoverEnd(this.db, memberId, product.scope.course_sn);
      if (end !== undefined) {
        const until = end === null ? '기간 제한 없이' : `${koreanDate(end)}까지`;
        coveredNotice = `지금 가진 이용권으로 이 강의를 ${until} 이미 볼 수 있습니다. 이용권이 끝난 뒤에도 이 강의를 보려는 경우에만 따로 구매하세요.`;
      }
    }
    const until = product.months ? addMonths(from, product.months) : new Date(from.getTime() + product.days * 86_400_000);
    return {
      product,
      product_price: priced.productPrice,
      coupon_discount: priced.couponDiscount,
      points_used: priced.points,
      amount: priced.amount,
      vat: Math.floor(priced.amount / 11),
      coupon: chosen,
      coupons,
      points_balance: balance,
      points_max: Math.max(0, Math.min(balance, priced.productPrice - priced.couponDiscount)),
      valid_from: from.toISOString(),
      valid_until: until.toISOString(),
      covered_notice: coveredNotice,
    };
  }

  async create(memberId: number, body: OrderCreateInput): Promise<OrderCreated> {
    // The member's own abandoned orders give their coupon and points back first.
    await this.payments.reconcile(memberId, 20);
    const product = await this.products.row(body.product_id);
    const priced = await this.price(memberId, body, product);
    this.checkMethod(body, priced.amount);
    const receipt = priced.amount > 0 ? (body.cash_receipt ?? null) : null;
    const installmentMonths = priced.amount > 0 ? body.installment_months : 0;
    const orderId = `ord_${randomBytes(15).toString('base64url')}`;
    const orderName = product.title.slice(0, 100);
    const expiresAt = new Date(Date.now() + commerceLimits.orderValidMinutes * 60_000);
    await this.db.transaction(async (tx) => {
      const orderSn = await insertOrder(tx, {
        orderId,
        memberId,
        productId: product.productId,
        orderName,
        productPrice: priced.productPrice,
        memberCouponId: body.coupon_id ?? null,
        couponName: priced.couponName,
        couponDiscount: priced.couponDiscount,
        pointsUsed: priced.points,
        amount: priced.amount,
        provider: this.provider.name,
        receiptToken: randomBytes(18).toString('base64url'),
        expiresAt,
        payMethod: body.pay_method,
        installmentMonths,
        cashReceiptType: receipt?.type ?? null,
        cashReceiptIdentity: receipt ? this.cashReceipts.seal(receipt.identity) : null,
        cashReceiptMasked: receipt ? maskIdentity(receipt.identity) : null,
        cashReceiptStatus: receipt ? 'requested' : null,
      });
      if (body.coupon_id) await this.coupons.reserve(tx, memberId, body.coupon_id, orderSn);
      await this.points.spend(tx, { memberId, amount: priced.points, description: `주문 결제 사용 (${orderName})`, orderSn });
      // Nothing left to charge: the purchase is complete without the payment window.
      if (priced.amount === 0) {
        const o = await lockOrder(tx, orderId);
        await this.payments.grant(tx, o!, null);
      }
    });
    // Paid like any other order (decision 139): announced after the commit, awaited so the payment notice is in the
    // member's list when this answers (as a confirm's is). A repeat of the request is a new order or a refusal, and
    // the notice goes once per order, so a retry never sends a second one.
    if (priced.amount === 0) await this.events.publish('payment.paid', { orderId, via: 'no_charge' });
    return {
      order_id: orderId,
      order_name: orderName,
      amount: priced.amount,
      status: priced.amount === 0 ? 'paid' : 'pending',
      provider: this.provider.name,
      client_key: this.provider.clientKey,
      customer_key: `cus_${randomBytes(12).toString('base64url')}`,
      sandbox_window_url: this.provider.sandbox ? fillPath(commerceApi.sandboxWindow.path, { order_id: orderId }) : null,
      expires_at: expiresAt.toISOString(),
      pay_method: body.pay_method,
      installment_months: installmentMonths,
    };
  }

  async detail(memberId: number, orderId: string): Promise<OrderDetail> {
    const o = await findOrder(this.db, orderId);
    if (!o || o.memberId !== memberId) throw new AppError('ORDER_NOT_FOUND');
    return toOrderDetail(o);
  }

  async history(memberId: number, q: PaymentListParams): Promise<PaymentListResponse> {
    let from: Date | null = null;
    let to: Date | null = null;
    if (q.from || q.to) {
      // Dates are Korean calendar days.
      from = q.from ? startOfKoreanDay(q.from) : null;
      to = q.to ? endOfKoreanDay(q.to) : null;
      if (from && to && from >= to) throw new AppError('INPUT_INVALID', { message: '조회 시작일은 종료일보다 앞서야 합니다.' });
    } else {
      const months = PERIOD_MONTHS[q.period ?? '1y'];
      from = months === null ? null : addMonths(new Date(), -months);
    }
    const page = await orderPage(this.db, memberId, from, to, q.page, q.size);
    return { list: page.rows.map((r) => toOrderDetail(r)), total: page.total, page: q.page, size: q.size };
  }

  /** 구매확정: the member confirms receipt; the escrow settles now instead of after 3 business days. */
  async confirmReceipt(memberId: number, orderId: string): Promise<OrderDetail> {
    await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      if (!o || o.memberId !== memberId) throw new AppError('ORDER_NOT_FOUND');
      if (o.status === 'settled') return;
      if (o.status !== 'awaiting_receipt') throw new AppError('PURCHASE_CONFIRM_NOT_ALLOWED');
      await updateOrder(tx, o.orderSn, { status: 'settled', settledAt: new Date(), settledBy: 'member' });
    });
    return this.detail(memberId, orderId);
  }

  /** The sandbox window and receipt page: the order as the provider's page shows it. */
  async publicView(orderId: string) {
    return findOrder(this.db, orderId);
  }
}
