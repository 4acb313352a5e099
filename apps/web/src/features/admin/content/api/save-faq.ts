import type { FaqBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/content/faqs (new) or /api/admin/content/faqs/{faq_sn}. */
export const useSaveFaq = () =>
  useConsoleMutation<{ id: number | null; body: FaqBody }>((v) => (v.id === null ? '/api/admin/content/faqs' : `/api/admin/content/faqs/${v.id}`), (v) => v.body);
