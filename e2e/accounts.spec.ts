import type { APIRequestContext, Page, Request } from '@playwright/test';
import { createMember, expect, newIdentity, PASSWORD, smsCode, test, xsrf } from './fixtures.ts';

/**
 * Member accounts (issue 3) against the real server: sign-up with the SMS code
 * read from the sandbox outbox, sign-in, my info, logout, the under-14 guardian
 * step, the returnUrl guard, and the 0902 refresh-and-retry in a browser.
 * The server runs with ACCESS_TOKEN_TTL_SECONDS=8 (playwright.config.ts).
 */

async function signIn(page: Page, email: string, returnUrl?: string) {
  await page.goto(returnUrl === undefined ? '/login' : `/login?${new URLSearchParams({ returnUrl }).toString()}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Fills every adult field of the sign-up form, the SMS step included. */
async function fillSignup(page: Page, request: APIRequestContext, id: ReturnType<typeof newIdentity>, birth: string, name: string) {
  await page.getByRole('textbox', { name: '이메일' }).fill(id.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('사용할 수 있는 이메일입니다.')).toBeVisible();
  await page.getByLabel('비밀번호 확인').fill(PASSWORD);
  await page.getByRole('textbox', { name: '이름', exact: true }).fill(name);
  await page.getByRole('textbox', { name: '닉네임' }).fill(id.nickname);
  await page.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill(id.hpno);
  await expect(page.getByText('사용할 수 있는 닉네임입니다.')).toBeVisible();
  await page.getByRole('button', { name: '인증번호 받기' }).first().click();
  const codeInput = page.getByRole('textbox', { name: '인증번호' }).first();
  await expect(codeInput).toBeVisible();
  await codeInput.fill(await smsCode(request, id.hpno));
  await page.getByRole('textbox', { name: '생년월일' }).fill(birth);
  await page.getByText('남성', { exact: true }).click();
  await page.getByRole('checkbox', { name: '[필수] 이용약관 동의' }).check();
  await page.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의' }).check();
}

test.describe('accounts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sign up with the SMS code → sign in → change the name in my info → log out', async ({ page, request }) => {
    const id = newIdentity();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await fillSignup(page, request, id, '19900131', '김가입');
    await page.getByRole('button', { name: '가입하기' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '가입을 환영합니다' })).toBeVisible();
    await expect(page.getByRole('region', { name: '가입 혜택' })).toBeVisible();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL('/');
    await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();

    await signIn(page, id.email, '/my/info');
    await expect(page).toHaveURL('/my/info');
    await expect(page.getByRole('heading', { level: 1, name: '회원 정보' })).toBeVisible();
    await expect(page.getByText(id.email)).toBeVisible();
    await expect(page.getByText('이메일은 바꿀 수 없습니다.')).toBeVisible();
    await expect(page.getByRole('region', { name: '로그인한 기기' }).getByText('현재 기기')).toBeVisible();

    const nameInput = page.getByRole('textbox', { name: '이름', exact: true });
    await expect(nameInput).toHaveValue('김가입');
    await nameInput.fill('박변경');
    await page.getByRole('button', { name: '이름 저장' }).click();
    await expect(page.getByRole('region', { name: '이름 변경' }).getByRole('status')).toHaveText('이름을 변경했습니다.');
    await page.reload();
    await expect(page.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('박변경');

    await header.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL('/');
    await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { user?: unknown } });
    expect(stored.state?.user ?? null).toBeNull();
  });

  test('an under-14 sign-up cannot be sent without the guardian step', async ({ page, request }) => {
    const id = newIdentity();
    const guardian = newIdentity();
    await page.goto('/signup');
    await fillSignup(page, request, id, '20150301', '김어린');
    const step = page.getByRole('group', { name: '법정대리인(보호자) 동의' });
    await expect(step).toBeVisible();

    let signupCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/signup')) signupCalls += 1;
    });
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(step.getByText('보호자 이름을 입력해 주세요.')).toBeVisible();
    await expect(step.getByRole('textbox', { name: '보호자 이름' })).toBeFocused();
    expect(signupCalls).toBe(0);

    await step.getByRole('textbox', { name: '보호자 이름' }).fill('김보호');
    await step.getByRole('textbox', { name: '보호자 휴대폰 번호' }).fill(guardian.hpno);
    await step.getByRole('button', { name: '인증번호 받기' }).click();
    await step.getByRole('textbox', { name: '인증번호' }).fill(await smsCode(request, guardian.hpno));
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '가입을 환영합니다' })).toBeVisible();
    expect(signupCalls).toBe(1);
  });

  test("the login page refuses an off-site returnUrl and shows the server's refusal", async ({ page, member }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
    await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');

    await signIn(page, member.email, '//evil.example');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: '로그아웃' })).toBeVisible();
  });

  test('an access token that ran out is refreshed before the calls; one the page cannot date gets 0902 and one retry', async ({ page, request }) => {
    const member = await createMember(request, '최토큰');
    await signIn(page, member.email, '/my');
    await expect(page).toHaveURL('/my');
    await expect(page.getByText('최토큰')).toBeVisible();
    type Stored = { state?: { user?: { accessToken?: string; expiresAt?: number } } };
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}') as Stored);
    const expiredToken = (await stored()).state?.user?.accessToken;

    const seen: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) seen.push(r);
    });
    const answers = () =>
      Promise.all(
        seen.splice(0).map(async (r) => {
          const body = await r.response().then((res) => res?.json().catch(() => null));
          return { path: new URL(r.url()).pathname, code: (body as { code?: string } | null)?.code, auth: await r.headerValue('authorization') };
        }),
      );

    // The e2e server's access tokens live 8 s. The page knows when its token runs out, so it refreshes first.
    await page.waitForTimeout(9_000);
    await page.goto('/my/info');
    await expect(page.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('최토큰');
    await expect(page.getByText(member.email)).toBeVisible();
    const first = await answers();
    expect(first.filter((a) => a.path === '/api/auth/rtoken')).toHaveLength(1);
    expect(first.filter((a) => a.code === '0902')).toEqual([]);
    const refreshed = `Bearer ${(await stored()).state?.user?.accessToken}`;
    // No call went out with the expired token: each waited for the refresh.
    expect(first.filter((a) => a.auth && a.auth !== refreshed)).toEqual([]);

    // A stored session without its expiry (kept by an older version of the page) holding the expired token: the
    // server answers 0902, the client refreshes once and sends each refused call again with the new token.
    await page.evaluate((token) => {
      const session = JSON.parse(localStorage.getItem('session') ?? '{}') as Stored;
      if (session.state?.user) {
        session.state.user.accessToken = token;
        delete session.state.user.expiresAt;
      }
      localStorage.setItem('session', JSON.stringify(session));
    }, expiredToken);
    await page.reload();
    await expect(page.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('최토큰');
    const second = await answers();
    expect(second.filter((a) => a.path === '/api/auth/rtoken')).toHaveLength(1);
    const expired = second.filter((a) => a.code === '0902');
    expect(expired.length).toBeGreaterThanOrEqual(1);
    for (const e of expired) {
      const retried = second.slice(second.indexOf(e) + 1).find((a) => a.path === e.path && a.code === '0000');
      expect(retried?.auth, `${e.path} sent again with the refreshed token`).toBeTruthy();
      expect(retried!.auth).not.toBe(e.auth);
    }
    const userCalls = second.filter((a) => a.path === '/api/my/user');
    expect(userCalls.at(-1)?.code).toBe('0000');
    expect(`Bearer ${(await stored()).state?.user?.accessToken}`).toBe(userCalls.at(-1)!.auth);
  });

  test('social sign-in through the sandbox provider: sign up once, then sign straight in', async ({ page, request }) => {
    const id = newIdentity();
    await page.goto('/login?returnUrl=%2Fmy');
    await page.getByRole('button', { name: '네이버로 로그인' }).click();
    // The sandbox stands in for Naver's page; its third test account shares no e-mail.
    await page.getByRole('button', { name: /네이버테스트3/ }).click();
    await expect(page).toHaveURL(/\/login\/oauth$/);

    const signupHeading = page.getByRole('heading', { level: 1, name: '회원가입' });
    const signedIn = page.getByRole('banner').getByRole('button', { name: '로그아웃' });
    await expect(signupHeading.or(signedIn)).toBeVisible();
    if (await signupHeading.isVisible()) {
      await page.getByRole('textbox', { name: '이메일' }).fill(id.email);
      await page.getByRole('button', { name: '계속하기' }).click();
      await expect(page.getByRole('textbox', { name: '이메일' })).toHaveValue(id.email);
      await expect(page.getByLabel('비밀번호', { exact: true })).toHaveCount(0);
      await page.getByRole('textbox', { name: '이름', exact: true }).fill('김소셜');
      await page.getByRole('textbox', { name: '닉네임' }).fill(id.nickname);
      await page.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill(id.hpno);
      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await page.getByRole('textbox', { name: '인증번호' }).fill(await smsCode(request, id.hpno));
      await page.getByRole('textbox', { name: '생년월일' }).fill('19880808');
      await page.getByText('여성', { exact: true }).click();
      await page.getByRole('checkbox', { name: '전체 동의' }).check();
      await page.getByRole('button', { name: '가입하기' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '가입을 환영합니다' })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
      await expect(page).toHaveURL('/');

      await page.goto('/login?returnUrl=%2Fmy');
      await page.getByRole('button', { name: '네이버로 로그인' }).click();
      await page.getByRole('button', { name: /네이버테스트3/ }).click();
    }
    await expect(page).toHaveURL('/my');
    await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
    await expect(signedIn).toBeVisible();
  });

  test('a social e-mail that already has a password account is linked with that password', async ({ page, request }) => {
    // The sandbox's first Google account vouches for this e-mail. The database lives for the whole
    // run, so a retry finds the account made (and linked) by the first attempt and signs straight in.
    const email = 'sandbox1@google.sandbox.test';
    const taken = (await (await request.post('/api/auth/dup', { headers: xsrf, data: { type: 'email', value: email } })).json()) as {
      data: { duplicated: boolean };
    };
    if (!taken.data.duplicated) await createMember(request, '김연결', email);
    await page.goto('/login?returnUrl=%2Fmy%2Finfo');
    await page.getByRole('button', { name: '구글로 로그인' }).click();
    await page.getByRole('button', { name: /Google테스트1/ }).click();
    const linkHeading = page.getByRole('heading', { level: 1, name: '계정 연결' });
    await expect(linkHeading.or(page.getByRole('heading', { level: 1, name: '회원 정보' }))).toBeVisible();
    if (await linkHeading.isVisible()) {
      await expect(page.getByRole('textbox', { name: '이메일' })).toHaveValue(email);
      await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1');
      await page.getByRole('button', { name: '연결하고 로그인' }).click();
      await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
      await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: '연결하고 로그인' }).click();
    }
    await expect(page).toHaveURL('/my/info');
    await expect(page.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('김연결');
  });
});
