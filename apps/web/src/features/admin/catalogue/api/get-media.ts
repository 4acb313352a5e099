import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** The videos a lecture can use. */
export const getMedia = () => callParsed(adminCatalogueApi.media, '영상', { schemas: consoleSchemas() });

export const mediaQueryOptions = () => queryOptions({ queryKey: ['admin', 'catalogue', 'media'], queryFn: getMedia });

export const useMedia = (enabled = true) => useQuery({ ...mediaQueryOptions(), enabled });
