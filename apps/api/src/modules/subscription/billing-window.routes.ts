import { subscriptionApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { SandboxBilling } from '../../providers/payment/sandbox-billing.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#191f28}main{max-width:420px;margin:0 auto;padding:24px 16px}' +
  'section{background:#fff;border-radius:12px;padding:20px;margin-bottom:16px}h1{font-size:20px}form{margin:0 0 10px}' +
  'button{width:100%;min-height:48px;font-size:16px;border-radius:8px;border:1px solid #d1d6db;background:#fff;cursor:pointer}button.primary{background:#3182f6;color:#fff;border:0}.note{font-size:13px;color:#6b7684}';

function safePath(url: string, fallback: string): string {
  return /^\/(?![/\\])[^\s]*$/.test(url) ? url : fallback;
}
function withQuery(path: string, params: Record<string, string>): string {
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/**
 * The sandbox's card-registration window for automatic payment (our stand-in for Toss's requestBillingAuth): 등록
 * registers a card that pays; 한도 초과 and 카드 정지 register cards every charge of which is refused. It returns to
 * successUrl?customerKey&authKey or failUrl?code&message, as Toss's window does.
 */
export const billingWindowRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxBilling }> = async (app, { sandbox }) => {
  route(app, api.sandboxWindow, {}, async (req, reply) => {
    const { customerKey } = req.query;
    const successUrl = safePath(req.query.successUrl, '/subscription/success');
    const failUrl = safePath(req.query.failUrl, '/subscription/fail');
    const button = (value: string, label: string, primary = false) =>
      `<form method="get" action="${esc(api.sandboxDecide.path)}"><input type="hidden" name="customerKey" value="${esc(customerKey)}"><input type="hidden" name="outcome" value="${value}">` +
      `<input type="hidden" name="successUrl" value="${esc(successUrl)}"><input type="hidden" name="failUrl" value="${esc(failUrl)}"><button type="submit"${primary ? ' class="primary"' : ''}>${esc(label)}</button></form>`;
    const body =
      `<section><h1>카드 등록 (샌드박스)</h1><p class="note">자동 결제에 쓸 카드를 등록하는 시험용 창입니다. 실제 카드나 돈은 쓰이지 않습니다.</p></section>` +
      `<section>${button('normal', '등록', true)}${button('limit', '등록 (한도 초과 카드)')}${button('suspended', '등록 (정지된 카드)')}${button('cancel', '등록 취소')}` +
      `<p class="note">한도 초과·정지된 카드는 등록은 되지만 결제할 때마다 거절됩니다.</p></section>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>카드 등록</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`);
  });

  route(app, api.sandboxDecide, {}, async (req, reply) => {
    const successUrl = safePath(req.query.successUrl, '/subscription/success');
    const failUrl = safePath(req.query.failUrl, '/subscription/fail');
    if (req.query.outcome === 'cancel') return reply.redirect(withQuery(failUrl, { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 카드 등록이 취소되었습니다.' }), 303);
    const authKey = await sandbox.authorise(req.query.customerKey, req.query.outcome);
    return reply.redirect(withQuery(successUrl, { customerKey: req.query.customerKey, authKey }), 303);
  });
};
