import { SUCCESS_CODE } from '@school/contracts/plain';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DeviceInfo } from '../../../lib/device';
import { login, logout, startSession, tokensOf, type TokenResult } from '../../auth';

/**
 * The console's sign-in: e-mail sign-in, then POST /api/auth/alogin {os} with that session's token,
 * which opens an audited operator session (decision 013). Only the operator session is stored; the
 * first one is ended either way, so it never holds one of the account's two device slots.
 */
export async function adminLogin(email: string, password: string, device: DeviceInfo, os: string, queryClient: QueryClient): Promise<TokenResult> {
  const member = await login({ email, user_password: password, os });
  if (member.code !== SUCCESS_CODE || !member.data) return member;
  const first = member.data;
  const admin = tokensOf(await apiRequest<unknown>({ method: 'POST', url: '/api/auth/alogin', data: { os }, bearer: first.accessToken, authRedirect: false }));
  if (admin.code === SUCCESS_CODE && admin.data) startSession(email, admin.data, queryClient, device);
  await logout(first.refreshToken).catch(() => undefined);
  return admin;
}
