import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundHandler } from './error-handler.ts';
import { renderHead, scriptJson, type PageHead } from './page-head.ts';
import { PageRenderer, type RenderedPage } from './page-render.ts';
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
  options: {
    secureCookies: boolean;
    headOf?: (pathname: string) => Promise<PageHead>;
    /** Sent with the renderer's own API requests (header `x-page-render`), so the rate limit can leave them out. */
    renderKey?: string;
    /** Subscribes to content changes (the database's catalogue notices, console writes), after which no rendered page is kept. */
    onContentChange?: (listener: () => void) => void;
  } = { secureCookies: false },
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
      res.header('cache-control', rel.startsWith('assets') ? YEAR : rel === 'index.html' ? NO_CACHE : 'public, max-age=3600');
    },
  });
  const built = builtIndex(index);
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
  // Catalogue and learning changes from the database, and console writes in this process, show on the next load.
  if (renderer) options.onContentChange?.(() => renderer.invalidate());
  // Each page's head is written by the server (title, description, Open Graph), so a shared link or a crawler
  // reads the page without running JavaScript; a failed lookup still serves the page with the built head.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = built();
    const pathname = request.url.split('?')[0] ?? '/';
    const [head, page] = await Promise.all([
      headOf ? headOf(pathname).catch((err: unknown) => request.log.warn({ err }, 'page head lookup failed')) : undefined,
      request.method === 'GET' ? renderer?.render(request.url) : undefined,
    ]);
    issueXsrfCookie(request, reply, options.secureCookies);
    const headed = head ? renderHead(html, head) : html;
    return reply
      .code(renderer && !renderer.isKnownPage(pathname) ? 404 : 200)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(page ? withBody(headed, page) : headed);
  };
  // The static handler answers a directory (such as "/") with 403 when `index` is off.
  app.get('/', sendIndex);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(request)) return sendIndex(request, reply);
    return notFoundHandler(request, reply);
  });
}

/** The rendered page inside #root, and the queries it was rendered with for the browser to hydrate from. */
function withBody(html: string, page: RenderedPage): string {
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div><script id="ssr-state" type="application/json">${scriptJson(page.state)}</script>`,
  );
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
