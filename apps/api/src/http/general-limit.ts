import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Address6 } from 'ip-address';
import { AppError } from './app-error.ts';
import type { Hits, Limiter } from './limiter.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route is outside the general limit (a video upload arrives in many chunks). */
    rateLimit?: false;
  }
}

export interface GeneralLimitOptions {
  limiter: Limiter;
  max: number;
  windowMs: number;
  /** Requests the limit leaves out: the page renderer's own calls to the API. */
  exempt: (request: FastifyRequest) => boolean;
}

/**
 * The general limit of the API: at most `max` requests per client address in each window, else 429 / 1006 with
 * Retry-After and the counters (only on a refusal, so ordinary answers carry no extra headers).
 *
 * A synchronous hook of our own rather than @fastify/rate-limit: that plugin awaits five promises on every
 * request (the key, the allow list, the store, its own async hook), several per cent of a cached read (issue 13).
 * Counted in this process the count is taken at once; with Redis every process shares it, and while Redis is
 * unreachable each process counts on its own (RedisLimiter), as the sign-in limits do.
 */
export function registerGeneralLimit(api: FastifyInstance, { limiter, max, windowMs, exempt }: GeneralLimitOptions) {
  const refusal = (reply: FastifyReply, { count, resetMs }: Hits): AppError | undefined => {
    if (count <= max) return undefined;
    const seconds = Math.max(1, Math.ceil(resetMs / 1000));
    reply.headers({ 'retry-after': seconds, 'x-ratelimit-limit': max, 'x-ratelimit-remaining': 0, 'x-ratelimit-reset': seconds });
    return new AppError('TOO_MANY_REQUESTS');
  };
  api.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.rateLimit === false || exempt(request)) return done();
    const key = clientKey(request);
    const counted = limiter.hitNow?.(key, windowMs);
    if (counted) return done(refusal(reply, counted));
    limiter.hit(key, windowMs).then(
      (hits) => done(refusal(reply, hits)),
      () => done(),
    );
  });
}

/**
 * The client's address; IPv6 ones by their /64 (one subscriber's network). A client that hung up before its turn
 * has no address left (request.ip is undefined): it is counted under one key.
 */
export function clientKey(request: FastifyRequest): string {
  const ip = request.ip as string | undefined;
  if (!ip) return 'disconnected';
  if (!ip.includes(':')) return ip;
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/64`).startAddress().correctForm();
}
