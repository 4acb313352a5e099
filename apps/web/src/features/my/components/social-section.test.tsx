import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { LinkedProvider } from '@school/contracts';
import { codes } from '@school/contracts';
import { authApi, myApi, fillPath } from '@school/contracts/endpoints';
import { sampleMember } from '../../../test/fixtures';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';

// Whole-app renders: generous when the machine is busy.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const ok = (data: unknown, message = '성공') => ({ status: 200, body: { code: '0000', message, data } });
const refused = (code: keyof typeof codes) => ({ status: codes[code].status, body: { code: codes[code].code, message: codes[code].message, data: null } });
const body = (c: InternalAxiosRequestConfig) => JSON.parse(String(c.data)) as Record<string, unknown>;

const naver: LinkedProvider = { provider_cd: 'naver', email: 'member@naver.com', linked_at: '2026-11-20T01:00:00.000Z' };
const google: LinkedProvider = { provider_cd: 'google', email: 'member@gmail.com', linked_at: '2026-11-21T01:00:00.000Z' };

/** A server holding the member's links; `revoke` answers the unlink (by default it removes the link). */
function server(links: LinkedProvider[], revoke?: Handler): Handler {
  let linked = [...links];
  return async (c) => {
    if (c.url === myApi.user.path) return ok(sampleMember);
    if (c.url === authApi.linkedSocial.path) return ok({ social: linked });
    if (c.url === authApi.revoke.path) {
      const custom = await revoke?.(c);
      if (custom) return custom;
      linked = linked.filter((l) => l.provider_cd !== body(c).code);
      return ok(null, '소셜 계정 연결을 해제했습니다.');
    }
    return undefined;
  };
}

const section = async () => screen.findByRole('region', { name: '연결된 소셜 계정' });

describe('/my/info: linked social accounts', () => {
  it('lists each linked account and unlinks one after the confirmation', async () => {
    const { user, calls } = renderApp('/my/info', { user: signedInUser, handler: server([naver, google]) });
    const list = await within(await section()).findByRole('list', { name: '연결된 소셜 계정 목록' });
    expect(within(list).getByText('네이버')).toBeInTheDocument();
    expect(within(list).getByText(/member@gmail\.com/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: '구글 연결 해제' }));
    const dialog = await screen.findByRole('dialog', { name: '소셜 계정 연결 해제' });
    expect(dialog).toHaveTextContent('구글 계정(member@gmail.com) 연결을 해제할까요?');
    await user.click(within(dialog).getByRole('button', { name: '연결 해제' }));

    expect(await within(await section()).findByRole('status')).toHaveTextContent('소셜 계정 연결을 해제했습니다.');
    const revoke = calls.filter((c) => c.url === authApi.revoke.path);
    expect(revoke.map((c) => [c.method, body(c)])).toEqual([['post', { code: 'google' }]]);
    await waitFor(() => expect(screen.queryByRole('button', { name: '구글 연결 해제' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '네이버 연결 해제' })).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, calls } = renderApp('/my/info', { user: signedInUser, handler: server([naver]) });
    await user.click(await within(await section()).findByRole('button', { name: '네이버 연결 해제' }));
    await user.click(within(await screen.findByRole('dialog', { name: '소셜 계정 연결 해제' })).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === authApi.revoke.path)).toBe(false);
    expect(screen.getByRole('button', { name: '네이버 연결 해제' })).toBeInTheDocument();
  });

  it("shows the server's refusal when the account is the only way to sign in", async () => {
    const { user } = renderApp('/my/info', { user: signedInUser, handler: server([naver], () => refused('SOCIAL_UNLINK_BLOCKED')) });
    await user.click(await within(await section()).findByRole('button', { name: '네이버 연결 해제' }));
    await user.click(within(await screen.findByRole('dialog', { name: '소셜 계정 연결 해제' })).getByRole('button', { name: '연결 해제' }));
    expect(await within(await section()).findByRole('alert')).toHaveTextContent(codes.SOCIAL_UNLINK_BLOCKED.message);
    expect(screen.getByRole('button', { name: '네이버 연결 해제' })).toBeInTheDocument();
  });

  it('offers to link each provider the server has and the member lacks, 카카오 in its yellow with its consent items', async () => {
    const offered = (c: InternalAxiosRequestConfig) => {
      if (c.url === authApi.oauthProviders.path) return ok({ providers: ['kakao', 'naver', 'google'].map((p) => ({ provider_cd: p, sandbox: false })) });
      if (c.url === fillPath(authApi.oauthStart.path, { provider_cd: 'kakao' })) return ok({ provider_cd: 'kakao', url: 'https://kauth.kakao.com/oauth/authorize?x=1', expires_in: 600 });
      return server([naver])(c);
    };
    const { user, calls } = renderApp('/my/info', { user: signedInUser, handler: offered });
    const kakao = await within(await section()).findByRole('button', { name: '카카오 계정 연결' });
    expect(kakao.className).toContain('bg-[#FEE500]');
    expect(kakao).toHaveAccessibleDescription(/전화번호는 카카오에서 받지 않으며/);
    expect(screen.getByRole('button', { name: '구글 계정 연결' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '네이버 계정 연결' })).not.toBeInTheDocument();
    await user.click(kakao);
    await waitFor(() => expect(calls.find((c) => c.url === fillPath(authApi.oauthStart.path, { provider_cd: 'kakao' }))?.params).toEqual({ returnUrl: '/my/info' }));
  });

  it('says when no social account is linked', async () => {
    renderApp('/my/info', { user: signedInUser, handler: server([]) });
    expect(await within(await section()).findByText('연결된 소셜 계정이 없습니다.')).toBeInTheDocument();
  });
});
