import { adminVideosApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** A failed video goes back in the queue. */
export const useRetryVideo = () => useConsoleChange((id: number) => apiCall(adminVideosApi.retry, { params: { video_id: id } }));
