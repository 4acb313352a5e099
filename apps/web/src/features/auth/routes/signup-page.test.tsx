import { describe, expect, it } from 'vitest';
import { screen, waitFor, within, configure } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderApp, type Handler } from '../../../test/render-app';
import { useSessionStore } from '../../../stores/session';
import { fillPath, authApi, myApi } from '@school/contracts/endpoints';

// Busy machines render the whole app slowly: wait longer than the 1 s default for what a step brings up.
configure({ asyncUtilTimeout: 5_000 });

const ok = (data: unknown, message = '성공') => ({ status: 200, body: { code: '0000', message, data } });
const body = (c: InternalAxiosRequestConfig) => JSON.parse(String(c.data)) as Record<string, unknown>;

const server =
  (overrides: Handler = () => undefined): Handler =>
  async (c) => {
    const custom = await overrides(c);
    if (custom) return custom;
    if (c.url === authApi.duplicate.path) return ok({ type: body(c).type, duplicated: false });
    if (c.url === authApi.certification.path) return ok({ expires_in: 180, resend_after: 60 });
    if (c.url === authApi.signup.path) return ok({ accessToken: 'a-1', refreshToken: 'r-1' });
    if (c.url === myApi.signupBenefit.path) {
      return ok({
        benefits: [
          {
            kind: 'welcome_coupon',
            title: '신규 가입 환영 쿠폰',
            description: '쿠폰함이 열리면 지급됩니다.',
            status: 'granted',
            granted_at: '2026-11-22T00:00:00.000Z',
            expires_at: '2026-12-22T00:00:00.000Z',
          },
        ],
      });
    }
    return undefined;
  };

type User = ReturnType<typeof renderApp>['user'];

/**
 * Fills the form as a person would, key by key. Every query is scoped to the form and fields are found by their
 * label: a role query over the whole app (header, menu, footer) computes styles for every element, and that, not
 * the form, was what brought these tests near their limit on a busy machine.
 */
async function fillAdult(user: User, birth = '19900131') {
  const form = await screen.findByRole('form', { name: '회원가입' });
  const field = within(form);
  await user.type(field.getByLabelText('이메일'), 'new@example.com');
  await user.type(field.getByLabelText('비밀번호'), 'correct-horse-9');
  await user.type(field.getByLabelText('비밀번호 확인'), 'correct-horse-9');
  await user.type(field.getByLabelText('이름'), '김투자');
  await user.type(field.getByLabelText('닉네임'), '투자왕');
  await user.type(field.getByLabelText('휴대폰 번호'), '01012345678');
  await user.click(field.getAllByText('인증번호 받기', { selector: 'button' })[0]!);
  await user.type(await field.findByLabelText('인증번호'), '123456');
  await user.type(field.getByLabelText('생년월일'), birth);
  await user.click(field.getByLabelText('여성'));
  await user.click(field.getByLabelText('[필수] 이용약관 동의'));
  await user.click(field.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));
}

// Filling the whole form key by key takes a few seconds when the machine is busy.
const FORM_TIMEOUT = 30_000;
// user-event checks `pointer-events` up the tree before every key; once per call is enough for typed text.
const typing = { pointerEventsCheck: PointerEventsCheckLevel.EachApiCall };

describe('/signup', () => {
  it('signs up with the SMS code, stores the session and shows the welcome benefit', async () => {
    const { user, calls } = renderApp('/signup', { handler: server(), userEvent: typing });
    await fillAdult(user);
    expect(screen.getByText('사용할 수 있는 이메일입니다.')).toBeInTheDocument();
    // A countdown from 3:00 runs beside the code (any time under three minutes: the machine may be slow).
    expect(screen.getByText(/^(3:00|2:[0-5]\d)$/)).toBeInTheDocument();
    const cert = calls.find((c) => c.url === authApi.certification.path);
    expect(body(cert!)).toEqual({ hpno: '01012345678', page: 'signUp', email: 'new@example.com' });

    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '가입을 환영합니다' })).toBeInTheDocument();
    expect(await screen.findByText('신규 가입 환영 쿠폰')).toBeInTheDocument();
    expect(screen.getByText('사용 기한: 2026-12-22까지')).toBeInTheDocument();

    const signup = calls.find((c) => c.url === authApi.signup.path);
    expect(body(signup!)).toMatchObject({
      email: 'new@example.com',
      user_password: 'correct-horse-9',
      user_name: '김투자',
      nickname: '투자왕',
      hpno: '01012345678',
      auth_no: '123456',
      birth: '1990-01-31',
      gender: 'F',
      agree_terms: 'Y',
      agree_privacy: 'Y',
      is_market: 'N',
    });
    expect(body(signup!)).not.toHaveProperty('guardian_name');
    expect(useSessionStore.getState().user).toMatchObject({ email: 'new@example.com', accessToken: 'a-1', refreshToken: 'r-1' });
  }, FORM_TIMEOUT);

  it('requires the guardian step for an under-14 before anything is sent', async () => {
    const { user, calls } = renderApp('/signup', { handler: server(), userEvent: typing });
    expect(screen.queryByRole('group', { name: '법정대리인(보호자) 동의' })).not.toBeInTheDocument();
    await fillAdult(user, '20150301');
    const guardian = await screen.findByRole('group', { name: '법정대리인(보호자) 동의' });
    expect(guardian).toHaveTextContent('만 14세 미만은 법정대리인(보호자)의 동의');

    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await within(guardian).findByText('보호자 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(within(guardian).getByText('휴대폰 번호를 입력해 주세요.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === authApi.signup.path)).toBe(false);

    await user.type(within(guardian).getByRole('textbox', { name: '보호자 이름' }), '김보호');
    await user.type(within(guardian).getByRole('textbox', { name: '보호자 휴대폰 번호' }), '01099998888');
    await user.click(within(guardian).getByRole('button', { name: '인증번호 받기' }));
    await user.type(await within(guardian).findByRole('textbox', { name: '인증번호' }), '654321');
    expect(body(calls.filter((c) => c.url === authApi.certification.path).at(-1)!)).toEqual({ hpno: '01099998888', page: 'guardian' });

    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '가입을 환영합니다' })).toBeInTheDocument();
    expect(body(calls.find((c) => c.url === authApi.signup.path)!)).toMatchObject({
      birth: '2015-03-01',
      guardian_name: '김보호',
      guardian_hpno: '01099998888',
      guardian_auth_no: '654321',
    });
  }, FORM_TIMEOUT);

  it("puts the server's refusal on the field it concerns", async () => {
    const { user } = renderApp('/signup', {
      userEvent: typing,
      handler: server((c) =>
        c.url === authApi.signup.path ? { status: 409, body: { code: '2011', message: '이미 사용 중인 닉네임입니다.', data: null } } : undefined,
      ),
    });
    await fillAdult(user);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    const nickname = screen.getByRole('textbox', { name: '닉네임' });
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    expect(nickname).toHaveAccessibleDescription('이미 사용 중인 닉네임입니다.');
    expect(useSessionStore.getState().user).toBeNull();
  }, FORM_TIMEOUT);

  it('flags a taken e-mail from the duplicate check', async () => {
    const { user } = renderApp('/signup', {
      handler: server((c) => (c.url === authApi.duplicate.path ? ok({ type: 'email', duplicated: true }) : undefined)),
    });
    await user.type(await screen.findByRole('textbox', { name: '이메일' }), 'taken@example.com');
    await user.click(screen.getAllByRole('button', { name: '중복확인' })[0]!);
    expect(await screen.findByText('이미 가입된 이메일입니다.')).toBeInTheDocument();
  }, FORM_TIMEOUT);

  it('offers 카카오 above the form, with its consent items, and starts the Kakao sign-up keeping the return address', async () => {
    const { user, calls } = renderApp('/signup?returnUrl=%2Fcourse%2F22', {
      handler: server((c) => {
        if (c.url === authApi.oauthProviders.path) return ok({ providers: [{ provider_cd: 'kakao', sandbox: false }] });
        if (c.url === fillPath(authApi.oauthStart.path, { provider_cd: 'kakao' })) return ok({ provider_cd: 'kakao', url: 'https://kauth.kakao.com/oauth/authorize?x=1', expires_in: 600 });
        return undefined;
      }),
    });
    const kakao = await screen.findByRole('button', { name: '카카오로 시작하기' });
    await waitFor(() => expect(kakao).toBeEnabled());
    expect(kakao).toHaveAccessibleDescription(/닉네임\(필수\)과 이메일\(선택\)/);
    expect(screen.getByRole('heading', { name: '간편 가입' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '네이버로 로그인' })).toBeDisabled();
    await user.click(kakao);
    await waitFor(() => expect(calls.find((c) => c.url === fillPath(authApi.oauthStart.path, { provider_cd: 'kakao' }))?.params).toEqual({ returnUrl: '/course/22' }));
  });

  it('opens the terms from the consent list', async () => {
    const { user } = renderApp('/signup', { handler: server() });
    await user.click(await screen.findByRole('button', { name: '이용약관 보기' }));
    expect(await screen.findByRole('dialog', { name: '이용약관' })).toBeInTheDocument();
  }, FORM_TIMEOUT);
});
