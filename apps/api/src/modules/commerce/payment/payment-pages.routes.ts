import { timingSafeEqual } from 'node:crypto';
import { cashReceiptTypeLabels, KOREA_TIME_ZONE, type OrderStatus, orderStatusLabels, type PayMethod, payMethodLabels } from '@school/contracts';
import { commerceApi, fillPath } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../http/route.ts';
import { SANDBOX_FAILURES, SandboxPayments } from '../../../providers/payment/sandbox.ts';
import type { PaymentProvider } from '../../../providers/payment/payment.ts';
import type { OrderService } from '../order/order.service.ts';
import type { PaymentService } from './payment.service.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#191f28}main{max-width:420px;margin:0 auto;padding:24px 16px}' +
  'section{background:#fff;border-radius:12px;padding:20px;margin-bottom:16px}h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#6b7684}dd{margin:0;text-align:right}' +
  'form{margin:0 0 10px}button{width:100%;min-height:48px;font-size:16px;border-radius:8px;border:1px solid #d1d6db;background:#fff;cursor:pointer}button.primary{background:#3182f6;color:#fff;border:0}.note{font-size:13px;color:#6b7684}';
const page = (title: string, body: string) =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** Only same-site paths: the window never sends the browser to another site. */
function safePath(url: string, fallback: string): string {
  return /^\/(?![/\\])[^\s]*$/.test(url) ? url : fallback;
}
function withQuery(path: string, params: Record<string, string | number>): string {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${q}`;
}

/**
 * The sandbox payment window (our stand-in for Toss's) and our own receipt page.
 * The window returns to successUrl/failUrl with Toss's query parameters.
 */
const methodLabel = (m: string) => payMethodLabels[m as PayMethod] ?? payMethodLabels.card;

/** What the window's 승인 button says for the method chosen at checkout. */
function approveLabel(method: string, installmentMonths: number): string {
  if (method === 'card') return installmentMonths > 0 ? `카드 승인 (${installmentMonths}개월 할부)` : '카드 승인 (일시불)';
  if (method === 'transfer') return '계좌이체 승인';
  if (method === 'virtual_account') return '가상계좌 발급';
  return `${methodLabel(method)}로 결제 승인`;
}

export const paymentPagesRoutes: FastifyPluginAsyncZod<{ orders: OrderService; payments: PaymentService; provider: PaymentProvider }> = async (
  app,
  { orders, payments, provider },
) => {
  route(app, commerceApi.receipt, {}, async (req, reply) => {
    const o = await orders.publicView(req.params.order_id);
    const a = Buffer.from(req.query.token);
    const valid = o && o.paidAt && a.length === Buffer.byteLength(o.receiptToken) && timingSafeEqual(a, Buffer.from(o.receiptToken));
    if (!o || !valid || !o.paidAt) {
      return reply.code(404).type('text/html; charset=utf-8').send(page('영수증', '<section><h1>영수증을 찾을 수 없습니다</h1><p>구매 내역에서 다시 열어 주세요.</p></section>'));
    }
    const vat = Math.floor(o.amount / 11);
    const rows: [string, string][] = [
      ['주문 번호', o.orderId],
      ['상품', o.orderName],
      ['결제 일시', o.paidAt.toLocaleString('ko-KR', { timeZone: KOREA_TIME_ZONE })],
      ['상품 금액', won(o.productPrice)],
      ['쿠폰 할인', `-${won(o.couponDiscount)}`],
      ['포인트 사용', `-${won(o.pointsUsed)}`],
      ['결제 금액', won(o.amount)],
      ['공급가액', won(o.amount - vat)],
      ['부가세', won(vat)],
      ['결제 수단', o.method ?? '-'],
      ['상태', orderStatusLabels[o.status as OrderStatus] ?? o.status],
    ];
    if (o.installmentMonths > 0) rows.push(['할부', `${o.installmentMonths}개월${o.interestFree ? ' (무이자)' : ''}`]);
    if (o.refundAmount > 0) rows.push(['환불 금액', won(o.refundAmount)]);
    if (o.cashReceiptType && o.cashReceiptStatus === 'issued') {
      rows.push(['현금영수증', `${cashReceiptTypeLabels[o.cashReceiptType === 'expense' ? 'expense' : 'income']} ${o.cashReceiptMasked ?? ''}`]);
    }
    if (o.cashReceiptStatus === 'cancelled') rows.push(['현금영수증', '발급 취소']);
    const list = rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('');
    const note = o.provider === 'sandbox' ? '<p class="note">샌드박스 결제의 영수증입니다. 실제로 청구된 금액은 없습니다.</p>' : '';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('영수증', `<section><h1>구매 영수증</h1><dl>${list}</dl>${note}</section>`));
  });

  if (!(provider instanceof SandboxPayments)) return;
  const sandbox = provider;

  route(app, commerceApi.sandboxWindow, {}, async (req, reply) => {
    const o = await orders.publicView(req.params.order_id);
    if (!o) return reply.code(404).type('text/html; charset=utf-8').send(page('결제', '<section><h1>주문을 찾을 수 없습니다</h1></section>'));
    const successUrl = safePath(req.query.successUrl, '/payment/success');
    const failUrl = safePath(req.query.failUrl, '/payment/fail');
    const action = fillPath(commerceApi.sandboxDecide.path, { order_id: o.orderId });
    const button = (value: string, label: string, primary = false) =>
      `<form method="get" action="${esc(action)}"><input type="hidden" name="action" value="${value}"><input type="hidden" name="successUrl" value="${esc(successUrl)}"><input type="hidden" name="failUrl" value="${esc(failUrl)}"><button type="submit"${primary ? ' class="primary"' : ''}>${esc(label)}</button></form>`;
    const body =
      `<section><h1>결제하기 (샌드박스)</h1><p class="note">실제 결제 대신 결과를 고르는 시험용 결제창입니다. 돈이 청구되지 않습니다.</p>` +
      `<dl><dt>주문</dt><dd>${esc(o.orderName)}</dd><dt>결제 수단</dt><dd>${esc(methodLabel(o.payMethod))}</dd><dt>결제 금액</dt><dd><strong>${won(o.amount)}</strong></dd></dl></section>` +
      `<section>${button('approve', approveLabel(o.payMethod, o.installmentMonths), true)}${button('decline', '거절 (한도 초과)')}${button('cancel', '결제 취소')}${button('timeout', '시간 초과')}` +
      `<p class="note">시간 초과: 결제창은 통과하지만 승인 응답이 늦어 결제되지 않는 경우를 재현합니다.</p></section>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('결제하기', body));
  });

  route(
    app,
    commerceApi.sandboxDecide,
    {},
    async (req, reply) => {
      const successUrl = safePath(req.query.successUrl, '/payment/success');
      const failUrl = safePath(req.query.failUrl, '/payment/fail');
      const o = await orders.publicView(req.params.order_id);
      if (!o) return reply.code(404).type('text/html; charset=utf-8').send(page('결제', '<section><h1>주문을 찾을 수 없습니다</h1></section>'));
      const fail = (code: string, message: string) => reply.redirect(withQuery(failUrl, { code, message, orderId: o.orderId }), 303);
      if (o.status !== 'pending' || o.expiresAt.getTime() < Date.now()) return fail('NOT_AVAILABLE_PAYMENT', '결제 가능한 주문이 아닙니다. 이미 처리되었거나 결제 시간이 지났습니다.');
      const action = req.query.action;
      if (action === 'decline') return fail(SANDBOX_FAILURES.decline.code, SANDBOX_FAILURES.decline.message);
      if (action === 'cancel') return fail(SANDBOX_FAILURES.cancel.code, SANDBOX_FAILURES.cancel.message);
      const paymentKey = await sandbox.authorise({
        orderId: o.orderId,
        orderName: o.orderName,
        amount: o.amount,
        slow: action === 'timeout',
        method: o.payMethod,
        installmentMonths: o.installmentMonths,
      });
      return reply.redirect(withQuery(successUrl, { paymentKey, orderId: o.orderId, amount: o.amount, paymentType: 'NORMAL' }), 303);
    },
  );

  // The sandbox bank: deposit into (or turn back a deposit from) an order's 가상계좌, through the DEPOSIT_CALLBACK path.
  route(app, commerceApi.sandboxBank, {}, async (req, reply) => {
    const o = await orders.publicView(req.params.order_id);
    if (!o?.vaAccount) return reply.code(404).type('text/html; charset=utf-8').send(page('샌드박스 은행', '<section><h1>가상계좌를 찾을 수 없습니다</h1></section>'));
    let note = '';
    if (req.query.action) {
      const event = await sandbox.depositEvent(o.orderId, req.query.action);
      note = event ? `<p>${req.query.action === 'deposit' ? '입금했습니다' : '입금을 취소했습니다'}: ${esc(await payments.depositCallback(event))}</p>` : '<p>바뀐 것이 없습니다.</p>';
    }
    const action = fillPath(commerceApi.sandboxBank.path, { order_id: o.orderId });
    const button = (value: string, label: string) => `<form method="get" action="${esc(action)}"><input type="hidden" name="action" value="${value}"><button type="submit">${esc(label)}</button></form>`;
    const body =
      `<section><h1>샌드박스 은행</h1><p class="note">시험용 은행입니다. 돈이 오가지 않습니다.</p>` +
      `<dl><dt>입금 계좌</dt><dd>${esc(o.vaBank ?? '')} ${esc(o.vaAccount)}</dd><dt>입금액</dt><dd><strong>${won(o.amount)}</strong></dd>` +
      `<dt>주문 상태</dt><dd>${esc(orderStatusLabels[o.status as OrderStatus] ?? o.status)}</dd></dl>${note}</section>` +
      `<section>${button('deposit', '입금하기')}${button('return', '입금 취소 (은행 반환)')}</section>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('샌드박스 은행', body));
  });
};
