import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, demoConsole, expect, PASSWORD, test, type Member } from './fixtures.ts';

/** Issue 33 items 12, 13 and 19 in Chromium, on a 390 px phone and a 1280 px laptop. Roles and labels only. */


async function signIn(page: Page, email: string, returnUrl = '/my') {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Staff suspend a member through the console API (the console screen itself is in admin.spec.ts). */
async function suspend(request: APIRequestContext, m: Member, notice: string, until: string) {
  const admin = await demoConsole(request);
  const auth = admin.headers;
  const found = (await (await request.get(`/api/admin/members?q=${encodeURIComponent(m.email)}`, { headers: auth })).json()) as { data: { list: { id: number }[] } };
  const done = (await (
    await request.post(`/api/admin/members/${found.data.list[0]!.id}/status`, { headers: auth, data: { status: 'suspended', reason: 'e2e 신고 확인', member_notice: notice, until } })
  ).json()) as { code: string; message: string };
  expect(done.code, done.message).toBe('0000');
  await admin.end();
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`${device} ${viewport.width}px`, () => {
    test.use({ viewport });

    test('12: after joining an event its button is spent and says so', async ({ page, member }) => {
      await signIn(page, member.email, '/event');
      await page.getByRole('main').getByRole('link', { name: /포인트 1,000P/ }).first().click();
      await expect(page).toHaveURL(/\/event\/\d+$/);
      await page.getByRole('button', { name: '이벤트 참여하기' }).click();
      await expect(page.getByRole('status').filter({ hasText: '이벤트에 참여했습니다.' })).toBeVisible();
      await expect(page.getByRole('button', { name: '✓ 참여 완료' })).toBeDisabled();
      await expect(page.getByRole('button', { name: '이벤트 참여하기' })).toHaveCount(0);
      // Still spent on a fresh load.
      await page.reload();
      await expect(page.getByRole('button', { name: '✓ 참여 완료' })).toBeDisabled();
      await expect(page.getByText('이미 이 이벤트에 참여하셨습니다.')).toBeVisible();
    });

    test('13: a member suspended while signed in is told why and until when, and can ask without signing in', async ({ page, request }) => {
      const m = await createMember(request, '정지될회원');
      await signIn(page, m.email, '/my');
      await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
      await suspend(request, m, '광고 댓글을 반복해 남겼습니다.', '2099-12-31');

      // The next member call meets 0905: signed out to /login, with the reason and the end date.
      await page.goto('/my/info');
      await expect(page).toHaveURL(/\/login\?returnUrl=/);
      const notice = page.getByRole('alert').filter({ hasText: '이용이 정지된 계정입니다' });
      await expect(notice).toContainText('광고 댓글을 반복해 남겼습니다.');
      await expect(notice).toContainText('2099년 12월 31일까지');

      // Signing in again says the same (the password proves who asks).
      await page.reload();
      await page.getByRole('textbox', { name: '이메일' }).fill(m.email);
      await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: '이용이 정지된 계정입니다' })).toContainText('2099년 12월 31일까지');

      // The way to ask works signed out.
      await page.getByRole('link', { name: '고객센터에 문의하기' }).click();
      await expect(page).toHaveURL('/cs/contact');
      const form = page.getByRole('form', { name: '고객센터 문의 작성' });
      await form.getByRole('textbox', { name: '이름' }).fill('정지될회원');
      await form.getByRole('textbox', { name: '답변 받을 이메일' }).fill(m.email);
      await form.getByLabel('문의 분류').selectOption({ label: '회원·계정' });
      await form.getByRole('textbox', { name: '제목' }).fill('정지 사유 문의');
      await form.getByRole('textbox', { name: '내용' }).fill('정지 기간을 줄일 수 있을까요?');
      await form.getByRole('button', { name: '문의 등록' }).click();
      await expect(form.getByRole('status')).toContainText('답변은 적어 주신 메일로 보내 드립니다');
    });

    test('19: an unknown address answers 404 with the not-found page; known pages 200', async ({ page }) => {
      const missing = await page.goto('/no-such-page-here');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
      expect((await page.goto('/course/does/not/exist'))?.status()).toBe(404);
      expect((await page.goto('/event'))?.status()).toBe(200);
      expect((await page.goto('/cs/contact'))?.status()).toBe(200);
    });
  });
}
