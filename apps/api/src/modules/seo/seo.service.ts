import { PUBLIC_PAGES } from '@school/contracts/plain';
import type { Db } from '../../db/client.ts';
import { publicPages } from './seo.queries.ts';

/** The public pages the sitemap lists besides the records' (the one list of public pages, issue 34). */
const STATIC_PAGES = PUBLIC_PAGES.filter((p) => p.sitemap).map((p) => p.path);
const TTL_MS = 10 * 60_000;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** robots.txt and sitemap.xml for search engines (docs/decisions/025). */
export class SeoService {
  private cached: { at: number; body: string } | null = null;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  robots(): string {
    return [
      'User-agent: *',
      // Member, payment and console pages are nobody's search result; the API is not a page.
      'Disallow: /admin',
      'Disallow: /my',
      'Disallow: /payment/checkout',
      'Disallow: /payment/success',
      'Disallow: /payment/fail',
      'Disallow: /course/play/',
      'Disallow: /api/',
      'Allow: /',
      '',
      `Sitemap: ${this.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** Built at most every 10 minutes per process: new courses and notices appear without a restart. */
  async sitemap(now = Date.now()): Promise<string> {
    if (this.cached && now - this.cached.at < TTL_MS) return this.cached.body;
    const pages = await publicPages(this.db);
    const url = (loc: string, at?: Date) => `<url><loc>${escapeXml(this.publicUrl + loc)}</loc>${at ? `<lastmod>${new Date(at).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...STATIC_PAGES.map((p) => url(p)),
      ...pages.courses.map((c) => url(`/course/${c.id}`, c.at)),
      ...pages.teachers.map((t) => url(`/teacher/${t.id}`, t.at)),
      ...pages.events.map((e) => url(`/event/${e.id}`, e.at)),
      ...pages.notices.map((n) => url(`/cs/notice/${n.id}`, n.at)),
      '</urlset>',
      '',
    ].join('\n');
    this.cached = { at: now, body };
    return body;
  }
}
