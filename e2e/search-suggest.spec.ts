import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 48 items 13, 12, 19 as a person meets them: suggestions while typing (삼전 → 삼성전자), 최근 검색어 kept on the
// device, and what the demo member's pass opens on /my/class. SHOTS=dir saves screenshots at the current width.

// SHOT_WIDTH=390 looks at the phone layout (the breakpoint is 800 px).
if (process.env.SHOT_WIDTH) test.use({ viewport: { width: Number(process.env.SHOT_WIDTH), height: 844 } });

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}-${page.viewportSize()?.width}.png` });
};

test('typing 삼전 suggests 삼성전자; a search run is kept as 최근 검색어', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search', { name: '강의 검색' }).first().getByRole('searchbox');
  if (!(await box.isVisible())) await page.getByRole('button', { name: '검색 열기' }).click();
  const input = page.getByRole('searchbox').filter({ visible: true }).first();
  await input.click();
  await expect(page.getByRole('heading', { name: '인기 검색어' })).toBeVisible();
  await input.fill('삼전');
  const suggestion = page.getByRole('list', { name: '추천 검색 결과' }).getByRole('link', { name: /삼성전자/ });
  await expect(suggestion).toBeVisible();
  await shot(page, 'search-suggest');
  await input.fill('반도체');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?searchText=/);
  // On a phone the layer closed with the search: open it again.
  if ((await page.getByRole('searchbox').filter({ visible: true }).count()) === 0) await page.getByRole('button', { name: '검색 열기' }).click();
  await page.getByRole('searchbox').filter({ visible: true }).first().fill('');
  const again = page.getByRole('searchbox').filter({ visible: true }).first();
  await again.click();
  await expect(page.getByRole('region', { name: '최근 검색어' }).getByRole('button', { name: '반도체', exact: true })).toBeVisible();
  await shot(page, 'search-empty');
});

test("the demo member's /my/class shows what the pass opens; a stock page lists sample lectures", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '이메일' }).fill('demo@example.com');
  await page.getByLabel('비밀번호', { exact: true }).fill('school-demo-2026');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/my/class');
  const held = page.getByRole('region', { name: '지금 볼 수 있는 강의' });
  await expect(held.getByText('이용권 포함 강의 전체', { exact: true })).toBeVisible();
  await shot(page, 'my-class');
  await page.goto('/stocks/info/kr?code=005930');
  await expect(page.getByRole('region', { name: '이 종목을 다룬 강의' }).getByText('국내와 미국 반도체 기업 비교')).toBeVisible();
  await shot(page, 'stock-lectures');
});
