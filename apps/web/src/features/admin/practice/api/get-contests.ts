import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeContests } from '@school/contracts';
import { adminPracticeApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';

/** Every 모의투자 contest round, open and closed, with its ranking. */
export const getContests = (): Promise<PracticeContests> => callParsed(adminPracticeApi.contests, '모의투자 대회');

export const useContests = () => useQuery(queryOptions({ queryKey: ['admin', 'practice', 'contests'], queryFn: getContests }));
