import type { Page } from '@playwright/test';
import { expect, PASSWORD, sampleFreeLecture, test, xsrf } from './fixtures.ts';

/** Home, events, seminars and the customer centre (issue 14) on the demo content. Roles and labels only. */

async function fillLogin(page: Page, email: string) {
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

const dated = /\d{4}\.\d{2}\.\d{2}/;

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('events, seminars and notices show dated entries; a notice opens at its own address', async ({ page }) => {
    await page.goto('/event');
    await expect(page.getByRole('heading', { level: 1, name: '이벤트·혜택' })).toBeVisible();
    await expect(page.getByRole('link', { name: '진행중', exact: true })).toHaveAttribute('aria-current', 'page');
    const event = page.getByRole('main').getByRole('link', { name: /예시/ }).first();
    await expect(event).toContainText(dated);
    await page.getByRole('link', { name: '종료', exact: true }).click();
    await expect(page).toHaveURL('/event?tab=ended');
    await expect(page.getByRole('main').getByRole('link', { name: /수강 후기 이벤트/ })).toBeVisible();

    await page.goto('/event/seminar');
    await expect(page.getByRole('heading', { level: 1, name: '세미나' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /예시/ }).first()).toContainText(dated);

    await page.goto('/cs/notice');
    const rows = page.getByRole('main').getByRole('link', { name: /예시.*안내/ });
    await expect(rows.first()).toContainText(dated);
    await expect(page.getByRole('main').getByText('고정').first()).toBeVisible();
    await page.getByRole('searchbox', { name: '공지사항 검색' }).fill('점검');
    await page.getByRole('search', { name: '공지사항 검색' }).getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/q=%EC%A0%90%EA%B2%80/);
    await expect(page.getByText(/“점검” 검색 결과 \d+건/)).toBeVisible();
    const first = rows.first();
    const title = (await first.locator('span.truncate').textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/cs\/notice\/\d+$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a visitor is sent to login to take part; a member takes part once and a second try is refused', async ({ page, member }) => {
    await page.goto('/event');
    await page.getByRole('main').getByRole('link', { name: /포인트 1,000P/ }).first().click();
    await expect(page).toHaveURL(/\/event\/\d+$/);
    const address = new URL(page.url()).pathname;
    await page.getByRole('link', { name: '로그인하고 참여하기' }).click();
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(address)}`);
    await fillLogin(page, member.email);
    await expect(page).toHaveURL(address);

    await page.getByRole('button', { name: '이벤트 참여하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '이벤트에 참여했습니다.' })).toBeVisible();
    await expect(page.getByRole('button', { name: '✓ 참여 완료' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '이벤트 참여하기' })).toHaveCount(0);
  });

  test('a member writes a 1:1 inquiry and sees it waiting for an answer; FAQ answers open in place', async ({ page, member }) => {
    await page.goto('/cs/faq');
    const question = page.getByText(/환불은 어떻게 하나요/);
    await question.click();
    await expect(page.getByText(/구매 내역에서 환불을 신청/)).toBeVisible();

    await page.goto('/cs/inquiry');
    await page.getByRole('link', { name: '로그인하고 문의하기' }).click();
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/cs/inquiry')}`);
    await fillLogin(page, member.email);
    await expect(page).toHaveURL('/cs/inquiry');
    const form = page.getByRole('form', { name: '1:1 문의 작성' });
    await form.getByRole('button', { name: '문의 등록' }).click();
    await expect(form.getByText('문의 분류를 선택해 주세요.')).toBeVisible();
    await form.getByLabel('문의 분류').selectOption({ label: '강의·수강' });
    await form.getByRole('textbox', { name: '제목' }).fill('이어보기 질문');
    await form.getByRole('textbox', { name: '내용' }).fill('이어보기는 어디에서 하나요?');
    await form.getByRole('button', { name: '문의 등록' }).click();
    const mine = page.getByRole('region', { name: '내 문의 내역' }).getByRole('button', { name: /이어보기 질문/ });
    await expect(mine).toContainText('답변 대기');
    await mine.click();
    await expect(page.getByText('아직 답변이 등록되지 않았습니다.', { exact: false })).toBeVisible();
  });

  test('the home page has no console errors, a keyboard-operable banner and 이어보기 for a member who watched', async ({ page, request, member }) => {
    // Watch a free sample lecture for a while through the API (access tokens live 8 s in e2e: a fresh one).
    const { lecture: lcNo } = await sampleFreeLecture(request);
    const login = await (await request.post('/api/auth/login', { headers: xsrf, data: { email: member.email, user_password: PASSWORD, os: 'e2e' } })).json();
    const auth = { ...xsrf, authorization: `Bearer ${login.data.accessToken}` };
    const start = await (await request.post('/api/rs/auto', { headers: auth, data: { lc_no: lcNo } })).json();
    expect(start.code, start.message).toBe('0000');
    const saved = await request.put('/api/rs/play/setTime', { headers: auth, data: { lc_no: lcNo, player: start.data.player, play_second: 4 } });
    expect((await saved.json()).code).toBe('0000');

    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/login?returnUrl=/');
    await fillLogin(page, member.email);
    await expect(page).toHaveURL('/');
    const carousel = page.getByRole('region', { name: '주요 소식' });
    await expect(carousel).toBeVisible();
    const pause = carousel.getByRole('button', { name: '자동 넘김 일시정지' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: '자동 넘김 재생' })).toHaveAttribute('aria-pressed', 'true');
    await carousel.getByRole('button', { name: '2번째 배너 보기' }).press('Enter');
    await expect(carousel.getByRole('group', { name: '2 / 3' })).toBeVisible();

    await expect(page.getByRole('region', { name: '이어보기' }).getByRole('link').first()).toContainText('이어보기');
    await expect(page.getByRole('region', { name: '인기 강의' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: '다가오는 세미나' }).getByRole('link', { name: /예시/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '공지사항' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /시가총액 상위 10/ }).getByText('투자 교육용 자료입니다.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/event', '/event/seminar', '/cs/notice', '/cs/faq', '/cs/inquiry']) {
    test(`${path} works without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(390);
    });
  }

  test('an event and a seminar open at their own address', async ({ page }) => {
    await page.goto('/event/seminar');
    await page.getByRole('main').getByRole('link', { name: /예시/ }).first().click();
    await expect(page).toHaveURL(/\/event\/seminar\/\d+$/);
    await expect(page.getByRole('link', { name: '로그인하고 신청하기' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
