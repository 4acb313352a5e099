import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundHandler } from './error-handler.ts';
import { renderHead, type PageHead } from './page-head.ts';
import { issueXsrfCookie } from './xsrf.ts';

const YEAR = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built web app. Hashed files under /assets are cached for a year;
 * index.html is revalidated every time, so a rebuild reaches people at once.
 * `wildcard: true` looks files up per request: new asset names after a rebuild
 * are found without a restart, and a missing asset is a 404, never index.html.
 */
export async function registerSpa(
  app: FastifyInstance,
  dist: string,
  options: { secureCookies: boolean; headOf?: (pathname: string) => Promise<PageHead> } = { secureCookies: false },
) {
  const { headOf } = options;
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
  const built = builtIndex(index);
  // Each page's head is written by the server (title, description, Open Graph), so a shared link or a crawler
  // reads the page without running JavaScript; a failed lookup still serves the page with the built head.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = built();
    const pathname = request.url.split('?')[0] ?? '/';
    const head = headOf ? await headOf(pathname).catch((err: unknown) => request.log.warn({ err }, 'page head lookup failed')) : undefined;
    issueXsrfCookie(request, reply, options.secureCookies);
    return reply
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(head ? renderHead(html, head) : html);
  };
  // The static handler answers a directory (such as "/") with 403 when `index` is off.
  app.get('/', sendIndex);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(request)) return sendIndex(request, reply);
    return notFoundHandler(request, reply);
  });
}

/** index.html as built, read again only when a rebuild changed it. */
function builtIndex(file: string): () => string {
  let cached = { mtimeMs: -1, html: '' };
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
}

// Client routes are extension-less paths that browsers request as documents.
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/')) return false;
  return !path.extname(pathname);
}
