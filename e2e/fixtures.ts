import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** Member creation for every spec: one way to sign up through the API, and a `member` fixture. */

export const PASSWORD = 'school-e2e-pass-7';

// XSRF is a double-submit check: any equal cookie and header pass it.
export const xsrf = { 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' };

/** A fresh phone number and e-mail per test, so parallel tests and reruns never collide. */
export function newIdentity() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const tag = `${Date.now().toString(36)}${digits.slice(0, 4)}`;
  return {
    email: `e2e-${tag}@example.com`,
    hpno: `010${digits}`,
    nickname: `e2e_${tag}`.slice(0, 20),
  };
}

/** The newest sandbox SMS to a phone holds the six-digit number: "[투자학교] 인증번호 [123456]를 …". */
export async function smsCode(request: APIRequestContext, hpno: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${hpno}`);
      const body = (await response.json()) as { data: { messages: Array<{ channel: string; body: string }> } };
      code = /\[(\d{6})\]/.exec(body.data.messages.find((m) => m.channel === 'sms')?.body ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

export interface Member {
  email: string;
  hpno: string;
  nickname: string;
  name: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs a member up through the API (SMS code from the sandbox outbox), for tests about anything but signing up. */
export async function createMember(request: APIRequestContext, name = '김이투', email?: string): Promise<Member> {
  const id = { ...newIdentity(), ...(email ? { email } : {}) };
  const cert = await request.post('/api/auth/certification', { headers: xsrf, data: { hpno: id.hpno, page: 'signUp', email: id.email } });
  expect((await cert.json()).code).toBe('0000');
  const response = await request.post('/api/auth/signup', {
    headers: xsrf,
    data: {
      email: id.email,
      user_password: PASSWORD,
      user_name: name,
      nickname: id.nickname,
      hpno: id.hpno,
      auth_no: await smsCode(request, id.hpno),
      birth: '1990-05-05',
      gender: 'M',
      agree_terms: 'Y',
      agree_privacy: 'Y',
      is_market: 'N',
      os: 'e2e',
    },
  });
  const body = (await response.json()) as { code: string; message: string; data: { accessToken: string; refreshToken: string } };
  expect(body.code, body.message).toBe('0000');
  return { ...id, name, ...body.data };
}

/** `test` with a fresh signed-up `member` for each test that asks for one. */
export const test = base.extend<{ member: Member }>({
  member: async ({ request }, use) => {
    await use(await createMember(request));
  },
});

export { expect };

/** React has taken over the page (its root container is attached to #root): the app's code has run. */
export const appStarted = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

/**
 * A free sample course and its first lecture: the oldest free course (the list is newest first), so never the free
 * course that certificate.spec publishes while other specs run, whose lectures have no video.
 */
export async function sampleFreeLecture(request: APIRequestContext): Promise<{ course: number; lecture: number }> {
  const list = (await (await request.get('/api/course/list?free=Y&size=100')).json()) as { data: { list: { course_sn: number }[] } };
  const course = list.data.list.at(-1)!.course_sn;
  const lectures = (await (await request.get(`/api/rs/menu/${course}`)).json()) as { data: { list: { lc_no: number }[] } };
  return { course, lecture: lectures.data.list[0]!.lc_no };
}

/**
 * The dearest paid course that a pass opens (its main button is 수강하기, the access check); a course sold only on
 * its own says 이 강의 구매하기 instead (issue 33).
 */
export async function paidPassCourse(request: APIRequestContext): Promise<{ course_sn: number }> {
  const list = (await (await request.get('/api/course/list?sort=price_desc&size=40')).json()) as { data: { list: { course_sn: number; is_free: string }[] } };
  for (const c of list.data.list.filter((x) => x.is_free === 'N')) {
    const main = (await (await request.get(`/api/rs/main/${c.course_sn}`)).json()) as { data: { course: { pass_included: string } } };
    if (main.data.course.pass_included === 'Y') return c;
  }
  throw new Error('no paid course that a pass opens');
}

/**
 * A console session of the demo admin (sign-in, then the console's own sign-in, alogin: only that session opens
 * /api/admin, decision 081): headers for console calls, and `end` to sign both out.
 */
export async function demoConsole(request: APIRequestContext): Promise<{ headers: Record<string, string>; end: () => Promise<void> }> {
  const signIn = (await (await request.post('/api/auth/login', { headers: xsrf, data: { email: 'admin@example.com', user_password: 'school-admin-2026', os: 'e2e' } })).json()) as {
    data: { accessToken: string; refreshToken: string };
  };
  const session = (await (
    await request.post('/api/auth/alogin', { headers: { ...xsrf, authorization: `Bearer ${signIn.data.accessToken}` }, data: { os: 'e2e 관리 콘솔' } })
  ).json()) as { data: { accessToken: string; refreshToken: string } };
  await request.post('/api/auth/logout', { headers: xsrf, data: { refreshToken: signIn.data.refreshToken } });
  return {
    headers: { ...xsrf, authorization: `Bearer ${session.data.accessToken}` },
    end: async () => void (await request.post('/api/auth/logout', { headers: xsrf, data: { refreshToken: session.data.refreshToken } })),
  };
}
