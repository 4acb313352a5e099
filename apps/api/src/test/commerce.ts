import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';
import { bearer, type Tokens } from './accounts.ts';

export interface Body<T = unknown> {
  code: string;
  message: string;
  data: T;
}

export function api(t: TestContext) {
  // Tests read whatever the answer holds; `any` keeps assertions short (typed where it matters).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async <T = any>(method: 'GET' | 'POST', url: string, tokens?: Tokens | null, payload?: unknown) => {
    const res = await t.request({ method, url, ...(tokens ? { headers: bearer(tokens) } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, ...res.json<Body<T>>() };
  };
  /** Order → sandbox window choice → the query the browser brings back to successUrl/failUrl. */
  const windowChoice = async (orderId: string, action: 'approve' | 'decline' | 'cancel' | 'timeout') => {
    const res = await t.request({ method: 'GET', url: `/api/payment/sandbox/window/${orderId}/decide?action=${action}&successUrl=/payment/success&failUrl=/payment/fail` });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location), 'http://localhost');
    return { path: location.pathname, query: Object.fromEntries(location.searchParams) };
  };
  const order = async (tokens: Tokens, body: object) => {
    const r = await call<{ order_id: string; amount: number; status: string }>('POST', '/api/payment/order', tokens, body);
    expect(r.code, r.message).toBe('0000');
    return r.data;
  };
  /** Buys through the sandbox window's 승인 and confirms. */
  const buy = async (tokens: Tokens, body: object) => {
    const o = await order(tokens, body);
    if (o.amount === 0) return o.order_id;
    const back = await windowChoice(o.order_id, 'approve');
    const c = await call('POST', '/api/payment/confirm', tokens, { paymentKey: back.query.paymentKey, orderId: o.order_id, amount: Number(back.query.amount) });
    expect(c.code, c.message).toBe('0000');
    return o.order_id;
  };
  return { call, windowChoice, order, buy };
}
