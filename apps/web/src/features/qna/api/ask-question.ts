import type { QnaAskBody, QnaQuestion } from '@school/contracts';
import { qnaApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useQnaMutation } from './get-questions';

/** Asks about a moment of the lecture; an advice request comes back flagged with the school's standard reply. */
export const askQuestion = async (lcNo: number, body: QnaAskBody): Promise<QnaQuestion> => unwrap(await apiCall(qnaApi.ask, { params: { lc_no: lcNo }, body }));

export const useAskQuestion = (lcNo: number) => useQnaMutation(lcNo, (body: QnaAskBody) => askQuestion(lcNo, body));
