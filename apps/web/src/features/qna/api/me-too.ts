import { qnaApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { useQnaMutation } from './get-questions';

/** 나도 궁금해요 (pressed again: taken back). */
export const meToo = async (questionSn: number) => unwrap(await apiCall(qnaApi.meToo, { params: { question_sn: questionSn } }));

export const useMeToo = (lcNo: number) => useQnaMutation(lcNo, meToo);
