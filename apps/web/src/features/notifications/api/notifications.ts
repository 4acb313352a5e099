import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPrefsBody } from '@school/contracts';
import { noticesApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';

const KEY = ['my', 'notifications'] as const;

/** The bell's number: asked again each minute and when the window regains focus. */
export const unreadQueryOptions = () => queryOptions({ queryKey: [...KEY, 'unread'], queryFn: () => callParsed(noticesApi.unread, '안 읽은 알림'), refetchInterval: 60_000 });
export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadQueryOptions(), enabled });

/**
 * After the member's own action that makes a notice (a payment confirmed, a refund done): the bell asks again at
 * once instead of at its next minute. The server lists the notice before that action answers (decision 135).
 */
export function useRefreshUnread() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: KEY }), [queryClient]);
}

export const notificationsQueryOptions = (page: number, filter: 'all' | 'unread') =>
  queryOptions({ queryKey: [...KEY, 'list', page, filter], queryFn: () => callParsed(noticesApi.list, '알림', { query: { page, size: 20, filter } }), placeholderData: keepPreviousData });
export const useNotifications = (page: number, filter: 'all' | 'unread') => useQuery(notificationsQueryOptions(page, filter));

/** Reading changes the list and the bell: both are asked again. */
function useRead<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}
export const useMarkRead = () => useRead(async (id: number) => unwrap(await apiCall(noticesApi.markRead, { params: { id } })));
export const useMarkAllRead = () => useRead<void>(async () => unwrap(await apiCall(noticesApi.markAllRead)));

export const prefsQueryOptions = () => queryOptions({ queryKey: [...KEY, 'settings'], queryFn: () => callParsed(noticesApi.settings, '알림 설정') });
export const useNotificationPrefs = () => useQuery(prefsQueryOptions());

export function useSavePrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationPrefsBody) => unwrap(await apiCall(noticesApi.saveSettings, { body })),
    onSuccess: (data) => queryClient.setQueryData(prefsQueryOptions().queryKey, data),
  });
}
