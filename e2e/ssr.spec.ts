import type { Page } from '@playwright/test';
import { koreanDay } from '@school/contracts/plain';
import { appStarted, demoConsole, expect, test } from './fixtures.ts';

/** Public pages rendered on the server (decision 074): content in the first HTML, hydration without a second fetch. */

interface CourseLectures {
  data: { course_sn: number; title: string; list: Array<{ title: string }> };
}

/** A published course with its lectures, from the same API the page reads. */
async function someCourse(page: Page): Promise<CourseLectures['data']> {
  const list = (await (await page.request.get('/api/course/list?page=1&size=1')).json()) as { data: { list: Array<{ course_sn: number }> } };
  const id = list.data.list[0]!.course_sn;
  return ((await (await page.request.get(`/api/rs/menu/${id}`)).json()) as CourseLectures).data;
}


const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Records the page's console errors and its API requests (media files aside) from the first byte on. */
function watch(page: Page) {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) requests.push(url.pathname);
  });
  return { errors, requests };
}

test('a course page read without JavaScript carries its title, og:title and lecture list', async ({ page, browser }) => {
  const course = await someCourse(page);
  const html = await (await page.request.get(`/course/${course.course_sn}`)).text();
  const title = escapeHtml(course.title);
  expect(html).toContain(`<meta property="og:title" content="${title} | 투자학교" />`);
  const body = html.slice(html.indexOf('<div id="root">'));
  expect(body).toContain(title);
  for (const lecture of course.list) expect(body).toContain(escapeHtml(lecture.title));

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(`/course/${course.course_sn}`);
  await expect(still.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(still.getByText(course.list[0]!.title, { exact: false }).first()).toBeVisible();
  await noScript.close();
});

test('a server-rendered course page hydrates without console errors or a second fetch of its data', async ({ page }) => {
  const course = await someCourse(page);
  const seen = watch(page);
  await page.goto(`/course/${course.course_sn}`);
  await page.waitForLoadState('networkidle');
  expect(seen.errors).toEqual([]);
  for (const embedded of ['/api/comm/menu', `/api/rs/main/${course.course_sn}`, `/api/rs/menu/${course.course_sn}`, '/api/comm/business']) {
    expect(seen.requests).not.toContain(embedded);
  }
  // Hydrated: the page answers clicks without a full load (a full load would drop this window's marker).
  await expect.poll(() => appStarted(page)).toBe(true);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('link', { name: '강의', exact: true }).first().click();
  await expect(page).toHaveURL(/\/course$/);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.errors).toEqual([]);
});

for (const path of ['/', '/course', '/stocks/info/kr', '/event', '/cs/notice', '/payment/product', '/teacher', '/curriculum']) {
  test(`${path} is rendered on the server and hydrates cleanly`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(/<div id="root"><[a-z]/);
    expect(html).toContain('<script id="ssr-state" type="application/json">');
    const seen = watch(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => appStarted(page)).toBe(true);
    expect(seen.errors).toEqual([]);
    expect(seen.requests).not.toContain('/api/comm/menu');
  });
}

test('a live class on air is in the home page as the server sends it, and the page hydrates cleanly (decision 134)', async ({ page }) => {
  const admin = await demoConsole(page.request);
  const teachers = (await (await page.request.get('/api/admin/catalogue/teachers', { headers: admin.headers })).json()) as { data: { list: Array<{ teacher_sn: number }> } };
  const title = `e2e 장전 시황 ${Date.now() % 100000}`;
  const made = (await (
    await page.request.post('/api/admin/live', {
      headers: admin.headers,
      data: { title, teacher_sn: teachers.data.list[0]!.teacher_sn, starts_at: `${koreanDay(new Date(Date.now() + 86_400_000))}T08:30`, audience: 'free' },
    })
  ).json()) as { code: string; data: { live: { live_id: number } } };
  expect(made.code).toBe('0000');
  const liveId = made.data.live.live_id;
  try {
    expect((await page.request.post(`/api/admin/live/${liveId}/start`, { headers: admin.headers })).ok()).toBe(true);
    // The console write dropped the prepared page: the next one is rendered with the class on air.
    await expect.poll(async () => (await (await page.request.get('/')).text()).includes(title)).toBe(true);
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('방송중');
    const seen = watch(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => appStarted(page)).toBe(true);
    const section = page.getByRole('region', { name: '라이브 수업' });
    await expect(section.getByText(title)).toBeVisible();
    await expect(section.getByRole('link', { name: '지금 보기' }).first()).toBeVisible();
    expect(seen.errors).toEqual([]);
  } finally {
    await page.request.post(`/api/admin/live/${liveId}/end`, { headers: admin.headers });
    await admin.end();
  }
});

test('a signed-in member hydrates the visitor page without errors, then sees their own header', async ({ page, member }) => {
  const value = JSON.stringify({ state: { user: { email: member.email, accessToken: member.accessToken, refreshToken: member.refreshToken, provider_cd: null, device: null } }, version: 1 });
  await page.addInitScript((v) => localStorage.setItem('session', v), value);
  const seen = watch(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: '로그아웃' }).first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(seen.errors).toEqual([]);
});

test('member pages stay rendered in the browser', async ({ page }) => {
  const html = await (await page.request.get('/my')).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="ssr-state"');
});

// What a phone lays out before the app starts: nothing may move once painted. A part below the first screen used to be
// sized 480 px wide while skipped (index.css `below-fold`), widening a course page past the screen for its first
// frame; the bottom menu, fixed to the viewport, moved when it narrowed (Lighthouse CLS 0.016, issue 27).
const RECORD_SHIFTS = `
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const moved = entry.sources.map((s) => (s.node && s.node.outerHTML ? s.node.outerHTML.slice(0, 60) : String(s.node)));
      window.shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });`;

test('public pages do not shift on a phone while they load and hydrate', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.addInitScript({ content: RECORD_SHIFTS });
  const course = await someCourse(page);
  for (const path of ['/', '/course', `/course/${course.course_sn}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => appStarted(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts), path).toEqual([]);
  }
  await phone.close();
});
