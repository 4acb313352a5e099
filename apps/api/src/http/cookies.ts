import type { FastifyRequest } from 'fastify';

/**
 * A cookie of the request, the header parsed on first use. `@fastify/cookie` is registered without its parsing
 * hook: it parsed the Cookie header of every request, and almost none reads a cookie (only the XSRF check of a
 * write, a page without its XSRF cookie, and social sign-in do; issue 13). Setting a cookie parses it as before.
 */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  // Null until parsed: the plugin's declared type says otherwise, since it assumes its hook ran.
  const parsed = request.cookies as FastifyRequest['cookies'] | null;
  const cookies = parsed ?? (request.cookies = request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {});
  return cookies[name];
}
