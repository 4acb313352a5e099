import { useQuery } from '@tanstack/react-query';
import { legalApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** What the member agreed to (and the marketing choices), newest first. */
export const useMyConsents = () => useQuery({ queryKey: ['my', 'legal', 'consents'], queryFn: () => callParsed(legalApi.consents, '동의 기록') });
