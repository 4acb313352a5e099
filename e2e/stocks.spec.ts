import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Stock pages (issue 4): search, info with chart, favorites, rankings. Roles and labels only. */

/** Stores the session the way the app persists it (zustand persist, key 'session'). */
async function signInPage(page: Page, member: { email: string; accessToken: string; refreshToken: string }) {
  const { email, accessToken, refreshToken } = member;
  const value = JSON.stringify({ state: { user: { email, accessToken, refreshToken, provider_cd: null, device: null } }, version: 1 });
  await page.addInitScript((v) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('session', v);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, value);
}

const headerSearch = (page: Page) => page.getByRole('search', { name: '종목 검색' }).getByRole('searchbox');

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("header search on a stock page finds 삼성전자 first for '삼성' and 'ㅅㅅㅈㅈ', and opens it with a chart", async ({ page }) => {
    await page.goto('/stocks/info/kr');
    await expect(page.getByRole('heading', { level: 1, name: '국내 종목 정보' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: '투자 유의 안내' })).toContainText('투자 권유나 투자 자문이 아닙니다');

    for (const q of ['삼성', 'ㅅㅅㅈㅈ']) {
      await headerSearch(page).fill(q);
      await headerSearch(page).press('Enter');
      await expect(page).toHaveURL(`/stocks/search/kr?searchText=${encodeURIComponent(q)}`);
      const results = page.getByRole('listbox', { name: '국내 종목 검색 결과' });
      await expect(results.getByRole('option').first()).toContainText('삼성전자');
      await expect(page.getByText('예시 데이터', { exact: true }).first()).toBeVisible();
    }

    // Keyboard: ↓ makes the first result active, Enter opens it.
    const box = page.getByRole('combobox', { name: /국내 종목명/ });
    await box.focus();
    await box.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL('/stocks/info/kr?code=005930');

    await expect(page.getByRole('heading', { level: 1, name: '삼성전자' })).toBeVisible();
    await expect(page.getByText('코스피', { exact: true }).first()).toBeVisible();
    const chart = page.getByRole('figure', { name: '삼성전자 주가 차트' });
    const canvas = chart.locator('canvas').first();
    await expect(canvas).toBeVisible();
    const box1 = await canvas.boundingBox();
    expect(box1?.width).toBeGreaterThan(100);
    expect(box1?.height).toBeGreaterThan(100);

    // 5 years of daily bars draw in one go.
    await page.getByRole('tablist', { name: '차트 기간' }).getByRole('tab', { name: '5Y' }).click();
    await expect(page.getByRole('tab', { name: '5Y' })).toHaveAttribute('aria-selected', 'true');
    await expect(chart.getByText(/5년 일봉 차트/)).toBeAttached();
    await expect(canvas).toBeVisible();

    // Statements: the default is 연결 연간 (proc_type 01); 분기 shows quarters.
    const finance = page.getByRole('tablist', { name: '재무제표 구분' });
    await expect(finance.getByRole('tab', { name: '연결 연간' })).toHaveAttribute('aria-selected', 'true');
    await finance.getByRole('tab', { name: '연결 분기' }).click();
    await expect(page.getByRole('table', { name: /연결 분기 재무제표/ }).getByRole('columnheader', { name: /\.Q\d/ }).first()).toBeVisible();

    await expect(page.getByRole('link', { name: /국내주식 강의 보러 가기/ })).toHaveAttribute('href', '/course?p_ca_sn=100');
  });

  test('an anonymous visitor is sent to sign in from the favorites star, with the stock as returnUrl', async ({ page }) => {
    await page.goto('/stocks/info/kr?code=005930');
    await page.getByRole('link', { name: /관심 종목 추가/ }).click();
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/stocks/info/kr?code=005930')}`);
  });

  // The e2e server issues 8-second access tokens (playwright.config.ts): the page refreshes them as it goes.
  test('a member adds a favorite, sees it listed (also after a reload), and removes it', async ({ page, member }) => {
    await signInPage(page, member);
    await page.goto('/stocks/info/us?code=AAPL');
    await expect(page.getByRole('heading', { level: 1, name: '애플' })).toBeVisible();

    const star = page.getByRole('button', { name: '애플 관심 종목' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const favorites = page.getByRole('region', { name: '내 관심 종목' });
    await expect(favorites).toContainText('아직 해외 관심 종목이 없습니다');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(favorites.getByRole('link', { name: /애플/ })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: '내 관심 종목' }).getByRole('link', { name: /애플/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '애플 관심 종목' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: '애플 관심 종목' }).click();
    await expect(page.getByRole('button', { name: '애플 관심 종목' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('region', { name: '내 관심 종목' })).toContainText('아직 해외 관심 종목이 없습니다');
  });

  test('ranking tabs change the order; the tablist works with arrow keys; the exchange filter narrows the rows', async ({ page }) => {
    await page.goto('/stocks/rank/kr');
    const tabs = page.getByRole('tablist', { name: '순위 기준' });
    const panel = page.getByRole('tabpanel');
    const names = () => panel.getByRole('rowheader').getByRole('link').allTextContents();

    await expect(tabs.getByRole('tab', { name: '시가총액' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('rowheader').first()).toContainText('삼성전자');
    const byCap = await names();
    expect(byCap).toHaveLength(20);

    await tabs.getByRole('tab', { name: '등락률' }).click();
    await expect(tabs.getByRole('tab', { name: '등락률' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(names).not.toEqual(byCap);
    const byChange = await names();

    await tabs.getByRole('tab', { name: '등락률' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: '거래량' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: '거래량' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(names).not.toEqual(byChange);

    await page.getByRole('radio', { name: '코스닥' }).check({ force: true });
    await expect(panel.getByText(/^코스닥 \d+개 종목/)).toBeVisible();
    for (const cell of await panel.getByRole('rowheader').all()) await expect(cell).toContainText('코스닥');

    await page.getByRole('navigation', { name: '순위 페이지' }).getByRole('button', { name: '2페이지' }).click();
    await expect(panel.getByRole('row').nth(1)).toContainText('21');
    await panel.getByRole('rowheader').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/stocks\/info\/kr\?code=/);
  });
});

test.describe('small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the info page works at 390 px: chart, ranking link and education notice', async ({ page }) => {
    await page.goto('/stocks/info/us?code=NVDA');
    await expect(page.getByRole('heading', { level: 1, name: '엔비디아' })).toBeVisible();
    await expect(page.getByText('나스닥', { exact: true }).first()).toBeVisible();
    const canvas = page.getByRole('figure', { name: '엔비디아 주가 차트' }).locator('canvas').first();
    await expect(canvas).toBeVisible();
    expect((await canvas.boundingBox())?.width).toBeGreaterThan(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
