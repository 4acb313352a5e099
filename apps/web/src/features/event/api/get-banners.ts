import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeBannersResponse } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/home/banner: the home carousel's slides. */
export const getBanners = (signal?: AbortSignal): Promise<HomeBannersResponse> => getParsed('/api/home/banner', 'homeBannersResponse', '배너', undefined, signal);

export const bannersQueryOptions = () => queryOptions({ queryKey: ['home', 'banner'], queryFn: ({ signal }) => getBanners(signal), staleTime: 5 * 60_000 });

export const useBanners = () => useQuery(bannersQueryOptions());
