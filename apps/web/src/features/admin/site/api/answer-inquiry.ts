import type { InquiryAnswerBody } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/site/inquiries/{inquiry_sn}/answer {answer}. */
export const useAnswerInquiry = () => useConsoleMutation<On<InquiryAnswerBody>>((v) => `/api/admin/site/inquiries/${v.id}/answer`, bodyOf);
