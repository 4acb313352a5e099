import { useQuery } from '@tanstack/react-query';
import { adminVideosApi, fillPath } from '@school/contracts/endpoints';
import { consoleClient } from '../../../../lib/http-client';

/**
 * A video's poster (adminVideosApi.poster) as an object URL: an <img> could not send the operator's
 * token. Kept for the page's life (not under the ['admin'] key, so a console change does not fetch it again).
 */
export const usePoster = (videoId: number, ready: boolean) =>
  useQuery({
    queryKey: ['admin-poster', videoId],
    enabled: ready,
    staleTime: Infinity,
    queryFn: async () => {
      const response = await consoleClient.get<Blob>(fillPath(adminVideosApi.poster.path, { video_id: videoId }), { responseType: 'blob' });
      if (!response.data.type.startsWith('image/')) throw new Error('대표 이미지를 받지 못했습니다.');
      return URL.createObjectURL(response.data);
    },
  });
