import type { InquiryAnswerBody } from '@school/contracts/admin';
import { adminSiteApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** {answer}: the member reads it in their 1:1 inquiries. */
export const useAnswerInquiry = () => useConsoleChange((v: On<InquiryAnswerBody>) => apiCall(adminSiteApi.answerInquiry, { params: { inquiry_sn: v.id }, body: bodyOf(v) }));
