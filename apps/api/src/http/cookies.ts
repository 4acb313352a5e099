import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cookies without a plugin. Almost no request reads or sets one — the XSRF check of a write, a page that hands out
 * the XSRF cookie, social sign-in — while @fastify/cookie parsed the Cookie header of every request and ran an
 * onSend hook on every answer (issue 13). The `cookie` package underneath is the same.
 */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}

/** Adds a Set-Cookie header (Fastify keeps each one, never replacing an earlier cookie). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: Omit<SetCookie, 'name' | 'value'>): void {
  reply.header('set-cookie', stringifySetCookie({ name, value, ...options }));
}
