import type { Commerce } from '../commerce/commerce.ts';
import type { AdminSiteService } from '../admin-site/admin-site.service.ts';
import type { NoticeService } from './notices.service.ts';

/**
 * Where the member notices hook in (decision 087): at the boundary of the services that move money or answer,
 * after their change has committed, without touching their insides (commerce's refund rules change elsewhere).
 * Each wrapped method keeps its result and errors; the notice runs afterwards and never fails the call.
 */
export function noticeAtBoundaries(notices: NoticeService, commerce: Commerce, site: AdminSiteService, log: { warn: (o: object, m: string) => void }): void {
  const later = (what: string, run: () => Promise<void>) => {
    run().catch((err: unknown) => log.warn({ err, what }, 'member notice failed'));
  };
  // A confirm either paid the order or (가상계좌) issued the account the buyer now has to pay into.
  after(commerce.payments, 'confirm', (d) => later('payment', () => notices.orderReported(d.order_id)));
  // 가상계좌 입금 (Toss's DEPOSIT_CALLBACK, or the sandbox bank): paid now, or the account lapsed.
  after(commerce.payments, 'depositCallback', (outcome, [body]) => {
    if (outcome === 'granted') later('payment', () => notices.orderPaid(body.orderId));
    if (outcome === 'expired') later('payment', () => notices.depositExpired(body.orderId));
  });
  // A payment the provider reported before the browser came back (the window closed): announced the same.
  after(commerce.payments, 'webhook', (outcome, [, paymentKey]) => {
    if (outcome === 'granted' && paymentKey) later('payment', () => notices.paymentReported(paymentKey));
  });
  after(commerce.refunds, 'request', (d) => later('refund', () => notices.orderRefunded(d.order_id)));
  after(commerce.refunds, 'refundByOperator', (d) => later('refund', () => notices.orderRefunded(d.order_id)));
  after(commerce.refunds, 'complete', (_r, [orderId]) => later('refund', () => notices.orderRefunded(orderId)));
  after(site, 'answer', (r) => later('inquiry', () => notices.inquiryAnswered(r.inquiry_sn)));
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** Replaces `target[name]` by a call that runs `then` with the result and the arguments once the original resolved. */
function after<T extends object, K extends keyof T>(
  target: T,
  name: K,
  then: (result: Awaited<ReturnType<Extract<T[K], AsyncMethod>>>, args: Parameters<Extract<T[K], AsyncMethod>>) => void,
): void {
  const original = (target[name] as AsyncMethod).bind(target);
  (target as Record<K, unknown>)[name] = async (...args: Parameters<Extract<T[K], AsyncMethod>>) => {
    const result = (await original(...(args as never[]))) as Awaited<ReturnType<Extract<T[K], AsyncMethod>>>;
    then(result, args);
    return result;
  };
}
