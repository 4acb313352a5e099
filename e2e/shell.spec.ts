import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The web shell (issue 5): header, side menu, bottom menu, protected links. Roles and labels only. */

interface MenuNode {
  title: string;
  is_hidden: 'Y' | 'N';
  children: MenuNode[];
}

/** Splits the served tree into titles a visitor must see and titles that must stay hidden. */
async function menuTitles(request: APIRequestContext) {
  const response = await request.get('/api/comm/menu');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: string; data: MenuNode[] };
  expect(body.code).toBe('0000');
  const visible = new Set<string>();
  const hidden = new Set<string>();
  const walk = (nodes: MenuNode[], underHidden: boolean) => {
    for (const node of nodes) {
      const isHidden = underHidden || node.is_hidden === 'Y';
      (isHidden ? hidden : visible).add(node.title);
      walk(node.children, isHidden);
    }
  };
  walk(body.data, false);
  return { visible: [...visible], hidden: [...hidden].filter((title) => !visible.has(title)) };
}

async function scrollBy(page: Page, y: number) {
  await page.evaluate((dy) => window.scrollTo(0, dy), y);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('side menu opens from the hamburger, shows the tree without hidden categories, and the overlay closes it', async ({
    page,
    request,
  }) => {
    const { visible, hidden } = await menuTitles(request);
    expect(visible.length).toBeGreaterThan(0);
    expect(hidden.length).toBeGreaterThan(0);

    await page.goto('/');
    const hamburger = page.getByRole('button', { name: '전체 메뉴 열기' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: '무료 강의', exact: true })).toHaveAttribute('href', '/course/free');
    await expect(menu.getByRole('link', { name: '해외선물 HOT' })).toHaveAttribute('href', '/course?p_ca_sn=193&ca_sn=254');

    const tree = menu.getByRole('navigation', { name: '강의 카테고리' });
    for (const title of visible) await expect(tree.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
    for (const title of hidden) await expect(menu.getByText(title, { exact: true })).toHaveCount(0);

    // The overlay is everything right of the drawer.
    await page.mouse.click(1200, 400);
    await expect(menu).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header becomes fixed after scrolling past the logo', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await scrollBy(page, 600);
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await expect(header).toBeInViewport();
    await scrollBy(page, 0);
    await expect(header).toHaveAttribute('data-fixed', 'false');
  });

  test('the search guide tip stays dismissed after a reload', async ({ page }) => {
    await page.goto('/');
    const tip = page.getByRole('note', { name: '검색 안내' });
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: '검색 안내 닫기' }).click();
    await expect(tip).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: '검색어' })).toBeVisible();
    await expect(page.getByRole('note', { name: '검색 안내' })).toHaveCount(0);
  });

  test('typing 256 characters keeps 255, and the search runs with them', async ({ page }) => {
    await page.goto('/');
    const input = page.getByRole('searchbox', { name: '검색어' });
    await input.pressSequentially('a'.repeat(256));
    await expect(input).toHaveValue('a'.repeat(255));
    await input.press('Enter');
    await expect(page).toHaveURL(`/search?searchText=${'a'.repeat(255)}`);
  });

  test('an empty search does nothing', async ({ page }) => {
    await page.goto('/teacher');
    await page.getByRole('search', { name: '강의 검색' }).getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL('/teacher');
  });
});

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Issue 48: back and reload put the reader where the page was left, after its sections and images have arrived.
  test('reload and back return to the place on the home page', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3000);
    await scrollBy(page, 1800);
    // A phone's scroll position is in device pixels: a pixel or two either way is the same place.
    const offPlace = () => page.evaluate(() => Math.abs(window.scrollY - 1800));
    await expect.poll(offPlace).toBeLessThanOrEqual(3);
    await page.reload();
    await expect.poll(offPlace).toBeLessThanOrEqual(3);
    await page.locator('main a[href^="/course/"]').first().evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page).not.toHaveURL(/\/$/);
    await page.goBack();
    await expect.poll(offPlace).toBeLessThanOrEqual(3);
  });

  test('the bottom menu shows its four entries', async ({ page }) => {
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: '하단 메뉴' });
    await expect(bottom).toBeVisible();
    await expect(bottom.getByRole('link')).toHaveText(['강의', '분석자료', '내 강의실', '내정보']);
    await expect(bottom.getByRole('link', { name: '강의', exact: true })).toHaveAttribute('href', '/course');
    await expect(bottom.getByRole('link', { name: '분석자료' })).toHaveAttribute('href', '/stocks/info/kr');
  });

  test('an anonymous click on a protected link lands on /login with returnUrl', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '내 강의실' }).click();
    await expect(page).toHaveURL('/login?returnUrl=%2Fmy%2Fclass');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();

    await page.goto('/my/coupon');
    await expect(page).toHaveURL('/login?returnUrl=%2Fmy%2Fcoupon');
  });

  test('the search layer opens from the search button and searches', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('searchbox', { name: '검색어' })).toBeHidden();
    await page.getByRole('button', { name: '검색 열기' }).click();
    const layer = page.getByRole('dialog', { name: '검색' });
    await expect(layer).toBeVisible();
    const input = layer.getByRole('searchbox', { name: '검색어' });
    await expect(input).toBeFocused();
    await input.press('Enter');
    await expect(page).toHaveURL('/');
    await input.fill('배당주');
    await input.press('Enter');
    await expect(page).toHaveURL(`/search?searchText=${encodeURIComponent('배당주')}`);
    await expect(layer).toBeHidden();
  });
});
