import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/content/faqs/{faq_sn}/delete */
export const useDeleteFaq = () => useConsoleMutation<number>((id) => `/api/admin/content/faqs/${id}/delete`, () => ({}));
