import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessInfo } from '@school/contracts';
import { businessApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useStartCallsReleased } from '../../../stores/start-calls';

/** The footer's business details, from the server's configuration. */
export const getBusiness = (): Promise<BusinessInfo> => callParsed(businessApi.info, '사업자');

// The details change only when the server restarts: kept for the whole visit (queryKey 'comm' survives sign-out).
export const businessQueryOptions = () => queryOptions({ queryKey: ['comm', 'business'], queryFn: getBusiness, staleTime: Infinity });

// Held on the lecture player until its first frame (stores/start-calls.ts).
export const useBusinessInfo = () => useQuery({ ...businessQueryOptions(), enabled: useStartCallsReleased() });
