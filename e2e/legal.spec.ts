import { expect, PASSWORD, test } from './fixtures.ts';

/** Legal texts (issue 15): served from the server's versioned records, opened from the footer and at /policy/{type}. */

/** Footer button → the title the text carries. */
const FOOTER: [string, string][] = [
  ['이용약관', '이용약관'],
  ['개인정보처리방침', '개인정보처리방침'],
  ['제3자 정보제공 동의', '개인정보 제3자 제공 동의'],
  ['전자금융거래 이용약관', '전자금융거래 이용약관'],
  ['개인정보 수집 및 이용 동의', '개인정보 수집 및 이용 동의'],
  ['개인정보 제공 및 위탁 동의', '개인정보 제공 및 위탁 동의'],
  ['결제대행사 개인정보 처리 안내', '결제대행사 개인정보 처리 안내'],
];

test('each footer text opens in a modal with its Korean title, scrolls, closes with 확인 and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: '약관 및 정책' });
  for (const [label, title] of FOOTER) {
    const button = footer.getByRole('button', { name: label, exact: true });
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(title);
    const body = dialog.locator('.legal-text');
    await expect(body).toContainText(/제1조|1\.|목적|수집/);
    const scrolled = await body.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      return el.scrollTop;
    });
    expect(scrolled, `${label} scrolls`).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});

test('/policy/terms shows the text in force with its version list, and earlier versions are linkable', async ({ page }) => {
  await page.goto('/policy/terms');
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  await expect(page.getByText(/제1판 · 2021년 10월 30일 시행/)).toBeVisible();
  await expect(page.getByRole('article')).toContainText('제26조');
  const versions = page.getByRole('navigation', { name: '이전 약관 보기' });
  await versions.getByRole('link', { name: /제1판/ }).click();
  await expect(page).toHaveURL(/\/policy\/terms\/1$/);
  await page.getByRole('navigation', { name: '다른 약관' }).getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  // The footer offers the pages too.
  await expect(page.getByRole('link', { name: '약관 전문·이전 약관' })).toHaveAttribute('href', '/policy/terms');
});

test('identity verification through the sandbox window completes and /my/info shows it verified', async ({ page, member }) => {
  await page.goto(`/login?returnUrl=${encodeURIComponent('/my/info')}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const section = page.getByRole('region', { name: '본인인증' });
  await expect(section.getByText('본인인증을 하지 않았습니다.')).toBeVisible();
  await section.getByRole('button', { name: '본인인증 하기' }).click();

  await expect(page.getByRole('heading', { name: '본인인증 (샌드박스)' })).toBeVisible();
  // A person of its own for this test (the sandbox derives CI/DI from name, birth and phone).
  await page.getByLabel('이름').fill(member.name);
  await page.getByLabel('생년월일').fill('1988-08-08');
  await page.getByLabel('휴대폰 번호').fill(member.hpno);
  await page.getByRole('button', { name: '인증 완료' }).click();

  await expect(page).toHaveURL(/\/my\/info$/);
  await expect(section.getByRole('status')).toContainText('본인인증을 완료했습니다.');
  await expect(section.getByText(/^본인인증 완료 \(/)).toBeVisible();
  await expect(section.getByRole('button', { name: '다시 인증하기' })).toBeVisible();
});
