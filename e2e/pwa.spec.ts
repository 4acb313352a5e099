import { expect, test } from '@playwright/test';

// The installable app (decision 114): the browser's install criteria and the offline shell, checked in Chromium.
// The other specs block the service worker (playwright.config.ts); here it runs.
test.use({ serviceWorkers: 'allow' });

test('the app is installable: manifest linked and complete, service worker at the root controlling the page', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: '투자학교', lang: 'ko', display: 'standalone', start_url: '/?source=app', scope: '/', theme_color: '#ffffff' });
  expect(manifest.name).toContain('투자학교');
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }

  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toContain('javascript');

  // Registered after load, then it claims the page: the page is controlled without a reload.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL('/', page.url()).href);
});

test('offline, a page still opens from the cached shell; API answers are never cached', async ({ page, context }) => {
  await page.goto('/notice');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/my');
  await expect(page).toHaveTitle(/투자학교/);
  await expect(page.locator('#root')).not.toBeEmpty();
  await context.setOffline(false);
});
