import { useQuery } from '@tanstack/react-query';
import { adminFaqs } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/content/faqs */
export const useAdminFaqs = () => useQuery({ queryKey: ['admin', 'content', 'faqs'], queryFn: () => getParsed('/api/admin/content/faqs', adminFaqs, '자주 묻는 질문') });
