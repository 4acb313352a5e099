import { expect, test } from '@playwright/test';
import { createMember, PASSWORD, sampleFreeLecture, xsrf } from './fixtures.ts';

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

test('a lecture saved from its play page (오프라인 저장) plays with the network cut; its progress arrives once back online', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request);
  const { course, lecture } = await sampleFreeLecture(request);
  const playPath = `/course/play/${course}?lc_no=${lecture}`;
  await page.goto(`/login?${new URLSearchParams({ returnUrl: playPath }).toString()}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(playPath);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  // The play page's button (decision 130), after the first frame, with the member's places beside it.
  const places = page.getByText(/^저장한 강의 \d+\/\d+개$/);
  await expect(places).toHaveText('저장한 강의 0/10개', { timeout: 30_000 });
  await page.getByRole('button', { name: '오프라인 저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '이 기기에 저장했습니다' })).toBeVisible({ timeout: 30_000 });
  await expect(places).toHaveText('저장한 강의 1/10개');
  await page.getByRole('link', { name: '저장됨 · 오프라인으로 보기' }).click();
  await expect(page).toHaveURL(`/course/offline/${lecture}`);
  // Access tokens live 8 s in e2e: a fresh one for each look, on the sign-up's own session (a new sign-in would be a
  // third device and end the browser's session, the oldest).
  let pair = { accessToken: member.accessToken, refreshToken: member.refreshToken };
  const bearer = async () => {
    const res = await request.post('/api/auth/rtoken', { headers: xsrf, data: { ...pair, os: 'e2e' } });
    pair = ((await res.json()) as { data: typeof pair }).data;
    return { authorization: `Bearer ${pair.accessToken}` };
  };
  const listed = await request.get('/api/my/offline', { headers: await bearer() });
  expect(((await listed.json()) as { data: { licences: { lc_no: number }[] } }).data.licences.map((l) => l.lc_no)).toEqual([lecture]);

  await context.setOffline(true);
  await page.reload();
  const video = page.getByLabel('저장한 강의 동영상');
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(6);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  const queued = await page.evaluate(() => localStorage.getItem('learning.progressQueue'));
  expect(queued).toContain(`"lc_no":${lecture}`);

  // Nothing reached the server while offline: the furthest second it knows is still 0.
  const furthest = async () => {
    const res = await request.get('/api/my/latest', { headers: await bearer() });
    const list = ((await res.json()) as { data: { list: { lc_no: number; max_second: number }[] } }).data.list;
    return list.find((l) => l.lc_no === lecture)?.max_second ?? 0;
  };
  expect(await furthest()).toBe(0);

  await context.setOffline(false);
  // Credited within the server's own bounds (seconds served and elapsed), so some of what was watched, not all.
  await expect.poll(furthest, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('learning.progressQueue') ?? '{}'), { timeout: 20_000 }).toBe('{}');
});
