/**
 * What the server writes into a page's <head> before any JavaScript runs: the title, description, canonical
 * address and the Open Graph / Twitter tags a messaging app or a search engine reads from a shared link.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page. */
  canonical: string;
  /** Absolute address of the preview image. */
  image?: string | undefined;
  type?: 'website' | 'article';
  /** Member and console pages: kept out of search results. */
  noindex?: boolean;
  /** The record the address names does not exist: the page is answered with HTTP 404 (a soft 404 misleads search engines). */
  missing?: boolean;
  /** schema.org data (a Course, an Event), written as JSON-LD. */
  jsonLd?: Record<string, unknown> | undefined;
  siteName: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON text inside <script>: "</script>" and "<!--" must not end or bend the element. */
export const scriptJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const escapeJson = (v: unknown) => scriptJson(JSON.stringify(v));

/** index.html with the page's head: its own title and description replace the built ones, the rest is added. */
export function renderHead(html: string, head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    head.image ? meta('property', 'og:image', head.image) : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : '',
    head.jsonLd ? `<script type="application/ld+json">${escapeJson(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
