import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createMember, expect, PASSWORD, sampleFreeLecture, test, xsrf, type Member } from './fixtures.ts';

/** Lecture Q&A (issue 29, decision 095): a member asks beside the player, the course's teacher answers in the console. */

const DEMO_ADMIN = { email: 'admin@example.com', password: 'school-admin-2026' };

async function adminAuth(request: APIRequestContext) {
  const signIn = (await (await request.post('/api/auth/login', { headers: xsrf, data: { email: DEMO_ADMIN.email, user_password: DEMO_ADMIN.password, os: 'e2e' } })).json()) as {
    data: { accessToken: string };
  };
  const console = (await (await request.post('/api/auth/alogin', { headers: { ...xsrf, authorization: `Bearer ${signIn.data.accessToken}` }, data: { os: 'e2e 관리 콘솔' } })).json()) as {
    data: { accessToken: string };
  };
  return { ...xsrf, authorization: `Bearer ${console.data.accessToken}` };
}

async function pageFor(browser: Browser, width: number, m: Member, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 844 }, locale: 'ko-KR' })).newPage();
  await page.goto(`/login?returnUrl=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(m.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  return page;
}

test('ask beside the player → the teacher answers in the console → the member sees 답변 완료 and marks 해결', async ({ request, member, browser }) => {
  test.setTimeout(90_000);
  const { course, lecture: lcNo } = await sampleFreeLecture(request);

  // The course's teacher gets an account: a member made teacher of that profile by an admin.
  const auth = await adminAuth(request);
  const teacherSn = ((await (await request.get(`/api/admin/catalogue/courses/${course}`, { headers: auth })).json()) as { data: { teacher_sn: number } }).data.teacher_sn;
  const teacher = await createMember(request, '강사계정');
  const found = (await (await request.get(`/api/admin/members?q=${encodeURIComponent(teacher.email)}`, { headers: auth })).json()) as { data: { list: { id: number }[] } };
  const granted = (await (await request.post(`/api/admin/members/${found.data.list[0]!.id}/role`, { headers: auth, data: { role: 'teacher', teacher_sn: teacherSn, reason: 'e2e 강사 계정' } })).json()) as {
    code: string;
    message: string;
  };
  expect(granted.code, granted.message).toBe('0000');

  const title = `e2e 질문 ${Date.now()}`;
  const learner = await pageFor(browser, 390, member, `/course/play/${course}?lc_no=${lcNo}`);
  // On a phone the lecture's parts are tabs under the pinned video.
  await learner.getByRole('tab', { name: '질문' }).click();
  const qna = learner.getByRole('region', { name: /질문 & 답변/ });
  await expect(qna.getByText('개인별 투자 조언을 하지 않습니다', { exact: false })).toBeVisible({ timeout: 15_000 });
  await qna.getByRole('button', { name: '지금 시점에 질문하기' }).click();
  await qna.getByLabel('제목').fill(title);
  await qna.getByLabel('내용').fill('이동평균선이 겹칠 때는 어떻게 읽나요?');
  await qna.getByRole('button', { name: '질문 등록' }).click();
  const item = qna.getByRole('listitem', { name: title });
  await expect(item).toContainText('미해결');
  await learner.screenshot({ path: '/tmp/qna-asked-390.png', fullPage: true });

  const console = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' })).newPage();
  await console.goto('/admin');
  await console.getByRole('textbox', { name: '이메일' }).fill(teacher.email);
  await console.getByLabel('비밀번호').fill(PASSWORD);
  await console.getByRole('button', { name: '로그인' }).click();
  await expect(console.getByRole('heading', { level: 1, name: /강사님의 강의/ })).toBeVisible();
  await console.screenshot({ path: '/tmp/qna-teaching-1280.png', fullPage: true });
  await console.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '강의 질문' }).click();
  const card = console.getByRole('listitem', { name: title });
  await card.getByRole('textbox', { name: '답변' }).fill('단기선이 장기선을 위로 뚫으면 골든크로스라고 부릅니다.');
  await console.screenshot({ path: '/tmp/qna-console-1280.png', fullPage: true });
  await card.getByRole('button', { name: '답변 등록' }).click();
  await expect(console.getByRole('listitem', { name: title })).toHaveCount(0);

  // The teacher's own material (decisions 096, 099): from 내 강의 현황, a course's 종목 태그 opens its lectures.
  await console.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '내 강의 현황' }).click();
  await console.getByRole('main').getByRole('link', { name: '종목 태그', exact: true }).first().click();
  await expect(console.getByRole('heading', { level: 1, name: '강의 종목 태그' })).toBeVisible();
  await expect(console).toHaveURL(/course=\d+/);
  await expect(console.getByLabel('강좌')).not.toHaveValue('');
  await console.getByLabel('영상(강의)').selectOption({ index: 1 });
  await expect(console.getByRole('heading', { name: '지금 회원에게 보이는 것' })).toBeVisible();
  await expect(console.getByRole('alert')).toHaveCount(0);

  await learner.reload();
  await learner.getByRole('tab', { name: '질문' }).click();
  await expect(item).toContainText('답변 완료', { timeout: 15_000 });
  await expect(item).toContainText('골든크로스');
  await item.getByRole('button', { name: '해결로 표시' }).click();
  await expect(item.getByText('해결', { exact: true })).toBeVisible();
  await learner.screenshot({ path: '/tmp/qna-resolved-390.png', fullPage: true });
});
