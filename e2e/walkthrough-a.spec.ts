import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, expect, newIdentity, PASSWORD, smsCode, test, xsrf, type Member } from './fixtures.ts';

/**
 * Issue 33, items 1–5 and 7–10: what a learner met in a real browser, at a phone's 390 px and a laptop's 1280 px.
 * Roles and labels only.
 */

type Envelope<T> = { code: string; message: string; data: T };
const api = async <T>(request: APIRequestContext, url: string): Promise<T> => {
  const body = (await (await request.get(url)).json()) as Envelope<T>;
  expect(body.code, `${url}: ${body.message}`).toBe('0000');
  return body.data;
};
const send = async (request: APIRequestContext, method: 'post' | 'put', url: string, token: string, data: object) =>
  (await (await request[method](url, { headers: { ...xsrf, authorization: `Bearer ${token}` }, data })).json()) as Envelope<unknown>;
/** A fresh access token (they live 8 s in e2e). */
const tokenOf = async (request: APIRequestContext, m: Member) =>
  ((await (await request.post('/api/auth/login', { headers: xsrf, data: { email: m.email, user_password: PASSWORD, os: 'e2e' } })).json()) as Envelope<{ accessToken: string }>).data
    .accessToken;

type Course = { course_sn: number; is_free: string; pass_included: string; price: number };
type Lecture = { lc_no: number; is_preview: string; title: string };
const courses = (request: APIRequestContext, query = '') => api<{ list: Course[] }>(request, `/api/course/list?size=100${query}`).then((d) => d.list);
const lecturesOf = (request: APIRequestContext, courseSn: number) => api<{ list: Lecture[] }>(request, `/api/rs/menu/${courseSn}`).then((d) => d.list);

async function signIn(page: Page, email: string, returnUrl: string) {
  await page.goto(`/login?${new URLSearchParams({ returnUrl }).toString()}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(returnUrl);
}

/** Fetches a lecture's playlists and every segment of its first rendition, as the player does: the server credits
 * watching only up to the seconds it has served (decision 110). */
async function fetchSegments(request: APIRequestContext, token: string, lcNo: number) {
  const info = (await (await request.get(`/api/rs/play/${lcNo}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Envelope<{ media: { hls: string } | null }>;
  const master = info.data.media!.hls;
  const variant = master.replace(/master\.m3u8$/, '') + (await (await request.get(master)).text()).split('\n').find((l) => l.endsWith('.m3u8'))!;
  const dir = variant.replace(/[^/]+$/, '');
  for (const segment of (await (await request.get(variant)).text()).split('\n').filter((l) => l.endsWith('.m4s'))) {
    expect((await request.get(dir + segment)).status()).toBe(200);
  }
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('1. a fresh load starts at the top; back restores that page its own position', async ({ page }) => {
      await page.goto('/course');
      await expect(page.getByRole('region', { name: '강의 목록' }).getByRole('article').first()).toBeVisible();
      // 400: the list page stands at least that far below the fold at both widths (about 500 px at 1280).
      await page.evaluate(() => window.scrollTo(0, 400));
      // A phone's fractional device pixels may leave it a pixel short.
      await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(398);
      // Another full page load, as coming back from the payment window or typing an address.
      await page.goto('/course?sort=price_asc');
      await expect(page.getByRole('region', { name: '강의 목록' }).getByRole('article').first()).toBeVisible();
      await page.waitForTimeout(300);
      expect(await scrollY(page)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 200));
      await page.goBack();
      await expect(page).toHaveURL('/course');
      await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    });

    test('2. the welcome after sign-up starts at its top, focused, with buttons one can tap', async ({ page, request }) => {
      const id = newIdentity();
      await page.goto('/signup');
      await page.getByRole('textbox', { name: '이메일' }).fill(id.email);
      await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
      await expect(page.getByText('사용할 수 있는 이메일입니다.')).toBeVisible();
      await page.getByLabel('비밀번호 확인').fill(PASSWORD);
      await page.getByRole('textbox', { name: '이름', exact: true }).fill('김환영');
      await page.getByRole('textbox', { name: '닉네임' }).fill(id.nickname);
      await page.getByRole('textbox', { name: '휴대폰 번호', exact: true }).fill(id.hpno);
      await expect(page.getByText('사용할 수 있는 닉네임입니다.')).toBeVisible();
      await page.getByRole('button', { name: '인증번호 받기' }).first().click();
      await page.getByRole('textbox', { name: '인증번호' }).first().fill(await smsCode(request, id.hpno));
      await page.getByRole('textbox', { name: '생년월일' }).fill('19900131');
      await page.getByText('남성', { exact: true }).click();
      await page.getByRole('checkbox', { name: '[필수] 이용약관 동의' }).check();
      await page.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용 동의' }).check();
      await page.getByRole('button', { name: '가입하기' }).click();

      const heading = page.getByRole('heading', { level: 1, name: '가입을 환영합니다' });
      await expect(heading).toBeFocused();
      expect(await scrollY(page)).toBe(0);
      for (const name of ['시작하기', '내 정보 보기']) {
        const box = await page.getByRole('link', { name, exact: true }).boundingBox();
        expect(box!.height, name).toBeGreaterThanOrEqual(44);
      }
    });

    test('3. a course sold on its own is bought from its main button; its previews play from the course page', async ({ page, request, member }) => {
      const single = (await courses(request)).find((c) => c.is_free === 'N' && c.pass_included === 'N')!;
      await page.goto(`/course/${single.course_sn}`);
      const aside = page.getByRole('complementary', { name: '수강 안내' });
      await expect(aside.getByRole('button', { name: '수강하기' })).toHaveCount(0);
      const buy = aside.getByRole('link', { name: '이 강의 구매하기' });
      await expect(buy).toHaveAttribute('href', /^\/payment\/checkout\?product_id=\d+$/);
      await buy.click();
      // A visitor signs in first, and comes back to this checkout.
      await expect(page).toHaveURL(/\/login\?returnUrl=%2Fpayment%2Fcheckout%3Fproduct_id%3D\d+/);

      let withPreview: { course: Course; preview: Lecture } | undefined;
      for (const course of (await courses(request)).filter((c) => c.is_free === 'N')) {
        const preview = (await lecturesOf(request, course.course_sn)).find((l) => l.is_preview === 'Y');
        if (preview) {
          withPreview = { course, preview };
          break;
        }
      }
      await signIn(page, member.email, `/course/${withPreview!.course.course_sn}`);
      await page.getByRole('link', { name: `${withPreview!.preview.title} 미리보기 재생` }).first().click();
      await expect(page).toHaveURL(`/course/play/${withPreview!.course.course_sn}?lc_no=${withPreview!.preview.lc_no}`);
      await expect(page.getByRole('group', { name: /동영상 플레이어/ })).toBeVisible();
    });

    test('4. a member page shows its frame before its code arrives', async ({ page, member }) => {
      await signIn(page, member.email, '/my');
      // The page's scripts arrive late, as on a slow phone network.
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await page.goto('/my/class', { waitUntil: 'commit' });
      const frame = page.getByRole('status', { name: '페이지를 불러오는 중입니다' });
      await expect(frame).toBeVisible({ timeout: 2000 });
      await expect(page.getByRole('heading', { level: 1, name: '내 강의실' })).toBeVisible({ timeout: 10_000 });
      await expect(frame).toBeHidden();
    });

    test('5. progress watched offline is sent when back; a lecture opened offline says so and loads on reconnection', async ({ page, request, member, context }) => {
      test.setTimeout(60_000);
      const free = (await courses(request, '&free=Y')).at(-1)!; // the oldest: sample data, never certificate.spec's course
      const [first, second] = await lecturesOf(request, free.course_sn);
      await signIn(page, member.email, `/course/play/${free.course_sn}?lc_no=${first!.lc_no}`);
      const player = page.getByRole('group', { name: /동영상 플레이어/ });
      await expect(player).toBeVisible();
      await player.focus();
      await page.keyboard.press('k');
      await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(2);

      await context.setOffline(true);
      await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(4);
      await player.focus();
      await page.keyboard.press('k');
      const watched = Math.floor(await page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime));
      const kept = () => page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('learning.progressQueue') ?? '{}') as Record<string, { play_second: number }>));
      await expect.poll(async () => (await kept()).map((k) => k.play_second)).toContain(watched);

      // 다음 강의 while offline: said so, not "preparing" for ever.
      await page.getByRole('navigation', { name: '이전·다음 강의' }).getByRole('link', { name: '다음 강의' }).click();
      await expect(page).toHaveURL(`/course/play/${free.course_sn}?lc_no=${second!.lc_no}`);
      await expect(page.getByText('오프라인 상태입니다.')).toBeVisible();

      const sent = page.waitForRequest((r) => r.url().endsWith('/api/rs/play/setTime') && (r.postDataJSON() as { lc_no: number; play_second: number }).lc_no === first!.lc_no && (r.postDataJSON() as { play_second: number }).play_second === watched);
      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await sent;
      await expect(player).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(escape(second!.title)) })).toBeVisible();
      await expect.poll(kept).toEqual([]);
    });

    test('7. the first home banner lists free courses', async ({ page, request }) => {
      const freeCount = (await courses(request, '&free=Y')).length;
      await page.goto('/');
      await page.getByRole('link', { name: /무료 강의로 시작해 보세요/ }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: '무료 강의' })).toBeVisible();
      await expect(page.getByText(`강의 ${freeCount}개`)).toBeVisible();
      // The address operators wrote into banners lists free courses too.
      await page.goto('/course?is_free=Y');
      await expect(page.getByRole('heading', { level: 1, name: '무료 강의' })).toBeVisible();
      await expect(page.getByText(`강의 ${freeCount}개`)).toBeVisible();
    });

    test('8. reviews are shown on the course page, rendered by the server too', async ({ page, request, member }) => {
      test.setTimeout(60_000);
      const free = (await courses(request, '&free=Y')).at(width === 390 ? -1 : -2)!;
      const lecture = (await lecturesOf(request, free.course_sn))[0]!;
      let token = await tokenOf(request, member);
      expect((await send(request, 'post', '/api/rs/auto', token, { lc_no: lecture.lc_no })).code).toBe('0000');
      const player = `${Date.now()}-e2e-review`;
      await send(request, 'put', '/api/rs/play/setTime', token, { lc_no: lecture.lc_no, player, play_second: 0 });
      // The server credits watching only as fast as time passes (×2), and only what it has served: a whole sample
      // lecture takes a few seconds and its segments.
      await fetchSegments(request, token, lecture.lc_no);
      await page.waitForTimeout(7000);
      token = await tokenOf(request, member);
      await send(request, 'put', '/api/rs/play/setTime', token, { lc_no: lecture.lc_no, player, play_second: 14 });
      const text = `화면 ${width}에서 남긴 후기: 차트 보는 법이 쉬워졌어요`;
      const written = await send(request, 'post', '/api/comm/review', token, { course_sn: free.course_sn, star: 4, contents: text });
      expect(written.code, written.message).toBe('0000');

      const masked = `${[...member.nickname][0]}${'*'.repeat([...member.nickname].length - 2)}${[...member.nickname].at(-1)}`;
      await expect.poll(async () => (await (await request.get(`/course/${free.course_sn}`)).text()).includes(text), { timeout: 15_000 }).toBe(true);
      await page.goto(`/course/${free.course_sn}`);
      const review = page.getByRole('article', { name: `${masked}님의 리뷰` });
      await expect(review.getByText(text)).toBeVisible();
      await expect(review.getByLabel('별점 4점')).toBeVisible();
      await expect(review.getByText(/수강률 \d+%/)).toBeVisible();
      await expect(review.locator('time')).toHaveText(/\d{4}\. \d{1,2}\. \d{1,2}\.|\d{4}년/);
      await expect(page.getByRole('group', { name: '리뷰 정렬' }).getByRole('button', { name: '도움순' })).toHaveAttribute('aria-pressed', 'true');
    });

    test('9. search finds stocks beside courses, and courses are compact rows on a phone', async ({ page }) => {
      await page.goto(`/search?${new URLSearchParams({ searchText: '삼성' }).toString()}`);
      const stocks = page.getByRole('region', { name: /종목/ });
      await expect(stocks.getByRole('link', { name: /삼성전자/ }).first()).toBeVisible({ timeout: 15_000 });
      await stocks.getByRole('link', { name: /삼성전자/ }).first().click();
      await expect(page).toHaveURL(/\/stocks\/info\/kr\?code=/);

      await page.goto(`/search?${new URLSearchParams({ searchText: '주식' }).toString()}`);
      const first = page.getByRole('region', { name: /^강의 \d+개$/ }).getByRole('link').first();
      await expect(first).toBeVisible({ timeout: 15_000 });
      if (width === 390) expect((await first.boundingBox())!.height).toBeLessThan(120);
    });

    test('10. a hidden comment keeps the replies of others, under a placeholder; 기타 is the last report reason', async ({ page, request, member }) => {
      test.setTimeout(60_000);
      const free = (await courses(request, '&free=Y'))[0]!;
      const lecture = (await lecturesOf(request, free.course_sn)).at(width === 390 ? -1 : -2)!;
      const [author, r1, r2, r3] = await Promise.all([createMember(request), createMember(request), createMember(request), createMember(request)]);
      const authorToken = await tokenOf(request, author);
      const start = (await send(request, 'put', '/api/board/comment', authorToken, { lc_no: lecture.lc_no, comment: `가려질 댓글 ${width}` })) as Envelope<{ co_sn: number }>;
      const reply = `${width} 다른 회원의 답글은 남아요`;
      const memberToken = await tokenOf(request, member);
      expect((await send(request, 'put', '/api/board/comment', memberToken, { lc_no: lecture.lc_no, comment: reply, parent: start.data.co_sn })).code).toBe('0000');
      for (const m of [r1, r2, r3]) {
        expect((await send(request, 'post', '/api/board/comment/accuse', await tokenOf(request, m), { co_sn: start.data.co_sn, accuse_cd: '02' })).code).toBe('0000');
      }

      await signIn(page, member.email, `/course/play/${free.course_sn}?lc_no=${lecture.lc_no}`);
      // On a phone the comments are under the 질문 tab below the pinned video.
      const showComments = async () => {
        if (width === 390) await page.getByRole('tab', { name: '질문' }).click();
      };
      await showComments();
      await expect(page.getByText('운영 정책에 따라 가려진 댓글입니다.')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText(reply)).toBeVisible();
      await expect(page.getByText(`가려질 댓글 ${width}`)).toHaveCount(0);

      // Reporting another comment: 기타 comes last.
      const other = (await send(request, 'put', '/api/board/comment', await tokenOf(request, author), { lc_no: lecture.lc_no, comment: `신고 사유 확인용 ${width}` })) as Envelope<{ co_sn: number }>;
      expect(other.code).toBe('0000');
      await page.reload();
      await showComments();
      const article = page.getByRole('article').filter({ hasText: `신고 사유 확인용 ${width}` });
      await article.getByRole('button', { name: '신고' }).click();
      const options = await article.getByLabel('신고 사유').locator('option').allTextContents();
      expect(options.at(-1)).toBe('기타');
      expect(options.slice(1, -1)).not.toContain('기타');
    });
  });
}
