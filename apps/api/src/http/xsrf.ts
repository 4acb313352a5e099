import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

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
 * Double-submit cookie: the server hands out a random cookie, the web client
 * copies it into a header, and a state-changing request without a matching
 * header is refused. Another site can make the browser send the cookie but
 * cannot read it to fill the header.
 */
export function registerXsrf(app: FastifyInstance, options: { secure: boolean }) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (SAFE_METHODS.has(request.method)) {
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure: options.secure,
          httpOnly: false,
        });
      }
      return;
    }
    if (!request.url.startsWith('/api/')) return;
    if (XSRF_EXEMPT_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new AppError('XSRF_MISMATCH');
    }
  });
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
