import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { cookieOf, setCookie } from './cookies.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes another site must be able to POST to. Only Apple's sign-in callback: Apple
 * answers with a cross-site form POST (response_mode=form_post), which carries neither
 * our header nor, under SameSite=Lax, our cookie. It is protected instead by its
 * single-use `state`, which only a sign-in this server started can present
 * (docs/decisions/015-social-login.md).
 */
export const XSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/auth/oauth/apple/callback',
  // The payment provider's server calls it; it is verified by fetching the payment (decision 021).
  'POST /api/payment/webhook',
]);

/**
 * Double-submit cookie: the page gets a random cookie, the web client copies it into a header, and a
 * state-changing request without a matching header is refused. Another site can make the browser send the
 * cookie but cannot read it to fill the header. The cookie is handed out with the page (issueXsrfCookie, from
 * spa.ts), not with API answers: those stay free of Set-Cookie (cheaper, and cacheable by shared caches).
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

/** Sets the cookie on a page that arrives without one. */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  if (!cookieOf(request, XSRF_COOKIE)) setCookie(reply, XSRF_COOKIE, newToken(), { path: '/', sameSite: 'lax', secure, httpOnly: false });
}

// Random bytes drawn in blocks: one system call per 256 tokens instead of one per cookie-less GET.
const TOKEN_BYTES = 24;
let pool = Buffer.alloc(0);
let offset = 0;
function newToken(): string {
  if (offset + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * 256);
    offset = 0;
  }
  offset += TOKEN_BYTES;
  return pool.toString('base64url', offset - TOKEN_BYTES, offset);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
