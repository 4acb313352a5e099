import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { createMember, demoConsole, expect, PASSWORD, test, xsrf } from './fixtures.ts';

/**
 * Quizzes and 수료증 (issue 29, decision 096): a free course of five 3-second lectures made in the console with a
 * final quiz; the member completes four (80 %) through the real progress calls, passes the quiz in the player and
 * gets the certificate, whose PDF opens and whose public page confirms it with the masked name.
 */
async function courseWithFinalQuiz(request: APIRequestContext) {
  const console = await demoConsole(request);
  const teachers = (await (await request.get('/api/admin/catalogue/teachers', { headers: console.headers })).json()) as { data: { list: { teacher_sn: number }[] } };
  // Publishing needs one lecture with a video: the last one carries a sample video; the four completed are 3 s each.
  const media = (await (await request.get('/api/admin/catalogue/media', { headers: console.headers })).json()) as { data: { list: { media_key: string }[] } };
  const created = (await (
    await request.post('/api/admin/catalogue/courses', {
      headers: console.headers,
      data: {
        title: `수료증 e2e 강좌 ${Date.now()}`,
        summary: '(예시) 수료증 확인용 강좌',
        description: '',
        level: '입문',
        ca_sn: 101,
        teacher_sn: teachers.data.list[0]!.teacher_sn,
        is_free: 'Y',
        price: 0,
        pass_included: 'N',
        lectures: [1, 2, 3, 4, 5].map((n) => ({ title: `${n}강`, duration_sec: 3, is_preview: 'N', media_key: n === 5 ? media.data.list[0]!.media_key : null })),
      },
    })
  ).json()) as { code: string; message: string; data: { course_sn: number; lectures: { lc_no: number }[] } };
  expect(created.code, created.message).toBe('0000');
  const courseSn = created.data.course_sn;
  const published = (await (await request.post(`/api/admin/catalogue/courses/${courseSn}/publish`, { headers: console.headers, data: { is_published: 'Y' } })).json()) as { code: string; message: string };
  expect(published.code, published.message).toBe('0000');
  const quiz = await request.post('/api/admin/quiz', {
    headers: console.headers,
    data: {
      course_sn: courseSn,
      lc_no: null,
      title: '투자 기초 확인',
      pass_percent: 100,
      questions: [{ prompt: '분산투자의 목적은?', choices: ['수익 극대화', '위험 분산'], answer: 1, explanation: '한 종목의 손실이 전체에 주는 영향을 줄입니다.' }],
    },
  });
  expect((await quiz.json()).code).toBe('0000');
  await console.end();
  return { courseSn, lcNos: created.data.lectures.map((l) => l.lc_no) };
}

test('a final quiz passed in the player issues the certificate; its PDF opens and its page confirms it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { courseSn, lcNos } = await courseWithFinalQuiz(request);
  const member = await createMember(request, '김이투');
  // The signed-up session's token: progress through the real calls (the browser signs in on its own below).
  const auth = { ...xsrf, authorization: `Bearer ${member.accessToken}` };
  for (const lcNo of lcNos.slice(0, 4)) {
    const started = (await (await request.post('/api/rs/auto', { headers: auth, data: { lc_no: lcNo } })).json()) as { code: string; message: string; data: { player: string } };
    expect(started.code, started.message).toBe('0000');
    const saved = (await (await request.put('/api/rs/play/setTime', { headers: auth, data: { lc_no: lcNo, player: started.data.player, play_second: 3 } })).json()) as { data: { completed: string } };
    expect(saved.data.completed).toBe('Y');
  }

  await page.goto('/login');
  await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`/course/play/${courseSn}?lc_no=${lcNos[4]}`);
  const quiz = page.getByRole('region', { name: /최종 퀴즈/ });
  await quiz.getByRole('radio', { name: '수익 극대화' }).check();
  await quiz.getByRole('button', { name: '제출하고 채점하기' }).click();
  await expect(quiz.getByRole('status')).toContainText('0점 (0/1) · 다시 도전해 보세요');
  // A failed first attempt does not hand out the key: the answers come after passing or three attempts.
  await expect(quiz).toContainText('정답과 해설은 통과하거나 3번 풀면 보여 드립니다.');
  await expect(quiz).not.toContainText('해설: 한 종목의 손실이 전체에 주는 영향을 줄입니다.');
  await quiz.getByRole('button', { name: '다시 풀기' }).click();
  await quiz.getByRole('radio', { name: '위험 분산' }).check();
  await quiz.getByRole('button', { name: '제출하고 채점하기' }).click();
  await expect(quiz.getByRole('status')).toContainText('100점 (1/1) · 통과');
  await expect(quiz).toContainText('수료증이 발급되었습니다.');
  await expect(quiz).toContainText('해설: 한 종목의 손실이 전체에 주는 영향을 줄입니다.');
  await quiz.screenshot({ path: test.info().outputPath('quiz-1280.png') });

  await page.goto('/my');
  const certificates = page.getByRole('region', { name: '수료증' });
  await expect(certificates).toContainText('수료증 e2e 강좌');
  const number = /제 (\d{4}-\d{6}-[0-9A-Z]{4}) 호/.exec((await certificates.textContent()) ?? '')![1]!;

  // The PDF opens in a new tab (a blob fetched with the member's token); the answer behind it is a real PDF.
  const [tab, answer] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((r) => r.url().includes(`/api/certificate/pdf/${number}`) && r.status() === 200),
    certificates.getByRole('button', { name: /PDF 열기/ }).click(),
  ]);
  // A browser with a PDF viewer shows the blob in the tab; the headless shell the tests run on has none and saves it:
  // either way the tab was sent to the blob the page made from the member's PDF.
  const opened = await Promise.any([tab.waitForURL(/^blob:/).then(() => tab.url()), tab.waitForEvent('download').then((d) => d.url())]);
  expect(opened).toMatch(/^blob:/);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const bytes = await answer.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  fs.writeFileSync(test.info().outputPath('certificate.pdf'), bytes);
  await tab.close();

  await certificates.getByRole('link', { name: /진위 확인/ }).click();
  await expect(page).toHaveURL(new RegExp(`/certificate/${number}$`));
  const result = page.getByRole('region', { name: '확인 결과' });
  await expect(result).toContainText('발급된 수료증입니다.');
  await expect(result).toContainText('김*투');
  await expect(result).not.toContainText('김이투');
  await expect(result).not.toContainText(member.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('verify-390.png'), fullPage: true });
});
