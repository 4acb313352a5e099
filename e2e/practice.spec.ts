import type { APIRequestContext, Page } from '@playwright/test';
import { demoConsole, expect, PASSWORD, test } from './fixtures.ts';

/**
 * 모의투자 (issue 30, decision 099): a member opens a lecture tagged with a stock, taps its chip (the stock page lists the
 * lecture), buys 1 share in practice from the player's side panel and finds the order in the portfolio on /practice.
 *
 * Market orders fill at the next final daily close: an order placed now can never fill at once (before the close its
 * day's bar is not final yet; after the close it waits for the next day). So the portfolio shows it as 체결 대기 with
 * the cash it holds; fills and fees are checked against hand-computed tables in apps/api/src/modules/practice/practice.test.ts.
 */

const SHOTS = `${process.env.E2E_DATA_DIR}-results/practice`;
// A free sample course no other spec plays (they take the oldest free courses, or the newest): 캔들 차트 읽기 기초.
const COURSE_TITLE = '캔들 차트 읽기 기초';
// A stock other specs never open, so its "이 종목을 다룬 강의" is ours alone.
const STOCK = { region: 'kr', code: '035420', name: 'NAVER' } as const;

async function candleLecture(request: APIRequestContext): Promise<{ course: number; lecture: number; title: string }> {
  const list = (await (await request.get('/api/course/list?free=Y&size=100')).json()) as { data: { list: { course_sn: number; title: string }[] } };
  const course = list.data.list.find((c) => c.title === COURSE_TITLE);
  if (!course) throw new Error(`sample course ${COURSE_TITLE} missing`);
  const lectures = (await (await request.get(`/api/rs/menu/${course.course_sn}`)).json()) as { data: { list: { lc_no: number; title: string }[] } };
  const first = lectures.data.list[0]!;
  return { course: course.course_sn, lecture: first.lc_no, title: first.title };
}

/** Tags the lecture through the console API (a fresh console session each time: e2e access tokens live 8 s). */
async function tagLecture(request: APIRequestContext, lcNo: number, body: { items: { region: string; code: string; at_sec?: number }[]; task: { title: string; region: string; code: string } | null }) {
  const admin = await demoConsole(request);
  const saved = (await (await request.put(`/api/admin/practice/lectures/${lcNo}/stocks`, { headers: admin.headers, data: body })).json()) as { code: string; message: string };
  await admin.end();
  expect(saved.code, saved.message).toBe('0000');
}

async function signIn(page: Page, email: string, path: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(path);
}

test.describe('모의투자 at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a ticker chip opens the stock (which lists the lecture), 모의 매수 from the side panel, the order waits in the portfolio', async ({ page, request, member }) => {
    test.setTimeout(120_000);
    const { course, lecture, title } = await candleLecture(request);
    await tagLecture(request, lecture, { items: [{ region: STOCK.region, code: STOCK.code, at_sec: 95 }], task: { title: 'NAVER 1주 모의 매수해 보기', region: STOCK.region, code: STOCK.code } });
    try {
      const playPath = `/course/play/${course}?lc_no=${lecture}`;
      await signIn(page, member.email, playPath);

      // The player's slot: the chip with the moment of the video, and the lecture's practice task (not done yet).
      const slot = page.getByRole('region', { name: '이 강의에서 다룬 종목' });
      const chip = slot.getByRole('link', { name: `${STOCK.name} 차트 보기` });
      await expect(chip).toBeVisible();
      await expect(chip).toContainText('1:35');
      await expect(slot.getByText('NAVER 1주 모의 매수해 보기')).toBeVisible();
      await expect(slot.getByText('모의투자 과제')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}-player-390.png`, fullPage: true });

      // The chip opens the stock's chart; the stock page lists this lecture under 이 종목을 다룬 강의.
      await chip.click();
      await expect(page).toHaveURL(`/stocks/info/${STOCK.region}?code=${STOCK.code}`);
      await expect(page.getByRole('heading', { level: 1, name: STOCK.name })).toBeVisible();
      const lessons = page.getByRole('region', { name: '이 종목을 다룬 강의' });
      const lessonLink = lessons.getByRole('link', { name: new RegExp(title) });
      await expect(lessonLink).toBeVisible();
      await expect(lessonLink).toContainText(COURSE_TITLE);
      await expect(lessonLink).toContainText('1:35부터');
      await lessonLink.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}-stock-390.png` });

      // Back to the lecture, 모의 매수 in the side panel: the fill rule and the fee said before ordering.
      await lessonLink.click();
      await expect(page).toHaveURL(playPath);
      await slot.getByRole('button', { name: `${STOCK.name} 모의 매수` }).click();
      const panel = page.getByRole('dialog', { name: `${STOCK.name} 모의 매수` });
      await expect(panel).toBeVisible();
      await expect(panel.getByText('다음 확정 종가', { exact: false }).first()).toBeVisible();
      const estimate = panel.getByRole('definition').filter({ hasText: '원' });
      await expect(panel.getByText(/최근 종가 \(\d{4}-\d{2}-\d{2}\)/)).toBeVisible();
      await expect(estimate.first()).toBeVisible();
      await expect(panel.getByText('수수료', { exact: true })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}-panel-390.png` });
      await panel.getByRole('button', { name: '모의 매수 주문' }).click();
      const placed = panel.getByRole('status');
      await expect(placed).toContainText('주문을 접수했습니다');

      // The portfolio on /practice: the buy waits (체결 대기) and holds cash, so 주문 가능 is below the 10,000,000원 start.
      await placed.getByRole('link', { name: '내 모의투자 보기' }).click();
      await expect(page).toHaveURL('/practice');
      await expect(page.getByRole('heading', { level: 1, name: '모의투자' })).toBeVisible();
      const pending = page.getByRole('region', { name: '체결 대기 주문' }).getByRole('listitem').filter({ hasText: STOCK.name });
      await expect(pending).toHaveCount(1);
      await expect(pending).toContainText('매수 1주');
      await expect(pending).toContainText('시장가');
      await expect(pending).toContainText('체결 대기');
      const kr = page.getByRole('region', { name: '국내 계좌(원)' });
      await expect(kr).toContainText('10,000,000원');
      const available = await kr.getByRole('definition').nth(1).innerText();
      expect(Number(available.replace(/[^0-9]/g, ''))).toBeLessThan(10_000_000);
      expect(Number(available.replace(/[^0-9]/g, ''))).toBeGreaterThan(0);
      // Nothing is held before the fill.
      await expect(page.getByText('보유 종목이 없습니다', { exact: false })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}-portfolio-390.png`, fullPage: true });

      // The order is in the history too; cancelled from the portfolio, it leaves the pending list and gives the cash back.
      const history = page.getByRole('region', { name: '거래 내역' });
      await expect(history.getByRole('listitem').filter({ hasText: STOCK.name })).toContainText('매수 1주 · 체결 대기');
      await pending.getByRole('button', { name: '취소' }).click();
      await expect(page.getByRole('region', { name: '체결 대기 주문' }).getByText('체결을 기다리는 주문이 없습니다.')).toBeVisible();
      await expect(kr.getByRole('definition').nth(1)).toHaveText('10,000,000원');
      await expect(history.getByRole('listitem').filter({ hasText: STOCK.name })).toContainText('매수 1주 · 취소');
    } finally {
      await tagLecture(request, lecture, { items: [], task: null });
    }
  });
});
