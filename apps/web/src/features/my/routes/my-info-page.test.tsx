import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, configure } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { MyUser } from '@school/contracts';
import { sampleMember } from '../../../test/fixtures';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { useSessionStore } from '../../../stores/session';
import { authApi, myApi } from '@school/contracts/endpoints';

// Busy machines render the whole app slowly: wait longer than the 1 s default for what a step brings up.
configure({ asyncUtilTimeout: 5_000 });

// Whole-app renders driven key by key: generous when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const ok = (data: unknown, message = '성공') => ({ status: 200, body: { code: '0000', message, data } });
const body = (c: InternalAxiosRequestConfig) => JSON.parse(String(c.data)) as Record<string, unknown>;

const member: MyUser = {
  ...sampleMember,
  market_changed_at: '2026-11-20T01:00:00.000Z',
  provider_cd: 'email',
  devices: [
    { os: 'macOS · Chrome 130', ip: '127.0.0.1', created_at: '2026-11-20T01:00:00.000Z', last_used_at: '2026-11-21T01:00:00.000Z', current: true },
    { os: 'iOS · Safari 18', ip: '10.0.0.2', created_at: '2026-11-19T01:00:00.000Z', last_used_at: '2026-11-19T01:00:00.000Z', current: false },
  ],
};

function server(overrides: Handler = () => undefined): Handler {
  let name = member.user_name;
  return async (c) => {
    const custom = await overrides(c);
    if (custom) return custom;
    if (c.url === myApi.user.path && c.method === 'get') return ok({ ...member, user_name: name });
    if (c.url === myApi.changeName.path) {
      name = String(body(c).user_name);
      return ok({ user_name: name }, '이름을 변경했습니다.');
    }
    return undefined;
  };
}

describe('/my/info', () => {
  it('shows the account with the e-mail read-only and the signed-in devices', async () => {
    renderApp('/my/info', { user: signedInUser, handler: server() });
    expect(await screen.findByText('member@example.com')).toBeInTheDocument();
    expect(screen.getByText('이메일은 바꿀 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /이메일/ })).not.toBeInTheDocument();
    const devices = screen.getByRole('region', { name: '로그인한 기기' });
    expect(within(devices).getByText('macOS · Chrome 130')).toBeInTheDocument();
    expect(within(devices).getByText('현재 기기')).toBeInTheDocument();
    expect(within(devices).getByText('iOS · Safari 18')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '마케팅 정보 수신 동의' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('2026년 11월 20일에 동의하지 않음으로 변경하셨습니다.')).toBeInTheDocument();
  });

  it('changes the name and shows the new one', async () => {
    const { user, calls } = renderApp('/my/info', { user: signedInUser, handler: server() });
    const input = await screen.findByRole('textbox', { name: '이름' });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: '이름 저장' }));
    expect(input).toHaveAccessibleDescription('이름을 입력해 주세요.');
    await user.type(input, '이투자');
    await user.click(screen.getByRole('button', { name: '이름 저장' }));
    expect(await screen.findByRole('status')).toHaveTextContent('이름을 변경했습니다.');
    const call = calls.find((c) => c.url === myApi.changeName.path);
    expect(call?.method).toBe('put');
    expect(body(call!)).toEqual({ user_name: '이투자' });
  });

  it('changes the password and says the other devices were signed out', async () => {
    const { user, calls } = renderApp('/my/info', {
      user: signedInUser,
      handler: server((c) => (c.url === myApi.changePassword.path ? ok(null, '비밀번호를 변경했습니다. 다른 기기에서는 로그아웃되었습니다.') : undefined)),
    });
    const section = await screen.findByRole('region', { name: '비밀번호 변경' });
    await user.type(within(section).getByLabelText('현재 비밀번호'), 'old-password-1');
    await user.type(within(section).getByLabelText('새 비밀번호'), 'new-password-2');
    await user.type(within(section).getByLabelText('새 비밀번호 확인'), 'new-password-3');
    await user.click(within(section).getByRole('button', { name: '비밀번호 변경' }));
    expect(within(section).getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('새 비밀번호 확인'));
    await user.type(within(section).getByLabelText('새 비밀번호 확인'), 'new-password-2');
    await user.click(within(section).getByRole('button', { name: '비밀번호 변경' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('다른 기기에서는 로그아웃되었습니다.');
    expect(body(calls.find((c) => c.url === myApi.changePassword.path)!)).toEqual({ user_password: 'old-password-1', new_password: 'new-password-2' });
  });

  it('shows what blocks a withdrawal', async () => {
    const { user, calls } = renderApp('/my/info', {
      user: signedInUser,
      handler: server((c) =>
        c.url === myApi.withdrawalAvailability.path ? ok({ available: false, holdings: { access: [], points: 0 }, confirm_with: 'password', reasons: ['관리자 계정은 탈퇴할 수 없습니다.'], notices: [] }) : undefined,
      ),
    });
    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('관리자 계정은 탈퇴할 수 없습니다.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'delete')).toBe(false);
  });

  it('lists what is lost, asks the password, then clears the session and goes home with a notice', async () => {
    const holdings = { access: [{ title: '전체 강의 이용권 1개월', kind: 'pass', valid_until: '2026-12-26T00:00:00.000Z', days_left: 30, covers: '이용권 포함 강의 전체', course_sn: null, ca_sn: null, p_ca_sn: null }], points: 1500 };
    const { user, calls, location } = renderApp('/my/info', {
      user: signedInUser,
      handler: server((c) => {
        if (c.url === myApi.withdrawalAvailability.path) return ok({ available: true, holdings, confirm_with: 'password', reasons: [], notices: ['결제 기록은 5년간 보관합니다.'] });
        if (c.url === myApi.withdraw.path) return ok(null, '탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.');
        return undefined;
      }),
    });
    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const form = await screen.findByRole('form', { name: '회원 탈퇴 확인' });
    const lost = within(form).getByRole('list', { name: '탈퇴하면 사라지는 것' });
    expect(lost).toHaveTextContent('이용권 전체 강의 이용권 1개월 — 30일 남음');
    expect(lost).toHaveTextContent('포인트 1,500P');
    expect(form).toHaveTextContent('결제 기록은 5년간 보관합니다.');
    // 탈퇴하기 is the quiet action; 계속 이용하기 is the main one.
    expect(within(form).getByRole('button', { name: '계속 이용하기' }).className).toContain('bg-accent-600');
    expect(within(form).getByRole('button', { name: '탈퇴하기' }).className).not.toContain('bg-accent-600');
    await user.click(within(form).getByRole('button', { name: '탈퇴하기' }));
    expect(await within(form).findByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'delete')).toBe(false);
    await user.type(within(form).getByLabelText('비밀번호 확인'), 'my-password-1');
    await user.click(within(form).getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByRole('dialog', { name: '알림' })).toHaveTextContent('탈퇴가 완료되었습니다.');
    expect(location()).toBe('/');
    expect(useSessionStore.getState().user).toBeNull();
    const call = calls.find((c) => c.url === myApi.withdraw.path);
    expect(call?.method).toBe('delete');
    expect(body(call!)).toEqual({ refreshToken: 'refresh-1', user_password: 'my-password-1' });
  });
});

describe('/my', () => {
  it('greets the member and links to the member pages', async () => {
    renderApp('/my', {
      user: signedInUser,
      handler: (c) =>
        c.url === myApi.simpleUser.path
          ? ok({ email: 'member@example.com', user_name: '김투자', nickname: '투자왕', provider_cd: 'email', role: 'member' })
          : undefined,
    });
    expect(await screen.findByText('김투자')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '내 정보 메뉴' });
    const expected = [
      ['내 강의실', '/my/class'],
      ['최근 본 강의', '/my/history'],
      ['모의투자', '/practice'],
      ['구매내역', '/my/purchase'],
      ['쿠폰', '/my/coupon'],
      ['회원정보', '/my/info'],
    ];
    for (const [name, href] of expected) expect(within(nav).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    await waitFor(() => expect(screen.getByText('member@example.com')).toBeInTheDocument());
  });

  it('logs out from a members-only page to the home page, not to /login', async () => {
    const { user, location, calls } = renderApp('/my', { user: signedInUser });
    await user.click(within(await screen.findByRole('main')).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(useSessionStore.getState().user).toBeNull();
    // Nothing member-only is asked for once signed out (it would answer 0907 and bounce to /login).
    const logoutAt = calls.findIndex((c) => c.url === authApi.logout.path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // eslint-disable-next-line no-restricted-syntax -- every address under /api/my/, not one endpoint
    expect(calls.slice(logoutAt + 1).filter((c) => c.url?.startsWith('/api/my/'))).toEqual([]);
  });
});
