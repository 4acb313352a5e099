import { DomainEvents } from '../../lib/domain-events.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { MemoryLimiter, type Limiter } from '../../http/limiter.ts';
import type { Job } from '../../jobs/scheduler.ts';
import { createPaymentProvider } from '../../providers/payment/index.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import type { PaymentProvider } from '../../providers/payment/payment.ts';
import { SEAL } from '../../lib/configured-keys.ts';
import type { KeyRing } from '../../lib/key-ring.ts';
import { Sealer } from '../../lib/sealer.ts';
import { CashReceiptService } from './payment/cash-receipt.service.ts';
import { CommerceAdminService } from './commerce-admin.service.ts';
import { ProductAdminService } from './product/product-admin.service.ts';
import { RefundReviewService } from './refund/refund-review.service.ts';
import { CouponService } from './coupon/coupon.service.ts';
import { TeacherCouponService } from './coupon/teacher-coupon.service.ts';
import { OrderService } from './order/order.service.ts';
import { PaymentService } from './payment/payment.service.ts';
import { PointsService } from './points/points.service.ts';
import { ProductService } from './product/product.service.ts';
import { RefundService } from './refund/refund.service.ts';
import { RetentionService } from './order/retention.service.ts';
import { sandboxPaymentStore } from './payment/sandbox.queries.ts';
import { WebhookGate } from './payment/webhook-gate.ts';

export interface Commerce {
  provider: PaymentProvider;
  products: ProductService;
  coupons: CouponService;
  /** Teachers' coupons made in the studio within the operator's policy (decision 132). */
  teacherCoupons: TeacherCouponService;
  points: PointsService;
  payments: PaymentService;
  orders: OrderService;
  refunds: RefundService;
  /** Payment records kept after withdrawal, and what blocks withdrawal. */
  retention: RetentionService;
  /** The console's coupons and order list (refunds go through `refunds`). */
  admin: CommerceAdminService;
  /** The console's passes and prices; single-course products follow the course editor. */
  productAdmin: ProductAdminService;
  /** Members' requests for a refund outside the rule, decided in the console. */
  reviews: RefundReviewService;
  /** Escrow settlement, order reconciliation, refund retries, point expiry: each once across processes. */
  jobs: Job[];
}

/** Builds the commerce services and hands each its collaborators (the area's routes: commerce.module.ts). */
export function createCommerce(deps: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  master: KeyRing<Buffer> | Buffer;
  mail?: MailSender;
  clock?: () => Date;
  /** The shared limiter (Redis when configured) the webhooks count in; one process's memory without it. */
  limiter?: Limiter;
  /** The app's domain events (decision 113); a private bus when a test builds commerce alone. */
  events?: DomainEvents;
}): Commerce {
  const { db, log } = deps;
  const events = deps.events ?? new DomainEvents(log);
  const provider = createPaymentProvider(deps.config, sandboxPaymentStore(db));
  const products = new ProductService(db);
  const coupons = new CouponService(db);
  const points = new PointsService(db);
  const cashReceipts = new CashReceiptService(db, provider, new Sealer(deps.master, SEAL.cashReceipt), log);
  const webhookGate = new WebhookGate(deps.limiter ?? new MemoryLimiter());
  const payments = new PaymentService(db, provider, coupons, points, cashReceipts, log, webhookGate, deps.config.PAYMENT_TIMEOUT_MS * 2 + 5000, deps.clock, deps.config.COMPANY_NAME ?? '(예시) 주식회사 투자학교', events);
  const orders = new OrderService(db, provider, products, coupons, points, payments, cashReceipts, events);
  const refunds = new RefundService(db, provider, products, coupons, points, cashReceipts, log, new Sealer(deps.master, SEAL.refundAccount), events);
  const retention = new RetentionService(db);
  const jobs: Job[] = [
    { name: 'escrow-settlement', pattern: '0 * * * * *', run: () => payments.settleDue() },
    { name: 'order-reconcile', pattern: '30 * * * * *', run: () => payments.reconcile() },
    { name: 'refund-retry', pattern: '15 */5 * * * *', run: () => refunds.retryPending() },
    { name: 'cash-receipt-retry', pattern: '45 */5 * * * *', run: () => cashReceipts.retryDue() },
    { name: 'point-expiry', pattern: '0 10 0 * * *', run: () => points.expire() },
  ];
  return {
    provider,
    products,
    coupons,
    teacherCoupons: new TeacherCouponService(db),
    points,
    payments,
    orders,
    refunds,
    retention,
    admin: new CommerceAdminService(db),
    productAdmin: new ProductAdminService(db),
    reviews: new RefundReviewService(db, refunds, deps.mail && { mail: deps.mail, publicUrl: deps.config.PUBLIC_URL, log }),
    jobs,
  };
}
