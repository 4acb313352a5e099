import type { FaqBody } from '@school/contracts/admin';
import { adminContentApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** A new question (id null) or a change to one. */
export const useSaveFaq = () =>
  useConsoleChange(({ id, body }: { id: number | null; body: FaqBody }) =>
    id === null ? apiCall(adminContentApi.createFaq, { body }) : apiCall(adminContentApi.updateFaq, { params: { faq_sn: id }, body }),
  );
