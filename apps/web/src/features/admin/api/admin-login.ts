import { SUCCESS_CODE } from '@school/contracts/plain';
import { authApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';
import type { DeviceInfo } from '../../../lib/device';
import { consoleSessionStore } from '../../../stores/console-session';
import { login, logout, tokensOf, type TokenResult } from '../../auth';

/**
 * The console's sign-in: e-mail sign-in, then alogin {os} with that session's token, which opens
 * an audited console session (decisions 013, 081) — the only kind /api/admin takes. It is kept apart from the
 * member's own session (stores/console-session.ts); the first one is ended either way, so it never holds one of
 * the account's two device slots.
 */
export async function adminLogin(email: string, password: string, device: DeviceInfo, os: string): Promise<TokenResult> {
  const member = await login({ email, user_password: password, os });
  if (member.code !== SUCCESS_CODE || !member.data) return member;
  const first = member.data;
  const admin = tokensOf(await apiCall(authApi.adminLogin, { body: { os }, bearer: first.accessToken, authRedirect: false }));
  if (admin.code === SUCCESS_CODE && admin.data) consoleSessionStore.getState().open({ email, ...admin.data, device });
  await logout(first.refreshToken).catch(() => undefined);
  return admin;
}

/** The console's sign-out: its session ends on the server and here; the member's session on the site stays. */
export async function adminLogout(): Promise<void> {
  const session = consoleSessionStore.getState().session;
  consoleSessionStore.getState().close();
  if (session) await apiCall(authApi.logout, { body: { refreshToken: session.refreshToken }, console: true, authRedirect: false }).catch(() => undefined);
}
