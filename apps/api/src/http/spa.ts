import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundHandler } from './error-handler.ts';

const YEAR = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built web app. Hashed files under /assets are cached for a year;
 * index.html is revalidated every time, so a rebuild reaches people at once.
 * `wildcard: true` looks files up per request: new asset names after a rebuild
 * are found without a restart, and a missing asset is a 404, never index.html.
 */
export async function registerSpa(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`No web build at ${dist}: only the API is served (run npm run build)`);
    app.setNotFoundHandler(notFoundHandler);
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const rel = path.relative(dist, filePath);
      res.header('cache-control', rel.startsWith('assets') ? YEAR : rel === 'index.html' ? NO_CACHE : 'public, max-age=3600');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', NO_CACHE).sendFile('index.html');
  // The static handler answers a directory (such as "/") with 403 when `index` is off.
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(request)) return sendIndex(reply);
    return notFoundHandler(request, reply);
  });
}

// Client routes are extension-less paths that browsers request as documents.
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/')) return false;
  return !path.extname(pathname);
}
