import type { AdminVideo } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/videos/{video_id}/retry: a failed video goes back in the queue. */
export const useRetryVideo = () => useConsoleMutation<number, AdminVideo>((id) => `/api/admin/videos/${id}/retry`, () => ({}));
