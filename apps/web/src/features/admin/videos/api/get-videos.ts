import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminVideoList, type AdminVideoList } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

const working = (list: AdminVideoList | undefined) => list?.list.some((v) => v.status === 'queued' || v.status === 'processing') ?? false;

/** GET /api/admin/videos?page: uploads, newest first; asked again every second while one is being processed. */
export const useVideos = (page: number, uploading: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'videos', page],
      queryFn: () => getParsed('/api/admin/videos', adminVideoList, '영상 목록', { page }),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (uploading || working(q.state.data) ? 1000 : false),
    }),
  );
