import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/my/legal/consents: what the member agreed to (and the marketing choices), newest first. */
export const useMyConsents = () => useQuery({ queryKey: ['my', 'legal', 'consents'], queryFn: () => getParsed('/api/my/legal/consents', 'myConsents', '동의 기록') });
