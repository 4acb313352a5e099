import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderApp, signedInUser } from '../../test/render-app';
import { useSessionStore } from '../../stores/session';
import { ProtectedLink } from './components/protected-link';
import { authApi, menuApi } from '@school/contracts/endpoints';

const envelope = (code: string, message = '메시지', data: unknown = null) => ({ status: code === '0000' ? 200 : 401, body: { code, message, data } });

describe('protected links and pages', () => {
  it('sends an anonymous visitor from a protected link to /login with returnUrl', async () => {
    const { user, location } = renderApp('/');
    const bottom = await screen.findByRole('navigation', { name: '하단 메뉴' });
    await user.click(within(bottom).getByRole('link', { name: '내 강의실' }));
    expect(location()).toBe('/login?returnUrl=%2Fmy%2Fclass');
    expect(screen.getByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이메일' })).toBeInTheDocument();
  });

  it('lets a signed-in member follow the link', async () => {
    const { user, location } = renderApp('/', { user: signedInUser });
    const bottom = await screen.findByRole('navigation', { name: '하단 메뉴' });
    await user.click(within(bottom).getByRole('link', { name: '내정보' }));
    expect(location()).toBe('/my');
    expect(screen.getByRole('heading', { name: '내 정보' })).toBeInTheDocument();
  });

  it('uses the current path when the link has no string target', () => {
    const router = createMemoryRouter([{ path: '*', element: <ProtectedLink>수강하기</ProtectedLink> }], {
      initialEntries: ['/course/free?tab=1'],
    });
    useSessionStore.setState({ user: null });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: '수강하기' })).toHaveAttribute('href', '/login?returnUrl=%2Fcourse%2Ffree%3Ftab%3D1');
  });

  it.each(['/my', '/my/class', '/my/history', '/my/purchase', '/my/coupon', '/my/info', '/course/play/12'])(
    'redirects an anonymous visitor on %s to login',
    async (path) => {
      const { location } = renderApp(path);
      await screen.findByRole('heading', { name: '로그인' });
      expect(location()).toBe(`/login?${new URLSearchParams({ returnUrl: path }).toString()}`);
    },
  );

  it('keeps /payment/product open to visitors', async () => {
    renderApp('/payment/product');
    expect(await screen.findByRole('heading', { name: '이용권 구매' })).toBeInTheDocument();
  });
});

describe('app start login check', () => {
  it('clears a stored session when incheck is not 0000, without leaving the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { location, calls } = renderApp('/teacher', {
      user: signedInUser,
      handler: (c) => (c.url === authApi.incheck.path ? envelope('0904', '세션 종료') : undefined),
    });
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(location()).toBe('/teacher');
    expect(calls.find((c) => c.url === authApi.incheck.path)?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(warn).toHaveBeenCalledWith('[auth] 0904 세션 종료');
    warn.mockRestore();
  });

  it('keeps a valid session', async () => {
    const { calls } = renderApp('/', { user: signedInUser });
    await waitFor(() => expect(calls.some((c) => c.url === authApi.incheck.path)).toBe(true));
    expect(useSessionStore.getState().user).toEqual(signedInUser);
  });

  it('does not check anything for a visitor', async () => {
    const { calls } = renderApp('/');
    await screen.findByRole('heading', { name: /투자 공부/ });
    // The home page loads public data (menu, course lists); no login-status check for a visitor.
    expect(calls.map((c) => c.url)).not.toContain(authApi.incheck.path);
    expect(calls.map((c) => c.url)).toContain(menuApi.menu.path);
  });
});

describe('logout', () => {
  it('calls logout with the refresh token, then clears the user and goes home', async () => {
    const { user, location, calls } = renderApp('/teacher', { user: signedInUser });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(useSessionStore.getState().user).toBeNull();
    const call = calls.find((c) => c.url === authApi.logout.path);
    expect(call?.method).toBe('post');
    expect(JSON.parse(String(call?.data))).toEqual({ refreshToken: 'refresh-1' });
  });

  it('logs and shows the message when logout fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, location } = renderApp('/teacher', {
      user: signedInUser,
      handler: (c) => (c.url === authApi.logout.path ? { status: 500, body: { code: '9000', message: '일시적인 오류입니다.', data: null } } : undefined),
    });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('alertdialog', { name: '알림' })).toHaveTextContent('일시적인 오류입니다.');
    expect(error).toHaveBeenCalledWith('[logout] 9000 일시적인 오류입니다.');
    expect(useSessionStore.getState().user).toEqual(signedInUser);
    expect(location()).toBe('/teacher');
    error.mockRestore();
  });

  it('without a refresh token clears the user and goes home without calling the server', async () => {
    const { user, location, calls } = renderApp('/teacher', { user: { ...signedInUser, refreshToken: '' } });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(calls.some((c) => c.url === authApi.logout.path)).toBe(false);
  });
});
