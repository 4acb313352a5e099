import { qnaApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useQnaMutation } from './get-questions';

/** The asker marks the question 해결. */
export const resolveQuestion = async (questionSn: number) => unwrap(await apiCall(qnaApi.resolve, { params: { question_sn: questionSn } }));

export const useResolveQuestion = (lcNo: number) => useQnaMutation(lcNo, resolveQuestion);
