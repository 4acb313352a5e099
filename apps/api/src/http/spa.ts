import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundHandler } from './error-handler.ts';
import type { PageHead } from './page-head.ts';
import { PageRenderer } from './page-render.ts';
import { PreparedPages, PRIVATE_PAGE_CACHE, type PreparedPage } from './prepared-pages.ts';
import { sendBody } from './reply.ts';

const YEAR = 'public, max-age=31536000, immutable';
/**
 * The service worker and the manifest are checked on every visit (decision 114): a browser keeps using an old worker
 * until it sees a new /sw.js, so a cached copy would hold a fix back. /sw.js sits at the root so its scope is the site.
 */
const ALWAYS_CHECKED = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Serves the built web app. Hashed files under /assets are cached for a year;
 * index.html is revalidated every time, so a rebuild reaches people at once.
 * `wildcard: true` looks files up per request: new asset names after a rebuild
 * are found without a restart, and a missing asset is a 404, never index.html.
 */
export async function registerSpa(
  app: FastifyInstance,
  dist: string,
  options: {
    headOf?: (pathname: string) => Promise<PageHead>;
    /** Sent with the renderer's own API requests (header `x-page-render`), so the rate limit can leave them out. */
    renderKey?: string;
    /** Subscribes to content changes (the database's catalogue notices, console writes), after which no rendered page is kept. */
    onContentChange?: (listener: () => void) => void;
    /** Has a CDN drop its copies of these public page addresses (paths), after a change (providers/cdn). */
    purge?: (paths: string[]) => void;
  } = {},
) {
  const { headOf, renderKey } = options;
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
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as they are, never compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const rel = path.relative(dist, filePath);
      res.header('cache-control', rel.startsWith('assets') ? YEAR : rel === 'index.html' ? PRIVATE_PAGE_CACHE : ALWAYS_CHECKED.has(rel.replace(/\.(br|gz)$/, '')) ? 'no-cache' : 'public, max-age=3600');
    },
  });
  // Public pages come with their content (decision 074); their data is asked from this same app, so the
  // envelopes are the ones the browser would get.
  const renderer = await PageRenderer.load(
    dist,
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...(renderKey ? { 'x-page-render': renderKey } : {}) } });
      return { status: res.statusCode, body: res.body };
    },
    app.log,
  );
  // Each page's head is written by the server (title, description, Open Graph), so a shared link or a crawler
  // reads the page without running JavaScript. Every page is prepared once per address (decision 085).
  const pages = new PreparedPages(index, { headOf, renderer, purge: options.purge, log: app.log });
  // Catalogue and learning changes from the database, and console writes, show on the next load.
  options.onContentChange?.(() => pages.invalidate());
  const sendIndex = (request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
    // An address the web app has no page for answers 404 with its not-found page, so search engines drop it
    // (decision 087); a 404 never enters the fast lane (prepared.ts keeps 200s only).
    if (renderer && !renderer.isKnownPage(request.url.split('?')[0] ?? '/')) reply.code(404);
    const page = pages.get(request.url);
    if (page instanceof Promise) return page.then((built) => sendPage(request, reply, built));
    sendPage(request, reply, page);
    return undefined;
  };
  // The static handler answers a directory (such as "/") with 403 when `index` is off.
  app.get('/', { compress: false }, sendIndex);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(request)) return sendIndex(request, reply);
    return notFoundHandler(request, reply);
  });
}

/** No Set-Cookie on any page: the web client makes its own XSRF cookie before its first write (decision 085). */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PreparedPage): void {
  if (page.status === 404) reply.code(404);
  reply.header('cache-control', page.cacheControl);
  sendBody(request, reply, page.body);
}

// Client routes are extension-less paths that browsers request as documents.
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/')) return false;
  return !path.extname(pathname);
}
