import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoalStatus } from '@school/contracts';
import { goalsApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The member's weekly goal, this week's minutes, the streak and the mail choice. */
export const getGoal = (): Promise<GoalStatus> => callParsed(goalsApi.status, '주간 목표');

export const goalKey = ['goals'] as const;

export const useGoal = (enabled = true) => useQuery(queryOptions({ queryKey: goalKey, queryFn: getGoal, enabled }));

/** A goal change: the answer is the new status, put straight into the cache. */
export function useGoalMutation<A>(fn: (args: A) => Promise<GoalStatus>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (status) => queryClient.setQueryData(goalKey, status) });
}
