import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createMember, expect, PASSWORD, sampleFreeLecture, test as base, xsrf, type Member } from './fixtures.ts';
import { koreanDay, shiftDay } from '../packages/contracts/src/korea-time.ts';

/** The operator console (issue 16): sign-in, members and support, catalogue, coupons, moderation, inquiries. Roles and labels only. */

const DEMO_ADMIN = { email: 'admin@example.com', password: 'school-admin-2026' };

/**
 * One operator per worker: a fresh member made admin by the demo admin through the console API. Tests
 * running in parallel never sign the same account in, so no one's session displaces another's (two devices each).
 */
const test = base.extend<object, { operator: Member }>({
  operator: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
      const operator = await createMember(request, `운영자${workerInfo.workerIndex}`);
      const signIn = (await (await request.post('/api/auth/login', { headers: xsrf, data: { email: DEMO_ADMIN.email, user_password: DEMO_ADMIN.password, os: 'e2e' } })).json()) as {
        data: { accessToken: string; refreshToken: string };
      };
      // Only a console session (the operator sign-in, alogin) opens /api/admin (decision 081).
      const console = (await (
        await request.post('/api/auth/alogin', { headers: { ...xsrf, authorization: `Bearer ${signIn.data.accessToken}` }, data: { os: 'e2e 관리 콘솔' } })
      ).json()) as { data: { accessToken: string; refreshToken: string } };
      await request.post('/api/auth/logout', { headers: xsrf, data: { refreshToken: signIn.data.refreshToken } });
      const auth = { ...xsrf, authorization: `Bearer ${console.data.accessToken}` };
      const found = (await (await request.get(`/api/admin/members?q=${encodeURIComponent(operator.email)}`, { headers: auth })).json()) as { data: { list: { id: number }[] } };
      const granted = (await (await request.post(`/api/admin/members/${found.data.list[0]!.id}/role`, { headers: auth, data: { role: 'admin', reason: 'e2e 운영자' } })).json()) as { code: string };
      expect(granted.code).toBe('0000');
      await request.post('/api/auth/logout', { headers: xsrf, data: { refreshToken: console.data.refreshToken } });
      await request.dispose();
      await use(operator);
    },
    { scope: 'worker' },
  ],
});

let operatorOfTest: Member;
test.beforeEach(({ operator }) => {
  operatorOfTest = operator;
});

async function consoleSignIn(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '콘솔 로그인' })).toBeVisible();
  await page.getByRole('textbox', { name: '이메일' }).fill(operatorOfTest.email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
}

/** A fresh access token (the e2e server's tokens live 8 seconds). */
async function tokenOf(request: APIRequestContext, m: Member): Promise<string> {
  const body = (await (await request.post('/api/auth/login', { headers: xsrf, data: { email: m.email, user_password: PASSWORD, os: 'e2e' } })).json()) as {
    data: { accessToken: string };
  };
  return body.data.accessToken;
}

async function memberPage(browser: Browser, m: Member, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' })).newPage();
  await page.goto(`/login?returnUrl=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(m.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  return page;
}

test.describe('operator console', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an operator finds a member and suspends them: the member is refused with 0905 and reads why', async ({ page, request, member, browser }) => {
    await consoleSignIn(page);
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '회원 관리' }).click();
    await page.getByRole('textbox', { name: '검색어' }).fill(member.email);
    await page.getByRole('button', { name: '검색' }).click();
    await page.getByRole('link', { name: new RegExp(member.email) }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(member.name) })).toBeVisible();

    const suspend = page.getByRole('form', { name: '이용 정지' });
    await suspend.getByRole('button', { name: '이용 정지' }).click();
    await expect(suspend.getByText('사유를 2자 이상 적어 주세요.')).toBeVisible();
    await suspend.getByLabel('사유', { exact: true }).fill('e2e: 결제 분쟁 확인');
    await suspend.getByLabel('회원에게 보일 사유').fill('결제 분쟁을 확인하고 있습니다.');
    await suspend.getByRole('button', { name: '이용 정지' }).click();
    // A suspension is felt at once: the console asks first (issue 33 item 13).
    const confirm = page.getByRole('dialog', { name: '이용 정지' });
    await expect(confirm).toContainText('이용을 정지할까요?');
    await confirm.getByRole('button', { name: '이용 정지' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('이용 정지');

    const refused = (await (await request.post('/api/auth/login', { headers: xsrf, data: { email: member.email, user_password: PASSWORD, os: 'e2e' } })).json()) as { code: string };
    expect(refused.code).toBe('0905');
    const phone = await memberPage(browser, member, '/my');
    await expect(phone.getByRole('alert')).toContainText('이용이 정지된 계정입니다');
    await expect(phone.getByRole('alert')).toContainText('결제 분쟁을 확인하고 있습니다.');

    await expect(page.getByRole('region', { name: '운영 변경 이력' })).toContainText('e2e: 결제 분쟁 확인');
  });

  test('hiding a reported comment removes it from the lecture page', async ({ page, request, member, browser }) => {
    const { course, lecture: lcNo } = await sampleFreeLecture(request);
    const text = `e2e 광고 댓글 ${Date.now()}`;
    const written = (await (
      await request.put('/api/board/comment', { headers: { ...xsrf, authorization: `Bearer ${await tokenOf(request, member)}` }, data: { lc_no: lcNo, comment: text } })
    ).json()) as { code: string; data: { co_sn: number } };
    expect(written.code).toBe('0000');
    const reporter = await createMember(request, '신고자');
    const reported = (await (
      await request.post('/api/board/comment/accuse', { headers: { ...xsrf, authorization: `Bearer ${await tokenOf(request, reporter)}` }, data: { co_sn: written.data.co_sn, accuse_cd: '02' } })
    ).json()) as { code: string };
    expect(reported.code).toBe('0000');

    const viewer = await memberPage(browser, reporter, `/course/play/${course}?lc_no=${lcNo}`);
    // A phone: the comments are under the 질문 tab below the pinned video.
    await viewer.getByRole('tab', { name: '질문' }).click();
    await expect(viewer.getByRole('region', { name: /댓글/ }).getByText(text)).toBeVisible();

    await consoleSignIn(page);
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '댓글 신고 처리' }).click();
    const card = page.getByRole('listitem').filter({ hasText: text });
    await expect(card).toContainText('광고·스팸 1');
    await card.getByRole('button', { name: '숨기기' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
    await page.getByRole('tab', { name: '숨김' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();

    await viewer.reload();
    await viewer.getByRole('tab', { name: '질문' }).click();
    await expect(viewer.getByRole('region', { name: /댓글/ })).toBeVisible();
    await expect(viewer.getByRole('region', { name: /댓글/ }).getByText(text)).toHaveCount(0);
  });

  test('an operator uploads a video, watches it processed, makes a course with it, publishes, and a pass holder plays it', async ({ page, browser }, testInfo) => {
    const title = `e2e 콘솔 강의 ${Date.now()}`;
    test.slow(); // an upload and a transcode on top of the course flow
    const clip = `1강-${Date.now()}.mp4`;
    // A 4-second clip made by the same bundled ffmpeg the server transcodes with.
    const file = testInfo.outputPath(clip);
    execFileSync((createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24:duration=4', '-f', 'lavfi', '-i', 'sine=duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ]);
    await consoleSignIn(page);
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '영상', exact: true }).click();
    await page.getByLabel('영상 파일').setInputFiles(file);
    const row = page.getByRole('list', { name: '올린 영상' }).getByRole('listitem', { name: clip });
    await expect(row.getByText('완료', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText('0분 04초')).toBeVisible();
    await expect(row.getByRole('img', { name: `${clip} 대표 이미지` })).toBeVisible();
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '강의', exact: true }).click();
    await page.getByRole('link', { name: '새 강의 만들기' }).click();
    await page.getByRole('button', { name: '만들기 (비공개)' }).click();
    await expect(page.getByText('강의 제목을 입력해 주세요.')).toBeVisible();

    await page.getByRole('textbox', { name: '강의 제목' }).fill(title);
    await page.getByRole('textbox', { name: '요약' }).fill('콘솔에서 만든 e2e 강의');
    await page.getByLabel('카테고리').selectOption('101');
    await page.getByLabel('강사').selectOption({ index: 1 });
    await page.getByRole('button', { name: '영상 추가' }).click();
    await page.getByRole('textbox', { name: '1번 영상 제목' }).fill('1강 콘솔 영상');
    await page.getByRole('combobox', { name: /^영상/ }).selectOption({ label: `${clip} (올린 영상)` });
    await expect(page.getByRole('textbox', { name: '길이 (초)' })).toHaveValue('4');
    await page.getByRole('button', { name: '만들기 (비공개)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('비공개', { exact: true })).toBeVisible();
    // A subtitle for the saved lecture: a file that is not WebVTT is refused in Korean, a WebVTT one is listed.
    await page.getByText('자막 (0)').click();
    const subtitleFile = page.getByLabel('자막 파일 (WebVTT .vtt, 1MB까지)');
    await subtitleFile.setInputFiles({ name: '1강.srt', mimeType: 'text/plain', buffer: Buffer.from('1\n00:00:01,000 --> 00:00:03,000\n안녕하세요\n') });
    await page.getByRole('button', { name: '자막 올리기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'WEBVTT로 시작하는지' })).toBeVisible();
    await subtitleFile.setInputFiles({ name: '1강.vtt', mimeType: 'text/vtt', buffer: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n차트를 읽는 법\n') });
    await page.getByRole('button', { name: '자막 올리기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '한국어 자막을 올렸습니다.' })).toBeVisible();
    await expect(page.getByRole('list', { name: '1번 영상 자막' }).getByRole('listitem')).toHaveText(/한국어 · 1 KB/);
    await page.getByRole('button', { name: '공개하기' }).click();
    await expect(page.getByText('강의를 공개했습니다.')).toBeVisible();
    const courseSn = /\/admin\/courses\/(\d+)/.exec(page.url())![1]!;

    const viewer = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' })).newPage();
    await viewer.goto(`/course/${courseSn}`);
    await expect(viewer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(viewer.getByText('1강 콘솔 영상')).toBeVisible();

    // The demo member holds a 12-month pass: the new pass course plays.
    type Lectures = { data: { list: { lc_no: number }[] } };
    const lcNo = ((await (await viewer.request.get(`/api/rs/menu/${courseSn}`)).json()) as Lectures).data.list[0]!.lc_no;
    await viewer.goto(`/login?returnUrl=${encodeURIComponent(`/course/play/${courseSn}?lc_no=${lcNo}`)}`);
    await viewer.getByRole('textbox', { name: '이메일' }).fill('demo@example.com');
    await viewer.getByLabel('비밀번호', { exact: true }).fill('school-demo-2026');
    await viewer.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(viewer.getByRole('group', { name: /동영상 플레이어/ })).toBeVisible();
    await expect.poll(() => viewer.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  });

  test('a coupon batch made in the console is registered by a member on /my/coupon', async ({ page, member, browser }) => {
    test.slow(); // waits past an access token's life before the download
    const name = `e2e 제휴 쿠폰 ${Date.now()}`;
    await consoleSignIn(page);
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '쿠폰' }).click();
    const form = page.getByRole('form', { name: '쿠폰 만들기' });
    await form.getByRole('textbox', { name: '쿠폰 이름' }).fill(name);
    await form.getByRole('textbox', { name: '할인 값' }).fill('3000');
    await form.getByRole('textbox', { name: '만들 장수' }).fill('20');
    await expect(form.getByRole('textbox', { name: /쿠폰 번호/ })).toHaveCount(0);
    await form.getByRole('button', { name: '쿠폰 만들기' }).click();
    await expect(page.getByText('쿠폰 20장을 만들었습니다.')).toBeVisible();
    const codes = (await page.getByRole('region', { name: '만든 쿠폰 번호' }).locator('p.font-mono').textContent())!.split(', ');
    expect(codes).toHaveLength(20);
    // Past the e2e server's 8-second access token: the download must renew it (0902) like any other call.
    await page.waitForTimeout(9_000);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '전체 번호 받기 (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^coupons-.*\.csv$/);

    const phone = await memberPage(browser, member, '/my/coupon');
    await phone.getByRole('textbox', { name: '쿠폰 번호 등록' }).fill(codes[0]!);
    await phone.getByRole('button', { name: '등록', exact: true }).click();
    await expect(phone.getByText(`'${name}' 쿠폰을 등록했습니다.`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('20장');
  });

  test('an inquiry answered in the console is read by the member on /cs/inquiry', async ({ page, request, member, browser }) => {
    const title = `e2e 환불 문의 ${Date.now()}`;
    const asked = (await (
      await request.post('/api/my/cs/inquiry', { headers: { ...xsrf, authorization: `Bearer ${await tokenOf(request, member)}` }, data: { category: 'payment', title, contents: '이용권 환불이 되나요?' } })
    ).json()) as { code: string };
    expect(asked.code).toBe('0000');

    await consoleSignIn(page);
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '1:1 문의' }).click();
    const card = page.getByRole('listitem', { name: title });
    await card.getByRole('button', { name: '답변 등록' }).click();
    await expect(card.getByText('답변을 2자 이상 입력해 주세요.')).toBeVisible();
    await card.getByRole('textbox', { name: '답변' }).fill('결제 후 7일 이내, 재생 전이라면 전액 환불됩니다.');
    await card.getByRole('button', { name: '답변 등록' }).click();
    await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);

    const phone = await memberPage(browser, member, '/cs/inquiry');
    await phone.getByRole('button', { name: new RegExp(title) }).click();
    await expect(phone.getByText('결제 후 7일 이내, 재생 전이라면 전액 환불됩니다.')).toBeVisible();
  });

  test('a seminar made in the console is applied for by a member and checked in; a FAQ added shows on /cs/faq', async ({ page, request, member, browser }) => {
    const title = `e2e 콘솔 세미나 ${Date.now()}`;
    const seoulDay = (days: number) => shiftDay(koreanDay(), days);
    await consoleSignIn(page);
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '이벤트·세미나' }).click();
    await page.getByRole('link', { name: '새 세미나' }).click();
    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await page.getByRole('textbox', { name: '요약' }).fill('콘솔에서 만든 세미나');
    await page.getByRole('textbox', { name: '내용' }).fill('차트 읽기 실전');
    await page.getByRole('textbox', { name: '연사' }).fill('김연사');
    await page.getByRole('textbox', { name: '장소' }).fill('서울 강남구');
    await page.getByLabel('일시 (한국 시간)').fill(`${seoulDay(5)}T19:30`);
    await page.getByRole('textbox', { name: '정원' }).fill('30');
    await page.getByLabel('신청 시작일').fill(seoulDay(-1));
    await page.getByLabel('신청 마감일').fill(seoulDay(6));
    await page.getByRole('button', { name: '만들기' }).click();
    await expect(page.getByText('세미나 날짜는 신청 마감일과 같거나 뒤여야 합니다.')).toBeVisible();
    await page.getByLabel('신청 마감일').fill(seoulDay(4));
    await page.getByRole('button', { name: '만들기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const seminarSn = /\/admin\/events\/seminar\/(\d+)/.exec(page.url())![1]!;

    const applied = (await (await request.post(`/api/my/seminar/${seminarSn}`, { headers: { ...xsrf, authorization: `Bearer ${await tokenOf(request, member)}` }, data: {} })).json()) as { code: string };
    expect(applied.code).toBe('0000');
    await page.reload();
    await expect(page.getByRole('heading', { name: '신청자 · 출석 0/1' })).toBeVisible();
    await page.getByRole('checkbox', { name: /출석/ }).check();
    await expect(page.getByRole('heading', { name: '신청자 · 출석 1/1' })).toBeVisible();

    const question = `e2e 콘솔 질문 ${Date.now()}?`;
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '자주 묻는 질문' }).click();
    await page.getByLabel('분류').selectOption('payment');
    await page.getByRole('textbox', { name: '질문' }).fill(question);
    await page.getByRole('textbox', { name: '답변' }).fill('결제 후 7일 이내에 환불을 신청할 수 있습니다.');
    await page.getByRole('button', { name: '추가', exact: true }).click();
    await expect(page.getByText('질문을 추가했습니다.')).toBeVisible();
    const phone = await memberPage(browser, member, '/cs/faq');
    await expect(phone.getByText(question)).toBeVisible();
  });

  test('the console signs out on its own: its button, and a session the server ended, bring back the operator sign-in', async ({ page, request }) => {
    await consoleSignIn(page);
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('heading', { name: '콘솔 로그인' })).toBeVisible();
    // The console's own session, not the site's: the page stays on /admin.
    expect(new URL(page.url()).pathname).toBe('/admin');

    await consoleSignIn(page);
    const stored = await page.evaluate(() => sessionStorage.getItem('operatorConsole'));
    const refreshToken = (JSON.parse(stored ?? '{}') as { state?: { session?: { refreshToken?: string } } }).state?.session?.refreshToken;
    expect(refreshToken).toBeTruthy();
    // As when its lifetime runs out: the server ends the console session; the next console call closes it here. That
    // call is the menu link below, or one the console made first (its 8 s e2e tokens are refreshed on their own): on a
    // slow machine the console may have closed before the click, and the link is gone.
    await request.post('/api/auth/logout', { headers: xsrf, data: { refreshToken } });
    const signIn = page.getByRole('heading', { name: '콘솔 로그인' });
    const menuLink = page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '회원 관리' });
    await Promise.race([menuLink.click().catch(() => undefined), signIn.waitFor()]);
    await expect(signIn).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('관리 콘솔 로그인이 끝났습니다');
    expect(new URL(page.url()).pathname).toMatch(/^\/admin/);
  });

  test('a member account cannot open the console', async ({ page, member }) => {
    await page.goto('/admin');
    await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
    await page.getByLabel('비밀번호').fill(PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('alert')).toContainText('운영자와 강사만 로그인할 수 있습니다.');
    await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toHaveCount(0);
  });
});
