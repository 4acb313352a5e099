import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { cookieOf } from './cookies.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes another site or server must be able to POST to, each exempt only because it carries its own proof (each has
 * a test sending no XSRF header, with the proof right and wrong). Apple's sign-in callback: a cross-site form POST
 * (response_mode=form_post) with neither our header nor, under SameSite=Lax, our cookie, proven by its single-use
 * `state`, which only a sign-in this server started can present (docs/decisions/015-social-login.md). The payment
 * provider's webhooks, server to server (decision 104).
 */
export const XSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/auth/oauth/apple/callback',
  // PAYMENT_STATUS_CHANGED: proven by fetching the payment from Toss for one of our orders (decision 021).
  'POST /api/payment/webhook',
  // DEPOSIT_CALLBACK (가상계좌 입금·입금 취소): proven by the payment's own `secret`, then the payment is fetched (decision 094).
  'POST /api/payment/webhook/deposit',
]);

/**
 * Double-submit cookie: the web client sets a random cookie before its first state-changing call (web
 * lib/cookies.ts xsrfToken) and copies it into a header; a state-changing request without a matching header is
 * refused. Another site can make the browser send the cookie but can neither read nor set it to fill the header.
 * No answer of the server sets it: pages and API answers stay free of Set-Cookie, so a CDN may keep the public
 * pages (decision 085; before, every cookie-less page answer handed out a fresh one).
 * Checked on arrival (arrival.ts): the refusal, or undefined when the request may go on.
 */
export function xsrfRefusal(request: FastifyRequest): AppError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  // Every state-changing request is checked, whatever its raw URL looks like: `/%61pi/…`
  // reaches the same route as `/api/…` (the router decodes it), so a path prefix test is not enough.
  if (XSRF_EXEMPT_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return undefined;
  const cookie = cookieOf(request, XSRF_COOKIE);
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) return new AppError('XSRF_MISMATCH');
  return undefined;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
