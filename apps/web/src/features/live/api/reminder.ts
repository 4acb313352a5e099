import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';

/** The classes the signed-in member asked to be reminded of (decision 129); nothing is asked for a visitor. */
export const getReminders = async (): Promise<number[]> => unwrap<{ live_ids: number[] }>(await apiCall(liveApi.reminders, {})).live_ids;

export const useReminders = () => {
  const loggedIn = useIsLoggedIn();
  return useQuery(queryOptions({ queryKey: ['live', 'reminders'], queryFn: getReminders, enabled: loggedIn }));
};

/** Sets or drops the reminder; the list, the reminders and the class's page are read again. */
export const useSetReminder = (liveId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => unwrap(await apiCall(on ? liveApi.remind : liveApi.unremind, { params: { live_id: liveId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['live'] }),
  });
};
