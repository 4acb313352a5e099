import { describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '@school/contracts';
import { createApiClient } from '../../lib/http-client';
import { ACCESS_CHECK_UNAVAILABLE_MESSAGE, startCourse, type EnrollDeps } from './enroll';
import { fillPath, playApi } from '@school/contracts/endpoints';

type Reply = { status: number; body: unknown } | Error;

/** Stands in for the network, as in lib/api-client.test.ts: non-2xx rejects like axios' adapters. */
function fakeClient(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config);
    const r = reply(config);
    if (r instanceof Error) throw r;
    const response: AxiosResponse = { data: r.body, status: r.status, statusText: '', headers: {}, config };
    if (r.status >= 200 && r.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${r.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  const deps = {
    getTokens: () => ({ accessToken: 'a', refreshToken: 'r' }),
    getOs: () => 'macOS',
    setTokens: vi.fn(),
    clearSession: vi.fn(),
    redirectToLogin: vi.fn(),
    adapter,
    log: { warn: vi.fn() },
  };
  const client = createApiClient(deps);
  const checkAccess = async (courseSn: number) => (await client.get<Envelope<unknown>>(fillPath(playApi.courseAccess.path, { course_sn: courseSn }))).data;
  return { calls, checkAccess, clientDeps: deps };
}

function deps(checkAccess: EnrollDeps['checkAccess'], loggedIn = true) {
  return {
    isLoggedIn: () => loggedIn,
    checkAccess,
    navigate: vi.fn(),
    showDenied: vi.fn(),
    showError: vi.fn(),
    log: { error: vi.fn() },
  } satisfies EnrollDeps;
}

describe('수강하기 (course access, the specification)', () => {
  it('sends a visitor to /login with the course page as returnUrl, without calling the server', async () => {
    const { calls, checkAccess } = fakeClient(() => ({ status: 200, body: { code: '0000', message: '성공', data: null } }));
    const d = deps(checkAccess, false);
    expect(await startCourse(21, '/course/21', d)).toBe('login');
    expect(d.navigate).toHaveBeenCalledWith('/login?returnUrl=%2Fcourse%2F21');
    expect(calls).toHaveLength(0);
  });

  it('on 0000 goes to /course/play/{id}', async () => {
    const { calls, checkAccess } = fakeClient(() => ({ status: 200, body: { code: '0000', message: '성공', data: null } }));
    const d = deps(checkAccess);
    expect(await startCourse(21, '/course/21', d)).toBe('play');
    expect(calls[0]?.url).toBe(fillPath(playApi.courseAccess.path, { course_sn: 21 }));
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer a');
    expect(d.navigate).toHaveBeenCalledWith('/course/play/21');
    expect(d.showDenied).not.toHaveBeenCalled();
  });

  it("otherwise shows the server's message (with the way to passes) and logs it", async () => {
    const message = '수강 권한이 없습니다. 이용권을 구매한 뒤 이용해 주세요.';
    const { checkAccess } = fakeClient(() => ({ status: 403, body: { code: '3010', message, data: null } }));
    const d = deps(checkAccess);
    expect(await startCourse(21, '/course/21', d)).toBe('denied');
    expect(d.showDenied).toHaveBeenCalledWith(message);
    expect(d.navigate).not.toHaveBeenCalled();
    expect(d.log.error).toHaveBeenCalledWith(`[course-access] 3010 ${message}`);
  });

  it('leaves a sign-out code to the API client (it clears the session and goes to /login)', async () => {
    const { checkAccess, clientDeps } = fakeClient(() => ({ status: 401, body: { code: '0904', message: '종료', data: null } }));
    const d = deps(checkAccess);
    expect(await startCourse(21, '/course/21', d)).toBe('signed-out');
    expect(clientDeps.redirectToLogin).toHaveBeenCalled();
    expect(d.showDenied).not.toHaveBeenCalled();
  });

  it('says so plainly while the server has no access-check route yet (1004)', async () => {
    const { checkAccess } = fakeClient(() => ({ status: 404, body: { code: '1004', message: '요청하신 내용을 찾을 수 없습니다.', data: null } }));
    const d = deps(checkAccess);
    expect(await startCourse(21, '/course/21', d)).toBe('error');
    expect(d.showError).toHaveBeenCalledWith(ACCESS_CHECK_UNAVAILABLE_MESSAGE);
    expect(d.log.error).toHaveBeenCalled();
  });

  it('logs a network failure and shows a readable message', async () => {
    const { checkAccess } = fakeClient(() => new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    const d = deps(checkAccess);
    expect(await startCourse(21, '/course/21', d)).toBe('error');
    expect(d.log.error).toHaveBeenCalled();
    expect(d.showError).toHaveBeenCalledWith(expect.stringContaining('Network Error'));
  });
});
