import { test, expect } from '@playwright/test';

/** The course catalogue pages (issue 5, web part) against the real server and its sample catalogue. Roles and labels only. */

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('browse a category, open a course and see its curriculum', async ({ page }) => {
    await page.goto('/course?p_ca_sn=100');
    await expect(page.getByRole('heading', { level: 1, name: '국내주식' })).toBeVisible();
    const chips = page.getByRole('navigation', { name: '하위 분야' });
    await chips.getByRole('link', { name: '주식 입문', exact: true }).click();
    await expect(page).toHaveURL(/\/course\?p_ca_sn=100&ca_sn=101$/);
    await expect(page.getByRole('heading', { level: 1, name: '주식 입문' })).toBeVisible();

    const list = page.getByRole('region', { name: '강의 목록' });
    const firstCard = list.getByRole('article').first();
    await expect(firstCard.getByText('예시 강의')).toBeVisible();
    const title = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('link').click();

    await expect(page).toHaveURL(/\/course\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const curriculum = page.getByRole('region', { name: '커리큘럼' });
    await expect(curriculum.getByRole('listitem').first()).toBeVisible();
    expect(await curriculum.getByRole('listitem').count()).toBeGreaterThan(1);
    await expect(curriculum.getByText(/^\d+:\d{2}$/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '수강 후기' }).getByText('리뷰 없음')).toBeVisible();
  });

  test('sort and page live in the address, so back returns to the previous page', async ({ page }) => {
    await page.goto('/course?p_ca_sn=100');
    await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '높은 가격순' });
    await expect(page).toHaveURL(/sort=price_desc/);
    await page.getByRole('link', { name: '2페이지' }).click();
    await expect(page).toHaveURL(/sort=price_desc&page=2/);
    await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/p_ca_sn=100&sort=price_desc$/);
    await expect(page.getByRole('link', { name: '1페이지' })).toHaveAttribute('aria-current', 'page');
  });

  test("search finds courses for '주식 기초' and for the 초성 'ㅈㅅ'", async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: '강의 검색' });
    await form.getByRole('searchbox', { name: '검색어' }).fill('주식 기초');
    await form.getByRole('searchbox', { name: '검색어' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?searchText=/);
    const courses = page.getByRole('region', { name: /^강의\s*\d+개$/ });
    await expect(courses.getByRole('article').first()).toBeVisible();

    await page.goto(`/search?searchText=${encodeURIComponent('ㅈㅅ')}`);
    await expect(page.getByRole('region', { name: /^강의\s*\d+개$/ }).getByRole('article').first()).toBeVisible();

    await page.goto(`/search?searchText=${encodeURIComponent('없는검색어큐큐')}`);
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
  });

  test("a paid course's 수강하기 sends a visitor to /login with the way back", async ({ page, request }) => {
    const body = (await (await request.get('/api/course/list?sort=price_desc&size=1')).json()) as {
      data: { list: { course_sn: number; is_free: string }[] };
    };
    const paid = body.data.list[0]!;
    expect(paid.is_free).toBe('N');
    await page.goto(`/course/${paid.course_sn}`);
    await page.getByRole('button', { name: '수강하기' }).click();
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(`/course/${paid.course_sn}`)}`);
  });

  test('teachers, a teacher page and the curriculum show real catalogue data', async ({ page }) => {
    await page.goto('/teacher');
    await expect(page.getByRole('heading', { level: 1, name: '강사 소개' })).toBeVisible();
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').getByRole('link').textContent())!.trim();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(`${name} 강사의 강의`) }).getByRole('article').first()).toBeVisible();

    await page.goto('/curriculum');
    await expect(page.getByRole('tab', { name: /국내주식/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: /입문/ })).toBeVisible();
  });

  test('the home page shows free and newest courses', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: '무료 강의' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: '새로 나온 강의' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByText('준비하고 있어요')).toHaveCount(0);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('free courses list without horizontal scrolling', async ({ page }) => {
    await page.goto('/course/free');
    await expect(page.getByRole('heading', { level: 1, name: '무료 강의' })).toBeVisible();
    await expect(page.getByRole('region', { name: '강의 목록' }).getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
