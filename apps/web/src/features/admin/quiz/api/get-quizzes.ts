import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQuizList } from '@school/contracts/admin';
import { adminQuizApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** A course's lectures and quizzes (with answers), as the quiz editor holds them. */
export const getQuizzes = (courseSn: number): Promise<AdminQuizList> =>
  callParsed(adminQuizApi.list, '퀴즈', { params: { course_sn: courseSn }, schemas: consoleSchemas() });

export const useQuizzes = (courseSn: number) => useQuery(queryOptions({ queryKey: ['admin', 'quiz', courseSn], queryFn: () => getQuizzes(courseSn) }));
