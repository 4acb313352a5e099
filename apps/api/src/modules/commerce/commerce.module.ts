import type { DomainEvents } from '../../lib/domain-events.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { KeyRing } from '../../lib/key-ring.ts';
import type { Limiter } from '../../http/limiter.ts';
import { mount, type AreaRoutes } from '../../http/mount.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import { commerceAdminRoutes } from './commerce-admin.routes.ts';
import { createCommerce, type Commerce } from './commerce.ts';
import { commerceRoutes } from './commerce.routes.ts';
import { paymentPagesRoutes } from './payment/payment-pages.routes.ts';
import { teacherCouponRoutes } from './coupon/teacher-coupon.routes.ts';

/**
 * Products, orders, payments, coupons, points, refunds (docs/decisions/020–024): the services of commerce.ts,
 * with the member's calls and the provider's return pages under /api, and passes, prices, coupons and orders
 * in the console. Its jobs (escrow settlement, reconciliation, refund retries, point expiry) come with it.
 */
export function createCommerceArea(d: { config: Config; db: Db; log: FastifyBaseLogger; mail: MailSender; master: KeyRing<Buffer>; limiter: Limiter; events: DomainEvents }): Commerce & { routes: AreaRoutes } {
  const commerce = createCommerce(d);
  return {
    ...commerce,
    routes: {
      api: [mount(commerceRoutes, { commerce }), mount(paymentPagesRoutes, { orders: commerce.orders, payments: commerce.payments, provider: commerce.provider })],
      console: [mount(commerceAdminRoutes, { commerce }), mount(teacherCouponRoutes, { coupons: commerce.teacherCoupons })],
    },
  };
}
