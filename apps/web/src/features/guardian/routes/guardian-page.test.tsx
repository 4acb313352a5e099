import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { renderApp } from '../../../test/render-app';
import { authApi, guardianApi } from '@school/contracts/endpoints';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const child = {
  email: 'kid@example.com',
  user_name: '김학생',
  nickname: '공부왕',
  birth: '2015-03-01',
  gender: 'M',
  hpno: '010-****-1234',
  is_market: 'N',
  market_changed_at: null,
  created_at: '2026-03-01T00:00:00.000Z',
  guardian_name: '김보호',
  orders: [{ order_id: 'o-1', order_name: '주식 기초 강의', amount: 39000, status: 'paid', created_at: '2026-04-01T00:00:00.000Z' }],
  learning: [{ course_sn: 7, title: '주식 기초', lectures_watched: 3, lectures_completed: 2, last_watched_at: '2026-05-01T00:00:00.000Z' }],
};

function server(calls: { url: string; headers: unknown; body: unknown }[]) {
  return (c: InternalAxiosRequestConfig) => {
    calls.push({ url: c.url ?? '', headers: c.headers.get('x-guardian-token'), body: c.data ? JSON.parse(String(c.data)) : null });
    if (c.url === authApi.certification.path) return ok({ expires_in: 180, resend_after: 60 });
    if (c.url === guardianApi.verify.path) {
      return (JSON.parse(String(c.data)) as { email: string }).email === 'kid@example.com'
        ? ok({ guardian_token: 'g-key', expires_in: 1800 })
        : { status: 404, body: { code: '2032', message: '입력하신 자녀 이메일과 보호자 휴대폰 번호가 함께 등록된 만 14세 미만 회원이 없습니다.', data: null } };
    }
    if (c.url === guardianApi.child.path && c.method === 'get') return ok(child);
    if (c.url === guardianApi.child.path && c.method === 'post') return ok({ ...child, ...(JSON.parse(String(c.data)) as object) });
    if (c.url === guardianApi.withdraw.path) return ok(null);
    return undefined;
  };
}

describe('/guardian', () => {
  it("verifies the guardian phone, shows the child's data and purchases, and saves a correction", async () => {
    const calls: { url: string; headers: unknown; body: unknown }[] = [];
    const { user } = renderApp('/guardian', { handler: server(calls) });
    await user.type(await screen.findByRole('textbox', { name: '자녀의 아이디(이메일)' }), 'other@example.com');
    await user.type(screen.getByRole('textbox', { name: /보호자 휴대폰 번호/ }), '01012345678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(calls.find((c) => c.url === authApi.certification.path)?.body).toEqual({ hpno: '01012345678', page: 'parental' });
    await user.type(await screen.findByRole('textbox', { name: '인증번호' }), '123456');
    await user.click(screen.getByRole('button', { name: '보호자 확인' }));
    expect(await screen.findByText(/만 14세 미만 회원이 없습니다/)).toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: '자녀의 아이디(이메일)' });
    await user.clear(email);
    await user.type(email, 'kid@example.com');
    await user.click(screen.getByRole('button', { name: '보호자 확인' }));
    expect(await screen.findByRole('heading', { name: '자녀 회원정보' })).toBeInTheDocument();
    expect(await screen.findByText('주식 기초 강의')).toBeInTheDocument();
    expect(screen.getByText(/강의 3개 수강 · 2개 완료/)).toBeInTheDocument();
    expect(calls.find((c) => c.url === guardianApi.child.path)?.headers).toBe('g-key');

    const nickname = screen.getByRole('textbox', { name: '닉네임' });
    await user.clear(nickname);
    await user.type(nickname, '새닉네임');
    await user.click(screen.getByRole('checkbox', { name: /마케팅 정보/ }));
    await user.click(screen.getByRole('button', { name: '정정 내용 저장' }));
    expect(await screen.findByText('자녀의 회원정보를 고쳤습니다.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === guardianApi.child.path && c.body)?.body).toEqual({ user_name: '김학생', nickname: '새닉네임', is_market: 'Y' });
  });

  it('withdraws the account after a confirmation', async () => {
    const calls: { url: string; headers: unknown; body: unknown }[] = [];
    const { user } = renderApp('/guardian', { handler: server(calls) });
    await user.type(await screen.findByRole('textbox', { name: '자녀의 아이디(이메일)' }), 'kid@example.com');
    await user.type(screen.getByRole('textbox', { name: /보호자 휴대폰 번호/ }), '01012345678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByRole('textbox', { name: '인증번호' }), '123456');
    await user.click(screen.getByRole('button', { name: '보호자 확인' }));
    await user.click(await screen.findByRole('button', { name: '자녀 계정 탈퇴하기' }));
    await user.click(await screen.findByRole('button', { name: '탈퇴' }));
    expect(await screen.findByText('자녀의 계정을 탈퇴 처리했습니다. 이용해 주셔서 감사합니다.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === guardianApi.withdraw.path && c.headers === 'g-key')).toBe(true));
  });
});
