import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeBannersResponse } from '@school/contracts';
import { eventsApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The home carousel's slides. */
export const getBanners = (signal?: AbortSignal): Promise<HomeBannersResponse> => callParsed(eventsApi.banners, '배너', { signal });

export const bannersQueryOptions = () => queryOptions({ queryKey: ['home', 'banner'], queryFn: ({ signal }) => getBanners(signal), staleTime: 5 * 60_000 });

export const useBanners = () => useQuery(bannersQueryOptions());
