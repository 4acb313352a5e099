import { codes } from '@school/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JsonBody, pickEncoding, type Encoding, type PreparedBody } from './json-body.ts';
// The fast lane's decoration of FastifyInstance (read below), also in programs that never import app.ts (bench).
import type {} from './prepared.ts';

/** The success envelope. Every route answers through this, or through a cached body built by `okBody`. */
export function ok<T>(data: T, message: string = codes.OK.message) {
  return { code: codes.OK.code, message, data };
}

/** The success envelope serialized once, for responses kept in a cache (see cache.ts). */
export function okBody(data: unknown, message: string = codes.OK.message): JsonBody {
  return JsonBody.of(ok(data, message));
}

/**
 * Sends an already serialized (and, when the client accepts it, already
 * compressed) body: no serializer, no per-request compression. A body the
 * cache holds built is sent at once, with no promise: the handler then returns
 * nothing (issue 13); one still being built is sent when it is.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, body: JsonBody | Promise<JsonBody>): Promise<void> | undefined {
  if (body instanceof Promise) return body.then((built) => sendBody(request, reply, built));
  sendBody(request, reply, body);
  return undefined;
}

/**
 * The one way a prepared body leaves (JSON from a cache, a prepared page): its compressed form when the client
 * accepts one, 304 when the client holds the same (bodies with an ETag), and the address handed to the fast lane
 * (prepared.ts) so the next anonymous request for it is answered before the router with these same headers.
 */
export function sendBody(request: FastifyRequest, reply: FastifyReply, body: PreparedBody): void {
  reply.type(body.contentType);
  let encoding: Encoding | null = null;
  if (body.compressible) {
    reply.header('vary', 'accept-encoding');
    encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
  }
  request.server.preparedAnswers?.keep(request, reply, body);
  const etag = body.etagOf(encoding);
  if (etag) {
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.removeHeader('content-encoding').code(304).send();
      return;
    }
  }
  reply.send(encoding ? body.encoded(encoding) : body.raw);
}

/**
 * Route options of a route answering through `sendJson`: its bodies come compressed from the cache, so the
 * compress plugin's two hooks would only look and pass on every request (issue 13). Its errors are small.
 */
export const preEncoded = { compress: false } as const;

/** A generated image with the tag that identifies its content. */
export interface Svg {
  body: string;
  etag: string;
}

export const IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Generated images are deterministic, so a matching ETag answers 304 without a body. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: Svg) {
  reply.header('cache-control', IMAGE_CACHE).header('etag', svg.etag);
  if (request.headers['if-none-match'] === svg.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg.body);
}
