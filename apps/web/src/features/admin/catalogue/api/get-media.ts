import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaList } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/catalogue/media */
export const getMedia = () => getParsed('/api/admin/catalogue/media', mediaList, '영상');

export const mediaQueryOptions = () => queryOptions({ queryKey: ['admin', 'catalogue', 'media'], queryFn: getMedia });

export const useMedia = () => useQuery(mediaQueryOptions());
