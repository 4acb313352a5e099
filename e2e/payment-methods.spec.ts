import { test, expect, type Page } from '@playwright/test';
import { createMember, PASSWORD } from './fixtures.ts';

/**
 * Payment methods in the sandbox (issue 28, decision 094): a pass paid with 카카오페이; a 계좌이체 payment with a
 * 소득공제 현금영수증 shown on /my/purchase. Roles and labels only.
 */

const PASS_TITLE = '전체 강의 이용권 1개월';

async function signIn(page: Page, email: string) {
  await page.goto(`/login?${new URLSearchParams({ returnUrl: '/payment/product' }).toString()}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/payment/product');
}

/** Inside the SPA, as a link would (a reload can cut a token refresh short; see commerce.spec.ts). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

async function openCheckout(page: Page) {
  await go(page, '/payment/product');
  await page.getByRole('link', { name: `${PASS_TITLE} 구매하기` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '주문·결제' })).toBeVisible();
  await expect(page.getByLabel('최종 결제 금액')).toHaveText('59,000원');
}

async function payAndAgree(page: Page) {
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await page.getByRole('button', { name: '59,000원 결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제하기 (샌드박스)' })).toBeVisible();
}

test.describe('payment methods', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a pass paid with 카카오페이, then a 계좌이체 with a 현금영수증 shown on /my/purchase', async ({ page, request }) => {
    // Two purchases through the window: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    const member = await createMember(request, '최구매');
    await signIn(page, member.email);

    await openCheckout(page);
    await page.getByRole('radio', { name: '카카오페이' }).check();
    await payAndAgree(page);
    await expect(page.getByText('카카오페이', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '카카오페이로 결제 승인' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible({ timeout: 10_000 });

    await openCheckout(page);
    await page.getByRole('radio', { name: '계좌이체' }).check();
    await page.getByRole('combobox', { name: '현금영수증' }).selectOption('income');
    await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('010-2345-6789');
    await page.screenshot({ path: '/tmp/h-pay-checkout-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/h-pay-checkout-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await payAndAgree(page);
    await page.getByRole('button', { name: '계좌이체 승인' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible({ timeout: 10_000 });

    await go(page, '/my/purchase');
    const orders = page.getByRole('article', { name: PASS_TITLE });
    await expect(orders).toHaveCount(2);
    await expect(orders.filter({ hasText: '간편결제 (카카오페이)' })).toHaveCount(1);
    const transfer = orders.filter({ hasText: '계좌이체' });
    await expect(transfer).toContainText('소득공제용 010-****-6789 · 발급 완료');
    await expect(transfer.getByRole('link', { name: `${PASS_TITLE} 현금영수증` })).toBeVisible();
    await page.screenshot({ path: '/tmp/h-pay-my-purchase-390.png', fullPage: true });
  });
});
