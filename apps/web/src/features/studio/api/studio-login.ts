import { SUCCESS_CODE } from '@school/contracts/plain';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import type { DeviceInfo } from '../../../lib/device';
import { studioSessionStore } from '../../../stores/studio-session';
import { login, logout, tokensOf, type TokenResult } from '../../auth';

/**
 * The studio's sign-in (decision 122): e-mail sign-in, then slogin {os} with that session's token, which opens an
 * audited studio session — the only kind /api/studio takes. The first session is ended either way, as the console's
 * sign-in does, so it never holds one of the account's two device slots.
 */
export async function studioLogin(email: string, password: string, device: DeviceInfo, os: string): Promise<TokenResult> {
  const member = await login({ email, user_password: password, os });
  if (member.code !== SUCCESS_CODE || !member.data) return member;
  const first = member.data;
  const studio = tokensOf(await apiCall(authApi.studioLogin, { body: { os }, bearer: first.accessToken, authRedirect: false }));
  if (studio.code === SUCCESS_CODE && studio.data) studioSessionStore.getState().open({ email, ...studio.data, device });
  await logout(first.refreshToken).catch(() => undefined);
  return studio;
}

/** The studio's sign-out: its session ends on the server and here; the member's session on the site stays. */
export async function studioLogout(): Promise<void> {
  const session = studioSessionStore.getState().session;
  studioSessionStore.getState().close();
  if (session) await apiCall(authApi.logout, { body: { refreshToken: session.refreshToken }, studio: true, authRedirect: false }).catch(() => undefined);
}
