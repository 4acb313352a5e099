import { adminContentApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** Deletes a question. */
export const useDeleteFaq = () => useConsoleChange((id: number) => apiCall(adminContentApi.deleteFaq, { params: { faq_sn: id } }));
