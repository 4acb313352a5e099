import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizView } from '@school/contracts';
import { quizApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** A lecture's quiz, or a course's final quiz (`final`), with the member's attempts; null when there is none. */
export async function getQuiz(target: { lcNo: number } | { courseSn: number }): Promise<QuizView | null> {
  return 'lcNo' in target
    ? callParsed(quizApi.lecture, '퀴즈', { params: { lc_no: target.lcNo } })
    : callParsed(quizApi.final, '최종 퀴즈', { params: { course_sn: target.courseSn } });
}

export const quizQueryOptions = (target: { lcNo: number } | { courseSn: number }) =>
  queryOptions({ queryKey: ['quiz', 'lcNo' in target ? `lecture-${target.lcNo}` : `final-${target.courseSn}`], queryFn: () => getQuiz(target), staleTime: 0 });

export const useQuiz = (target: { lcNo: number } | { courseSn: number }, enabled = true) => useQuery({ ...quizQueryOptions(target), enabled });
