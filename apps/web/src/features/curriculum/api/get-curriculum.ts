import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurriculumResponse } from '@school/contracts';
import { courseApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** One track per top-level category, each a ladder 입문 → 고급. */
export async function getCurriculum(): Promise<CurriculumResponse> {
  return callParsed(courseApi.curriculum, '커리큘럼');
}

export const curriculumQueryOptions = () => queryOptions({ queryKey: ['curriculum'], queryFn: getCurriculum, staleTime: 5 * 60_000 });

export const useCurriculum = () => useQuery(curriculumQueryOptions());
