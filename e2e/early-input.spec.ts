import type { Page } from '@playwright/test';
import { appStarted, expect, paidPassCourse, test } from './fixtures.ts';

/**
 * A server-rendered page is usable before its code arrives (decision 076): what the reader does meanwhile is
 * carried out once the app has taken over. The app's code is held back here until the test lets it through,
 * so "before" is certain rather than a race.
 */
function holdApp(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  void page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    asked = true;
    await gate;
    await route.continue();
  });
  return { release, asked: () => asked };
}


test("a visitor's tap on 수강하기 before the code arrives still leads to login", async ({ page }) => {
  const course = (await paidPassCourse(page.request)).course_sn;
  const app = holdApp(page);
  await page.goto(`/course/${course}`);
  await expect.poll(app.asked).toBe(true);
  await page.getByRole('button', { name: '수강하기' }).click();
  await expect(page).toHaveURL(`/course/${course}`);
  app.release();
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(`/course/${course}`)}`);
});

test('a stock search typed and sent before the code arrives is searched once it has', async ({ page }) => {
  const app = holdApp(page);
  await page.goto('/stocks/info/kr');
  await expect.poll(app.asked).toBe(true);
  const search = page.getByRole('searchbox', { name: '국내 종목 검색어' }).first();
  await search.fill('삼성');
  await search.press('Enter');
  app.release();
  await expect(page).toHaveURL(`/stocks/search/kr?searchText=${encodeURIComponent('삼성')}`);
  await expect(page.getByRole('listbox', { name: '국내 종목 검색 결과' }).getByRole('option').first()).toContainText('삼성전자');
});

test('a page scrolled before the code arrives stays where the reader is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const app = holdApp(page);
  await page.goto('/');
  await expect.poll(app.asked).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 600));
  app.release();
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(page.getByRole('banner')).toHaveAttribute('data-fixed', 'true');
  // Not sent back to the top (the browser's scroll anchoring may move it a pixel as sections below are laid out).
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - 600)).toBeLessThanOrEqual(8);
});

test('a sort chosen before the code arrives is applied once it has', async ({ page }) => {
  const app = holdApp(page);
  await page.goto('/course?p_ca_sn=100');
  await expect.poll(app.asked).toBe(true);
  await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '높은 가격순' });
  app.release();
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('href', /sort=price_desc/);
});
