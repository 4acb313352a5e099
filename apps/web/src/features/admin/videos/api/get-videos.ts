import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVideoList } from '@school/contracts/admin';
import { adminVideosApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

const working = (list: AdminVideoList | undefined) => list?.list.some((v) => v.status === 'queued' || v.status === 'processing') ?? false;

/** Uploads by page, newest first; asked again every second while one is being processed. */
export const useVideos = (page: number, uploading: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'videos', page],
      queryFn: () => callParsed(adminVideosApi.list, '영상 목록', { query: { page }, schemas: consoleSchemas() }),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (uploading || working(q.state.data) ? 1000 : false),
    }),
  );
