import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { apiHeaders, helmetHeaders } from './security-headers.ts';
import { xsrfRefusal } from './xsrf.ts';

// Answers under /api that are pages (the API document, sandbox windows, sandbox receipts) get the pages' headers.
const API_PAGES = /^\/api\/(docs|dev\/|payment\/(receipt|sandbox)\/|subscription\/sandbox\/)/;

// API answers carry tokens and personal data: no shared or browser cache keeps one unless its route says so
// itself (the footer's business details, images and media set their own Cache-Control, replacing this one).
const NO_STORE = { 'cache-control': 'no-store' };

/**
 * What every request needs on arrival, in one synchronous hook. Fastify runs a request's hooks one after the
 * other, and the four that did this separately (request id, security headers, XSRF, and no-store as an onSend
 * hook) were a measurable share of a cached read (issue 13):
 * - the request id, echoed as `x-request-id`;
 * - helmet's full set for pages and files, and for JSON answers of the API only the headers that protect data;
 * - no-store on everything under /api;
 * - the XSRF check of a state-changing request (xsrf.ts).
 */
export async function registerArrival(app: FastifyInstance, helmet: FastifyHelmetOptions) {
  const page = await helmetHeaders(helmet);
  const api = { ...apiHeaders(page), ...NO_STORE };
  const apiPage = { ...page, ...NO_STORE };
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.header('x-request-id', request.id);
    reply.headers(!url.startsWith('/api/') ? page : API_PAGES.test(url) ? apiPage : api);
    done(xsrfRefusal(request));
  });
}
