import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './seo.service.ts';

/** /robots.txt and /sitemap.xml at the site's root (not under /api; not in the API document). */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(seo.robots()),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(await seo.sitemap()),
  );
};
