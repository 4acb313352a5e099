import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { getParsed } from '../../../lib/get-parsed';

const PATH = '/api/my/notifications';

/** GET /api/my/notifications: which notices reach the member by which channel. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['my', 'notifications'], queryFn: () => getParsed(PATH, 'notificationSettings', '알림 설정') });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

/** PUT /api/my/notifications: saves all five choices at once. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationSettings) => unwrap(await apiRequest<NotificationSettings>({ method: 'PUT', url: PATH, data: body })),
    onSuccess: (data) => queryClient.setQueryData(['my', 'notifications'], data),
  });
}
