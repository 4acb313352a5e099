import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubtitleLang } from '@school/contracts/admin';
import { studioApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';
import { uploadVideoTo, type VideoUpload } from '../../../lib/tus-upload';
import { studioSessionStore } from '../../../stores/studio-session';

// A teacher's own videos (decision 142): the console's upload pipeline at the studio's address, on the studio session.
const schemas = () => import('@school/contracts/admin');
const KEY = ['studio', 'videos'];

/** With the converter: waiting for a worker or being converted (an upload left half-sent is not). */
export const isWorking = (status: string) => status === 'queued' || status === 'processing';

/** Their uploads and their courses' videos; asked again every second while one is sent or converted. */
export const studioVideosQuery = (uploading = false) =>
  queryOptions({
    queryKey: KEY,
    queryFn: () => callParsed(studioApi.videos, '내 영상', { schemas: schemas() }),
    refetchInterval: (q) => (uploading || q.state.data?.list.some((v) => isWorking(v.status)) ? 1000 : false),
  });

export type StudioUpload = VideoUpload;

/** Registers the file and sends it over tus as the console does, on the studio's session (decision 142). */
export function uploadStudioVideo(file: File, onProgress: (sent: number, total: number) => void): StudioUpload {
  return uploadVideoTo(
    {
      endpoint: studioApi.uploadVideo.path,
      token: () => studioSessionStore.getState().session?.accessToken,
      renew: () => apiCall(studioApi.me),
      register: async (f) => unwrap(await apiCall(studioApi.registerVideo, { body: { title: f.name, size_bytes: f.size } })).video.upload_id,
    },
    file,
    onProgress,
  );
}

function useVideosChange<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useRetryStudioVideo = () => useVideosChange(async (videoId: number) => unwrap(await apiCall(studioApi.retryVideo, { params: { video_id: videoId } })));

export const usePutVideoSubtitle = () =>
  useVideosChange(async ({ videoId, lang, content }: { videoId: number; lang: SubtitleLang; content: string }) =>
    unwrap(await apiCall(studioApi.putVideoSubtitle, { params: { video_id: videoId, lang }, body: { content } })),
  );

export const useRemoveVideoSubtitle = () =>
  useVideosChange(async ({ videoId, lang }: { videoId: number; lang: SubtitleLang }) =>
    unwrap(await apiCall(studioApi.deleteVideoSubtitle, { params: { video_id: videoId, lang } })),
  );
