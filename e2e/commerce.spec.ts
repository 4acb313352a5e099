import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Commerce (issue 11, web part) against the real server and its sandbox payment provider:
 * a new member buys a 1-month pass (승인) and a paid lecture plays; 거절 ends on the failure
 * page with no access; the welcome coupon lowers the price live; a refund shows the
 * server-computed amount before it is confirmed. Roles and labels only.
 */

const PASSWORD = 'school-e2e-pass-7';
// XSRF is a double-submit check: any equal cookie and header pass it.
const xsrf = { 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' };
const PASS_TITLE = '전체 강의 이용권 1개월';

/** A member made through the API (sign-up with the SMS code from the sandbox outbox), as in accounts.spec.ts. */
async function createMember(request: APIRequestContext) {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const tag = `${Date.now().toString(36)}${digits.slice(0, 4)}`;
  const id = { email: `e2e-c-${tag}@example.com`, hpno: `010${digits}`, nickname: `c_${tag}`.slice(0, 20) };
  const cert = await request.post('/api/auth/certification', { headers: xsrf, data: { hpno: id.hpno, page: 'signUp', email: id.email } });
  expect((await cert.json()).code).toBe('0000');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${id.hpno}`);
      const body = (await response.json()) as { data: { messages: Array<{ channel: string; body: string }> } };
      code = /\[(\d{6})\]/.exec(body.data.messages.find((m) => m.channel === 'sms')?.body ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  const response = await request.post('/api/auth/signup', {
    headers: xsrf,
    data: {
      email: id.email,
      user_password: PASSWORD,
      user_name: '최구매',
      nickname: id.nickname,
      hpno: id.hpno,
      auth_no: code,
      birth: '1990-05-05',
      gender: 'F',
      agree_terms: 'Y',
      agree_privacy: 'Y',
      is_market: 'N',
      os: 'e2e',
    },
  });
  expect((await response.json()).code).toBe('0000');
  return id;
}

async function signIn(page: Page, email: string, returnUrl: string) {
  await page.goto(`/login?${new URLSearchParams({ returnUrl }).toString()}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === returnUrl.split('?')[0]);
}

/**
 * Moves inside the SPA (as a link would) instead of reloading: with 8-second access tokens
 * (playwright.config.ts) a reload can cut a token refresh short and lose the rotated token.
 */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** A paid course the all-courses pass unlocks, and its first lecture that is not a free preview. */
async function passLecture(request: APIRequestContext) {
  type List = { data: { list: { course_sn: number }[] } };
  type Products = { data: { passes: { title: string }[] } };
  type Lectures = { data: { list: { lc_no: number; is_preview: string }[] } };
  const paid = ((await (await request.get('/api/course/list?sort=price_desc&size=20')).json()) as List).data.list;
  for (const { course_sn } of paid) {
    const products = ((await (await request.get(`/api/payment/products?course_sn=${course_sn}`)).json()) as Products).data;
    if (!products.passes.some((p) => p.title === PASS_TITLE)) continue;
    const lecture = ((await (await request.get(`/api/rs/menu/${course_sn}`)).json()) as Lectures).data.list.find((l) => l.is_preview === 'N');
    if (lecture) return { course: course_sn, lecture: lecture.lc_no };
  }
  throw new Error('no paid lecture under the all-courses pass');
}

/** From /payment/product to the sandbox window: pick the pass, agree to everything, pay. */
async function checkoutPass(page: Page) {
  await go(page, '/payment/product');
  await page.getByRole('link', { name: `${PASS_TITLE} 구매하기` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '주문·결제' })).toBeVisible();
  await expect(page.getByLabel('최종 결제 금액')).toHaveText('59,000원');
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await page.getByRole('button', { name: '59,000원 결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제하기 (샌드박스)' })).toBeVisible();
}

test.describe('commerce', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a new member buys a 1-month pass with 승인, a paid lecture plays, and /my/purchase lists it in 원', async ({ page, request }) => {
    const member = await createMember(request);
    const paid = await passLecture(request);
    await signIn(page, member.email, '/payment/product');
    await expect(page.getByRole('heading', { level: 1, name: '이용권 구매' })).toBeVisible();
    await checkoutPass(page);
    await page.getByRole('button', { name: '승인' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(PASS_TITLE)).toBeVisible();
    await expect(page.getByText('이용 기간')).toBeVisible();

    await go(page, `/course/play/${paid.course}?lc_no=${paid.lecture}`);
    await expect(page.getByRole('group', { name: /동영상 플레이어/ })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('수강 권한이 없습니다')).toHaveCount(0);

    await go(page, '/my/purchase');
    const order = page.getByRole('article', { name: PASS_TITLE });
    await expect(order).toBeVisible();
    await expect(order).toContainText('59,000원');
    await expect(order).toContainText(/결제완료|구매확정 대기/);
    await expect(order.getByRole('link', { name: `${PASS_TITLE} 영수증` })).toBeVisible();

    // The payment's notice is in the notification centre (issue 47), unread, and opening it marks it read.
    await page.getByRole('banner').getByRole('link', { name: /^알림/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
    const notice = page.getByRole('main').getByRole('link', { name: /결제가 완료되었습니다.*\(안 읽음\)/ });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(PASS_TITLE);
  });

  test('거절 ends on the failure page with the reason, and nothing is unlocked', async ({ page, request }) => {
    const member = await createMember(request);
    const paid = await passLecture(request);
    await signIn(page, member.email, '/payment/product');
    await checkoutPass(page);
    await page.getByRole('button', { name: /거절/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되지 않았습니다' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('한도');
    await expect(page.getByText('이용권도 지급되지 않았습니다')).toBeVisible();

    await go(page, `/course/play/${paid.course}?lc_no=${paid.lecture}`);
    await expect(page.getByRole('alert')).toContainText('수강 권한이 없습니다');
    await expect(page.locator('video')).toHaveCount(0);

    await go(page, '/my/purchase');
    await expect(page.getByRole('article', { name: PASS_TITLE })).toContainText('결제 실패');
  });

  test('the welcome coupon lowers the price live', async ({ page, request }) => {
    const member = await createMember(request);
    await signIn(page, member.email, '/payment/product');
    await page.getByRole('link', { name: `${PASS_TITLE} 구매하기` }).click();
    const total = page.getByLabel('최종 결제 금액');
    await expect(total).toHaveText('59,000원');
    const coupon = page.getByRole('combobox', { name: '쿠폰' });
    await coupon.selectOption({ label: '신규 회원 환영 쿠폰 (−10,000원)' });
    await expect(total).toHaveText('49,000원');
    await expect(page.getByRole('button', { name: '49,000원 결제하기' })).toBeVisible();
    await coupon.selectOption('');
    await expect(total).toHaveText('59,000원');
  });

  test('a refund request shows the computed amount and how, before it is confirmed', async ({ page, request }) => {
    const member = await createMember(request);
    await signIn(page, member.email, '/payment/product');
    await checkoutPass(page);
    await page.getByRole('button', { name: '승인' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '결제가 완료되었습니다' })).toBeVisible({ timeout: 10_000 });

    await go(page, '/my/purchase');
    const order = page.getByRole('article', { name: PASS_TITLE });
    // Requests the server accepted: an access token that ran out on the way (8 s in e2e) is refused with 401 and the
    // client refreshes and sends the request again, which is one refund request, not two.
    let refundCalls = 0;
    page.on('response', (r) => {
      const accepted = r.request().method() === 'POST' && r.status() !== 401;
      if (accepted && /\/api\/my\/payment\/[^/]+\/refund$/.test(r.url())) refundCalls += 1;
    });
    await order.getByRole('button', { name: '환불 요청' }).click();
    const dialog = page.getByRole('dialog', { name: '환불 요청' });
    // Paid today and nothing played: the full amount, with the rule that gave it.
    await expect(dialog.getByLabel('환불 예정 금액')).toHaveText('59,000원');
    await expect(dialog.getByRole('heading', { name: '계산 방법' })).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    expect(refundCalls).toBe(0);

    await dialog.getByRole('button', { name: '59,000원 환불 받기' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(order).toContainText('환불 완료');
    expect(refundCalls).toBe(1);
  });
});
