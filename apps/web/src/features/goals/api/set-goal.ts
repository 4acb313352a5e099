import type { GoalStatus } from '@school/contracts';
import { goalsApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useGoalMutation } from './get-goal';

export const setGoal = async (minutes: number): Promise<GoalStatus> => unwrap(await apiCall(goalsApi.set, { body: { minutes } }));

export const useSetGoal = () => useGoalMutation(setGoal);
