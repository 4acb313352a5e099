import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createMember, demoConsole, expect, PASSWORD, sampleFreeLecture, test, xsrf, type Member } from './fixtures.ts';

/**
 * Issue 45's story in Chromium, at a phone's width and a desktop's: a teacher drafts a course in the studio and asks
 * for review; an operator publishes it from the console; a member buys it and watches; the teacher sees the sale and
 * the lecture's retention curve. The teacher's and the operator's parts go through the pages; the member's purchase
 * and viewing (tested in commerce.spec and player.spec) and the hourly analytics job go through the API.
 */

const bearer = (token: string) => ({ ...xsrf, authorization: `Bearer ${token}` });

/** A fresh access token (the e2e server's tokens live 8 seconds). */
async function tokenOf(request: APIRequestContext, m: Member): Promise<string> {
  const body = (await (await request.post('/api/auth/login', { headers: xsrf, data: { email: m.email, user_password: PASSWORD, os: 'e2e' } })).json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

async function memberId(request: APIRequestContext, headers: Record<string, string>, m: Member): Promise<number> {
  const found = (await (await request.get(`/api/admin/members?q=${encodeURIComponent(m.email)}`, { headers })).json()) as { data: { list: { id: number }[] } };
  return found.data.list[0]!.id;
}

interface TeacherProfile {
  teacherSn: number;
  mediaKey: string;
}

/**
 * A seeded teacher profile for this width with a video in one of its courses (the studio lets a teacher reuse their
 * own courses' videos, so no upload and transcode here): not the teacher qna.spec signs in as, and one per width,
 * since a profile takes one account.
 */
async function teacherProfile(request: APIRequestContext, headers: Record<string, string>, index: number): Promise<TeacherProfile> {
  const { course: qnaCourse } = await sampleFreeLecture(request);
  const taken = ((await (await request.get(`/api/admin/catalogue/courses/${qnaCourse}`, { headers })).json()) as { data: { teacher_sn: number } }).data.teacher_sn;
  const teachers = ((await (await request.get('/api/teacher/list')).json()) as { data: { list: { teacher_sn: number }[] } }).data.list;
  const found: TeacherProfile[] = [];
  for (const { teacher_sn } of teachers.filter((x) => x.teacher_sn !== taken)) {
    const courses = ((await (await request.get(`/api/teacher/${teacher_sn}`)).json()) as { data: { courses: { course_sn: number }[] } }).data.courses;
    for (const { course_sn } of courses) {
      const course = ((await (await request.get(`/api/admin/catalogue/courses/${course_sn}`, { headers })).json()) as { data: { lectures: { media_key: string | null }[] } }).data;
      const mediaKey = course.lectures.find((l) => l.media_key)?.media_key;
      if (mediaKey) {
        found.push({ teacherSn: teacher_sn, mediaKey });
        break;
      }
    }
    if (found.length > index) return found[index]!;
  }
  throw new Error('no seeded teacher with a video for this width');
}

async function signedInPage(browser: Browser, width: number, path: string, heading: string, who: Member): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 844 }, locale: 'ko-KR' })).newPage();
  await page.goto(path);
  await page.getByRole('textbox', { name: '이메일' }).fill(who.email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page;
}

for (const width of [390, 1280]) {
  test(`a teacher's course from draft to sale and retention curve, at ${width} px`, async ({ browser, request, member }, testInfo) => {
    // Setup through the console API: an operator (admin) and a teacher account tied to a seeded profile.
    const ops = await demoConsole(request);
    const operator = await createMember(request, `검토운영자${width}`);
    const teacher = await createMember(request, `스튜디오강사${width}`);
    const profile = await teacherProfile(request, ops.headers, width === 390 ? 0 : 1);
    const grant = async (m: Member, data: object) => {
      const r = (await (await request.post(`/api/admin/members/${await memberId(request, ops.headers, m)}/role`, { headers: ops.headers, data })).json()) as { code: string; message: string };
      expect(r.code, r.message).toBe('0000');
    };
    await grant(operator, { role: 'admin', reason: 'e2e 검토 운영자' });
    await grant(teacher, { role: 'teacher', teacher_sn: profile.teacherSn, reason: 'e2e 스튜디오 강사' });
    await ops.end();

    // The teacher drafts a course in the studio and asks for review.
    const title = `e2e 스튜디오 강의 ${width} ${Date.now()}`;
    const lectureTitle = `캔들 하나 읽기 ${width}`;
    const studio = await signedInPage(browser, width, '/studio', '내 강의', teacher);
    await studio.getByRole('link', { name: '새 강의 초안' }).click();
    const draft = studio.getByRole('form', { name: '강의 초안' });
    await draft.getByLabel('강의 제목').fill(title);
    await draft.getByLabel('요약').fill('캔들과 거래량으로 읽는 차트의 첫걸음');
    await draft.getByLabel('카테고리').selectOption({ index: 1 });
    await draft.getByLabel('제안 가격 (원)').fill('39000');
    await draft.getByRole('button', { name: '영상 추가' }).click();
    await draft.getByLabel('1강 제목').fill(lectureTitle);
    await draft.getByLabel('재생 시간 (초)').fill('60');
    // The picker offers the videos already in the teacher's course (decision 142); picked by its media key.
    await draft.getByLabel('1강 영상').selectOption(profile.mediaKey);
    await draft.getByRole('button', { name: '저장하고 검토 요청' }).click();
    await expect(studio.getByText('검토 중인 초안은 고칠 수 없습니다.', { exact: false })).toBeVisible();

    // An operator publishes it from the console's review queue.
    const desk = await signedInPage(browser, width, '/admin', '대시보드', operator);
    await desk.goto('/admin/course-reviews');
    await desk.getByRole('button', { name: title }).click();
    await desk.getByRole('button', { name: '강의에 반영해 공개' }).click();
    // Published, it leaves the waiting list for 공개됨; the confirmation stays above the list.
    await expect(desk.getByText(`"${title}" 강의에 반영해 공개했습니다.`)).toBeVisible();
    await expect(desk.getByRole('button', { name: title })).toHaveCount(0);
    await desk.getByRole('tab', { name: '공개됨' }).click();
    await expect(desk.getByRole('button', { name: title })).toBeVisible();

    // A member buys it (sandbox card window, approved) and watches the start of its one lecture.
    let courseSn = 0;
    await expect
      .poll(async () => {
        const courses = ((await (await request.get(`/api/teacher/${profile.teacherSn}`)).json()) as { data: { courses: { course_sn: number; title: string }[] } }).data.courses;
        courseSn = courses.find((c) => c.title === title)?.course_sn ?? 0;
        return courseSn;
      })
      .toBeGreaterThan(0);
    const products = ((await (await request.get(`/api/payment/products?course_sn=${courseSn}`)).json()) as { data: { courses: { product_id: number; price: number }[] } }).data;
    expect(products.courses[0]!.price).toBe(39_000);
    const order = (await (await request.post('/api/payment/order', { headers: bearer(await tokenOf(request, member)), data: { product_id: products.courses[0]!.product_id } })).json()) as {
      code: string;
      message: string;
      data: { order_id: string };
    };
    expect(order.code, order.message).toBe('0000');
    const decided = await request.get(`/api/payment/sandbox/window/${order.data.order_id}/decide?action=approve&successUrl=/payment/success&failUrl=/payment/fail`, { maxRedirects: 0 });
    const back = new URL(decided.headers()['location']!, 'http://localhost').searchParams;
    const confirmed = (await (
      await request.post('/api/payment/confirm', { headers: bearer(await tokenOf(request, member)), data: { paymentKey: back.get('paymentKey'), orderId: order.data.order_id, amount: Number(back.get('amount')) } })
    ).json()) as { code: string; message: string };
    expect(confirmed.code, confirmed.message).toBe('0000');
    const lcNo = ((await (await request.get(`/api/rs/menu/${courseSn}`)).json()) as { data: { list: { lc_no: number }[] } }).data.list[0]!.lc_no;
    // The viewer leaves after 5 seconds (inside any sample video: the player counts the video's own length).
    const watched = 5;
    const watcher = bearer(await tokenOf(request, member));
    expect(((await (await request.post('/api/rs/auto', { headers: watcher, data: { lc_no: lcNo } })).json()) as { code: string }).code).toBe('0000');
    const saved = (await (await request.put('/api/rs/play/setTime', { headers: watcher, data: { lc_no: lcNo, player: 'e2e-studio', play_second: watched } })).json()) as { code: string; data: { max_second: number } };
    expect(saved).toMatchObject({ code: '0000', data: { max_second: watched } });

    // The teacher writes a 새소식 to the course's learners from the studio.
    const newsTitle = `3강 자료를 올렸습니다 ${width}`;
    await studio.goto('/studio/voice');
    await studio.getByRole('group', { name: '보기' }).getByRole('button', { name: '새소식' }).click();
    const news = studio.getByRole('form', { name: '새소식 보내기' });
    const option = news.locator('option', { hasText: title });
    await news.getByRole('combobox').selectOption((await option.getAttribute('value')));
    await news.getByRole('textbox', { name: '제목' }).fill(newsTitle);
    await news.getByRole('textbox', { name: '내용' }).fill('자료실에서 차트 예제 파일을 받아 주세요.');
    await news.getByRole('button', { name: '새소식 보내기' }).click();
    await expect(studio.getByRole('region', { name: '보낸 새소식' }).getByText(newsTitle, { exact: false })).toBeVisible();

    // The hourly aggregation, now (another width's run in progress answers ran: false: ask again).
    await expect
      .poll(async () => ((await (await request.post('/api/dev/jobs/studio-analytics/run', { headers: xsrf })).json()) as { data: { ran: boolean } }).data.ran, { timeout: 20_000 })
      .toBe(true);

    // The teacher sees the sale and the retention curve.
    await studio.goto('/studio/analytics');
    await studio.getByRole('link', { name: new RegExp(title) }).click();
    await expect(studio.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(studio.getByText('39,000원').first()).toBeVisible();
    await expect(studio.getByText('1명').first()).toBeVisible();
    await studio.getByRole('link', { name: new RegExp(lectureTitle) }).click();
    const curve = studio.getByRole('img', { name: `${lectureTitle} 시청 유지율` });
    await expect(curve).toBeVisible();
    // The one viewer, who left early.
    await expect(studio.getByText('시청자', { exact: true }).locator('..')).toContainText('1명');
    await studio.screenshot({ path: testInfo.outputPath(`retention-${width}.png`), fullPage: true });

    // The public teacher page, rendered by the server with its figures and 새소식, then in the browser.
    const html = await (await request.get(`/teacher/${profile.teacherSn}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const text of ['질문 답변', '강사나 운영진이 답한 비율', newsTitle, '새소식 전체 보기']) expect(root.includes(text), `server-rendered: ${text}`).toBe(true);
    await studio.goto(`/teacher/${profile.teacherSn}`);
    await expect(studio.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    await expect(studio.getByText('질문 답변', { exact: true })).toBeVisible();
    const newsSection = studio.getByRole('region', { name: '새소식' });
    await expect(newsSection.getByRole('heading', { level: 3, name: newsTitle })).toBeVisible();
    await expect(newsSection.getByRole('link', { name: '새소식 전체 보기' })).toHaveAttribute('href', `/teacher/${profile.teacherSn}/news`);
    await studio.screenshot({ path: testInfo.outputPath(`teacher-page-${width}.png`), fullPage: true });
  });
}
