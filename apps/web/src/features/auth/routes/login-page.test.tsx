import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, configure } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { renderApp } from '../../../test/render-app';
import { useSessionStore } from '../../../stores/session';
import { SESSION_DISPLACED_MESSAGE } from '@school/contracts/plain';
import { signedInUser } from '../../../test/render-app';
import { fillPath, authApi, dormancyApi, playApi } from '@school/contracts/endpoints';

// Busy machines render the whole app slowly: wait longer than the 1 s default for what a step brings up.
configure({ asyncUtilTimeout: 5_000 });

// Whole-app renders driven key by key: generous when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const tokens = { accessToken: 'access-new', refreshToken: 'refresh-new' };
const body = (c: InternalAxiosRequestConfig): unknown => JSON.parse(String(c.data));

function loginServer(reply: { status: number; body: unknown } = { status: 200, body: { code: '0000', message: '성공', data: tokens } }) {
  return (c: InternalAxiosRequestConfig) => (c.url === authApi.login.path ? reply : undefined);
}

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: '이메일' }), 'Member@Example.com');
  await user.type(screen.getByLabelText('비밀번호'), 'correct-horse-9');
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('/login', () => {
  it('checks the fields inline before calling the server', async () => {
    const { user, calls } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '이메일' })).toHaveFocus());
    expect(calls.some((c) => c.url === authApi.login.path)).toBe(false);
  });

  it('stores the session with the device and returns to the same-site returnUrl', async () => {
    const { user, calls, location } = renderApp('/login?returnUrl=%2Fmy%2Finfo%3Ftab%3D1', { handler: loginServer() });
    await signIn(user);
    await waitFor(() => expect(location()).toBe('/my/info?tab=1'));
    const call = calls.find((c) => c.url === authApi.login.path);
    expect(call?.method).toBe('post');
    expect(body(call!)).toEqual({ email: 'Member@Example.com', user_password: 'correct-horse-9', os: expect.any(String) as string });
    expect(useSessionStore.getState().user).toMatchObject({
      email: 'member@example.com',
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
      device: { os: expect.any(String) as string, browser: expect.any(String) as string },
    });
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/'])('refuses the off-site returnUrl %s and goes home', async (returnUrl) => {
    const { user, location } = renderApp(`/login?${new URLSearchParams({ returnUrl }).toString()}`, { handler: loginServer() });
    await signIn(user);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("shows the server's refusal, rate limits included, and stays signed out", async () => {
    const message = '로그인 시도가 너무 많아 이 계정의 로그인이 잠시 제한되었습니다. 15분 후 다시 시도해 주세요.';
    const { user, location } = renderApp('/login', { handler: loginServer({ status: 429, body: { code: '2002', message, data: { retry_after: 900 } } }) });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useSessionStore.getState().user).toBeNull();
    expect(location()).toBe('/login');
  });

  it('wakes a dormant account: code to the phone on file, then signed in and back to returnUrl', async () => {
    const handler = (c: InternalAxiosRequestConfig) => {
      if (c.url === authApi.login.path) return { status: 403, body: { code: '2080', message: '휴면 상태로 바뀐 계정입니다.', data: { dormant_token: 'key-1' } } };
      if (c.url === dormancyApi.sendCode.path) return { status: 200, body: { code: '0000', message: '성공', data: { hpno_masked: '010-****-5678', expires_in: 180 } } };
      if (c.url === dormancyApi.restore.path) {
        return (body(c) as { auth_no: string }).auth_no === '123456'
          ? { status: 200, body: { code: '0000', message: '성공', data: tokens } }
          : { status: 400, body: { code: '2082', message: '인증번호가 맞지 않습니다. 다시 확인해 주세요.', data: null } };
      }
      return undefined;
    };
    const { user, calls, location } = renderApp('/login?returnUrl=%2Fmy', { handler });
    await signIn(user);
    expect(await screen.findByRole('heading', { name: '휴면 계정 해제' })).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
    await user.click(screen.getByRole('button', { name: '가입한 휴대폰으로 인증번호 받기' }));
    expect(await screen.findByText(/010-\*\*\*\*-5678\(으\)로 인증번호를 보냈습니다/)).toBeInTheDocument();
    expect(body(calls.find((c) => c.url === dormancyApi.sendCode.path)!)).toEqual({ dormant_token: 'key-1' });

    await user.type(screen.getByRole('textbox', { name: '인증번호' }), '000000');
    await user.click(screen.getByRole('button', { name: '휴면 해제하고 로그인' }));
    expect(await screen.findByText('인증번호가 맞지 않습니다. 다시 확인해 주세요.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '인증번호' }));
    await user.type(screen.getByRole('textbox', { name: '인증번호' }), '123456');
    await user.click(screen.getByRole('button', { name: '휴면 해제하고 로그인' }));
    await waitFor(() => expect(location()).toBe('/my'));
    expect(useSessionStore.getState().user).toMatchObject({ email: 'member@example.com', accessToken: 'access-new' });
  });

  it('links to sign-up and password help, and shows social sign-in as not ready', async () => {
    renderApp('/login?returnUrl=%2Fmy');
    expect(await screen.findByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup?returnUrl=%2Fmy');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/find-password');
    expect(await screen.findByText(/간편 로그인은 준비 중입니다/)).toBeInTheDocument();
    for (const name of ['카카오 로그인', '네이버로 로그인', '구글로 로그인', '애플로 로그인']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/준비 중/);
    }
  });

  it('enables only the social providers the server offers', async () => {
    renderApp('/login', {
      handler: (c) =>
        c.url === authApi.oauthProviders.path
          ? { status: 200, body: { code: '0000', message: '성공', data: { providers: [{ provider_cd: 'google', sandbox: false }] } } }
          : undefined,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '구글로 로그인' })).toBeEnabled());
    expect(screen.getByRole('button', { name: '네이버로 로그인' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '애플로 로그인' })).toHaveAccessibleDescription(/카카오·네이버·애플 간편 로그인은 준비 중입니다/);
  });

  it('카카오 first, in its yellow, with the consent items it asks for; starts the Kakao sign-in when offered', async () => {
    const { user, calls } = renderApp('/login?returnUrl=%2Fcourse', {
      handler: (c) => {
        if (c.url === authApi.oauthProviders.path) return { status: 200, body: { code: '0000', message: '성공', data: { providers: [{ provider_cd: 'kakao', sandbox: false }] } } };
        if (c.url === fillPath(authApi.oauthStart.path, { provider_cd: 'kakao' })) return { status: 200, body: { code: '0000', message: '성공', data: { provider_cd: 'kakao', url: 'https://kauth.kakao.com/oauth/authorize?x=1', expires_in: 600 } } };
        return undefined;
      },
    });
    const kakao = await screen.findByRole('button', { name: '카카오 로그인' });
    await waitFor(() => expect(kakao).toBeEnabled());
    expect(kakao).toHaveAccessibleDescription(/이메일\(선택\)/);
    await user.click(kakao);
    await waitFor(() => expect(calls.find((c) => c.url === fillPath(authApi.oauthStart.path, { provider_cd: 'kakao' }))?.params).toEqual({ returnUrl: '/course' }));
  });

  it('says why after a third device signed in and pushed this one out, once', async () => {
    const pushedOut = { status: 401, body: { code: '0904', message: SESSION_DISPLACED_MESSAGE, data: null } };
    const { location, unmount } = renderApp('/my/class', { user: signedInUser, handler: (c) => (c.url === playApi.learning.path ? pushedOut : undefined) });
    await waitFor(() => expect(location()).toBe('/login?returnUrl=%2Fmy%2Fclass'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('로그아웃되었습니다');
    expect(alert).toHaveTextContent('다른 기기에서 로그인해 이 기기는 로그아웃되었습니다.');
    expect(useSessionStore.getState().user).toBeNull();
    unmount();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByText(/다른 기기에서 로그인해/)).not.toBeInTheDocument();
  });
});
