import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { useSessionStore } from '../../stores/session';
import { errorMessage } from '../../lib/api-client';
import { showError } from '../../lib/popup';
import { useLogoutMutation } from './api/logout';
import { markLeaving } from './leaving';
import { forgetOfflineLecture } from '../../lib/installed-device';

/**
 * Logout of the specification: with a refresh token ask the server; on 0000 clear the
 * user and go home, otherwise log the message (and show it, so the click is
 * not silently ignored). Without a refresh token just clear and go home.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const mutation = useLogoutMutation();
  const { mutateAsync } = mutation;

  const logout = useCallback(async () => {
    const signOutLocally = async () => {
      // On a members-only page its route guard must not answer the cleared session with /login.
      markLeaving(pathname);
      useSessionStore.getState().clearUser();
      // Member-only answers must not survive into the next person's session.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'comm' });
      // Lectures saved on this device were the member's (decision 114): their files and keys go with the session.
      await forgetOfflineLecture(null).catch(() => undefined);
      await navigate('/');
    };
    const refreshToken = useSessionStore.getState().user?.refreshToken;
    if (!refreshToken) {
      await signOutLocally();
      return;
    }
    try {
      const result = await mutateAsync(refreshToken);
      if (result.code === SUCCESS_CODE) {
        await signOutLocally();
        return;
      }
      console.error(`[logout] ${result.code} ${result.message}`);
      // A sign-out code already cleared the session in the api client: the person is logged out anyway.
      if (!useSessionStore.getState().user) {
        await signOutLocally();
        return;
      }
      void showError(result.message);
    } catch (error) {
      console.error('[logout]', error);
      void showError(errorMessage(error));
    }
  }, [mutateAsync, navigate, pathname, queryClient]);

  return { logout, pending: mutation.isPending };
}
