import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Svg } from './course.service.ts';

// Already serialized JSON: skip the per-request serializer.
export const sendJson = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

export const IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Generated images are deterministic, so a matching ETag answers 304 without a body. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: Svg) {
  reply.header('cache-control', IMAGE_CACHE).header('etag', svg.etag);
  if (request.headers['if-none-match'] === svg.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg.body);
}
