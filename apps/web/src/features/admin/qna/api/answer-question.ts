import type { QnaAnswerBody } from '@school/contracts';
import { qnaApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** The course's teacher or staff answers; the asker is told by mail and SMS as they chose. */
export const useAnswerQuestion = () => useConsoleChange((v: On<QnaAnswerBody>) => apiCall(qnaApi.answer, { params: { question_sn: v.id }, body: bodyOf(v) }));
