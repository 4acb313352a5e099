import type { Page } from '@playwright/test';
import { createMember, expect, paidPassCourse, PASSWORD, test } from './fixtures';

/**
 * Subscriptions (issue 28) against the real server and its sandbox billing: subscribe through the sandbox card
 * window, play a paid lecture, reserve cancellation on /my and read the end date.
 */

async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

test.describe('subscription', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('subscribe with the sandbox card window, play a paid lecture, reserve cancellation and see the end date', async ({ page, request }) => {
    // Sign-up, the card window and a video start: longer than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    const member = await createMember(request);
    const course = await paidPassCourse(request);
    const lectures = (await (await request.get(`/api/rs/menu/${course.course_sn}`)).json()) as { data: { list: { lc_no: number; is_preview: string }[] } };
    const lecture = lectures.data.list.find((l) => l.is_preview === 'N')!;

    await page.goto(`/login?${new URLSearchParams({ returnUrl: '/subscription' }).toString()}`);
    await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '구독' })).toBeVisible();

    await page.screenshot({ path: '/tmp/h-sub-subscribe-390.png', fullPage: true });
    await page.getByRole('radio', { name: /월간 구독/ }).check();
    await page.getByRole('button', { name: '카드 등록하고 구독 시작' }).click();
    await expect(page.getByRole('alert')).toContainText('동의');
    await page.getByRole('checkbox', { name: /자동 결제되는 데 동의합니다/ }).check();
    await page.getByRole('button', { name: '카드 등록하고 구독 시작' }).click();

    await expect(page.getByRole('heading', { name: '카드 등록 (샌드박스)' })).toBeVisible();
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '구독이 시작되었습니다' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(/다음 결제일 .* 49,000원/)).toBeVisible();

    await go(page, `/course/play/${course.course_sn}?lc_no=${lecture.lc_no}`);
    await expect(page.getByRole('group', { name: /동영상 플레이어/ })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('수강 권한이 없습니다')).toHaveCount(0);

    await go(page, '/my');
    const section = page.getByRole('region', { name: '내 구독' });
    await expect(section.getByText('이용 중')).toBeVisible();
    await section.getByRole('button', { name: '해지 예약' }).click();
    await expect(section.getByText('해지 예약', { exact: true })).toBeVisible();
    const end = await section.getByTestId('subscription-end').textContent();
    expect(end).toMatch(/^\d{4}\. \d{1,2}\. \d{1,2}\.$/);
    await expect(section.getByText(`해지 예약되었습니다. ${end}까지 이용하실 수 있고 더 결제되지 않습니다.`)).toBeVisible();
    await expect(section.getByRole('button', { name: '해지 취소' })).toBeVisible();
    await page.screenshot({ path: '/tmp/h-sub-my-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/h-sub-my-1280.png', fullPage: true });
  });

  test('the console lists subscriptions with their figures', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await page.getByRole('textbox', { name: '이메일' }).fill('admin@example.com');
    await page.getByLabel('비밀번호').fill('school-admin-2026');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
    await page.getByRole('link', { name: '구독', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '구독' })).toBeVisible();
    await expect(page.getByText('MRR (월 반복 매출)')).toBeVisible();
    await expect(page.getByRole('tab', { name: '해지 예약' })).toBeVisible();
    await expect(page.getByLabel('상품 이름').first()).toHaveValue(/구독/);
    await page.screenshot({ path: '/tmp/h-sub-console-1280.png', fullPage: true });
  });
});
