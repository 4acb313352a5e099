import { useQuery } from '@tanstack/react-query';
import { adminContentApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** Every question. */
export const useAdminFaqs = () => useQuery({ queryKey: ['admin', 'content', 'faqs'], queryFn: () => callParsed(adminContentApi.faqs, '자주 묻는 질문', { schemas: consoleSchemas() }) });
