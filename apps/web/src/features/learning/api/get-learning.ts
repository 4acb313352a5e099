import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningResponse } from '@school/contracts';
import { playApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The member's courses with progress. */
export const getLearning = (): Promise<LearningResponse> => callParsed(playApi.learning, '내 강의실');

export const learningQueryOptions = () => queryOptions({ queryKey: ['rs', 'learning'], queryFn: getLearning });

export const useLearning = () => useQuery(learningQueryOptions());

/** The lectures of one course the member has completed (for the ✓ in its lecture list). */
export const useCompletedLectures = (courseSn: number, enabled: boolean): ReadonlySet<number> =>
  useQuery({
    ...learningQueryOptions(),
    enabled,
    select: (data) => new Set(data.list.find((c) => c.course_sn === courseSn)?.completed_lc_nos ?? []),
  }).data ?? EMPTY;

const EMPTY: ReadonlySet<number> = new Set();
