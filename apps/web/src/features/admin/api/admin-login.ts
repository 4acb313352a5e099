import { SUCCESS_CODE } from '@school/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DeviceInfo } from '../../../lib/device';
import { useSessionStore } from '../../../stores/session';
import { login, logout, startSession, tokensOf, type TokenResult } from '../../auth';

/**
 * The console's sign-in: e-mail sign-in, then POST /api/auth/alogin {os} on that session, which opens
 * an audited operator session (decision 013) that replaces it. The first session is ended either way,
 * so signing in to the console never holds one of the member's two device slots for nothing.
 */
export async function adminLogin(email: string, password: string, device: DeviceInfo, os: string, queryClient: QueryClient): Promise<TokenResult> {
  const member = await login({ email, user_password: password, os });
  if (member.code !== SUCCESS_CODE || !member.data) return member;
  const first = member.data;
  startSession(email, first, queryClient, device);
  const admin = tokensOf(await apiRequest<unknown>({ method: 'POST', url: '/api/auth/alogin', data: { os }, authRedirect: false }));
  if (admin.code === SUCCESS_CODE && admin.data) useSessionStore.getState().setTokens(admin.data);
  else useSessionStore.getState().clearUser();
  await logout(first.refreshToken).catch(() => undefined);
  return admin;
}
