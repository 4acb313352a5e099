// apps/api/src/modules/seo has no API endpoint: /robots.txt and /sitemap.xml are served at the site's root, outside
// /api and the API document, and the page heads are rendered into the HTML (decision 073).
export {};
