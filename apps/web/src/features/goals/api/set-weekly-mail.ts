import type { GoalStatus } from '@school/contracts';
import { goalsApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useGoalMutation } from './get-goal';

export const setWeeklyMail = async (weekly_mail: 'Y' | 'N'): Promise<GoalStatus> => unwrap(await apiCall(goalsApi.mail, { body: { weekly_mail } }));

export const useSetWeeklyMail = () => useGoalMutation(setWeeklyMail);
