import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@school/contracts';
import { noticesApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';

/** Which notices reach the member by which channel. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['my', 'notifications'], queryFn: () => callParsed(noticesApi.settings, '알림 설정') });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

/** Saves all five choices at once. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationSettings) => unwrap(await apiCall(noticesApi.saveSettings, { body })),
    onSuccess: (data) => queryClient.setQueryData(['my', 'notifications'], data),
  });
}
