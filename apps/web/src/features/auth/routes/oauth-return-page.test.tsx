import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { renderApp, signedInUser } from '../../../test/render-app';
import { useSessionStore } from '../../../stores/session';
import { authApi, dormancyApi, myApi } from '@school/contracts/endpoints';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const tokens = { accessToken: 'access-social', refreshToken: 'refresh-social' };

describe('/login/oauth', () => {
  it('wakes a sleeping account reached by social sign-in, then signs in and returns', async () => {
    const handler = (c: InternalAxiosRequestConfig) => {
      if (c.url === authApi.socialLogin.path) return { status: 403, body: { code: '2080', message: '휴면 상태로 바뀐 계정입니다.', data: { dormant_token: 'key-s' } } };
      if (c.url === dormancyApi.sendCode.path) return { status: 200, body: { code: '0000', message: '성공', data: { hpno_masked: '010-****-4321', expires_in: 180 } } };
      if (c.url === dormancyApi.restore.path) return { status: 200, body: { code: '0000', message: '성공', data: tokens } };
      if (c.url === myApi.simpleUser.path) return { status: 200, body: { code: '0000', message: '성공', data: { email: 'social@example.com', user_name: '김소셜', nickname: '소셜회원', provider_cd: 'google', role: 'member' } } };
      return undefined;
    };
    const { user, location } = renderApp('/login/oauth#client_id=abc123&provider_cd=google&returnUrl=%2Fmy', { handler });
    expect(await screen.findByRole('heading', { name: '휴면 계정 해제' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '가입한 휴대폰으로 인증번호 받기' }));
    await user.type(await screen.findByRole('textbox', { name: '인증번호' }), '123456');
    await user.click(screen.getByRole('button', { name: '휴면 해제하고 로그인' }));
    await waitFor(() => expect(location()).toBe('/my'));
    expect(useSessionStore.getState().user).toMatchObject({ accessToken: 'access-social', email: 'social@example.com' });
  });
});

describe('/login/oauth for a member already signed in (연결하기 from /my)', () => {
  it('links the social account to theirs and goes back to /my/info', async () => {
    const handler = (c: InternalAxiosRequestConfig) => {
      if (c.url === authApi.socialLinkMine.path) return { status: 200, body: { code: '0000', message: '카카오 계정을 연결했습니다.', data: { social: [] } } };
      return undefined;
    };
    const { calls, location } = renderApp('/login/oauth#client_id=link111&provider_cd=kakao&returnUrl=%2Fmy%2Finfo', { user: signedInUser, handler });
    await waitFor(() => expect(location()).toBe('/my/info'));
    expect(calls.filter((c) => c.url === authApi.socialLinkMine.path).map((c) => JSON.parse(String(c.data)) as unknown)).toEqual([{ client_id: 'link111', provider_cd: 'kakao' }]);
    expect(calls.some((c) => c.url === authApi.socialLogin.path)).toBe(false);
  });

  it('shows the refusal when the account belongs to another member, with a way back', async () => {
    const handler = (c: InternalAxiosRequestConfig) =>
      c.url === authApi.socialLinkMine.path ? { status: 409, body: { code: '2057', message: '이 소셜 계정은 이미 다른 회원 계정에 연결되어 있습니다.', data: null } } : undefined;
    renderApp('/login/oauth#client_id=link222&provider_cd=kakao&returnUrl=%2Fmy%2Finfo', { user: signedInUser, handler });
    expect(await screen.findByText('이 소셜 계정은 이미 다른 회원 계정에 연결되어 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '돌아가기' })).toHaveAttribute('href', '/my/info');
  });
});
