import { queryOptions, useQuery } from '@tanstack/react-query';
import { qnaApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';

/** The teacher's own courses: questions waiting, completion, ratings (staff: every course). */
export const getTeaching = () => callParsed(qnaApi.overview, '강의 현황');

export const useTeaching = () => useQuery(queryOptions({ queryKey: ['admin', 'qna', 'teaching'], queryFn: getTeaching }));
