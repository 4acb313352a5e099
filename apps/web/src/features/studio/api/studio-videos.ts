import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload, type HttpRequest } from 'tus-js-client';
import type { SubtitleLang } from '@school/contracts/admin';
import { studioApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { xsrfToken } from '../../../lib/cookies';
import { callParsed } from '../../../lib/get-parsed';
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

export interface StudioUpload {
  abort: () => void;
  done: Promise<void>;
}

const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Registers the file and sends it over tus in 8 MB requests, as the console does: a dropped connection is retried,
 * the same file chosen again resumes; the studio token goes on each request, renewed through an ordinary call on 401.
 */
export function uploadStudioVideo(file: File, onProgress: (sent: number, total: number) => void): StudioUpload {
  let renew = false;
  let aborted = false;
  let upload: Upload | null = null;
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: studioApi.uploadVideo.path,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, filetype: file.type },
      onBeforeRequest: async (req: HttpRequest) => {
        if (renew) {
          renew = false;
          await apiCall(studioApi.me);
        }
        const token = studioSessionStore.getState().session?.accessToken;
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
        req.setHeader('X-XSRF-TOKEN', xsrfToken());
      },
      onShouldRetry: (err, attempt) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        if (status === 401 && attempt < 2) {
          renew = true;
          return true;
        }
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onProgress,
      onSuccess: () => resolve(),
      onError: (err) => {
        const body = 'originalResponse' in err ? err.originalResponse?.getBody() : undefined;
        let message = body && !body.startsWith('{') ? body.trim() : '';
        if (body?.startsWith('{')) message = (JSON.parse(body) as { message?: string }).message ?? '';
        reject(new Error(message || '영상을 올리지 못했습니다. 같은 파일을 다시 고르면 이어서 올립니다.'));
      },
    });
    const current = upload;
    void (async () => {
      const previous = await current.findPreviousUploads();
      if (aborted) return;
      if (previous[0]) current.resumeFromPreviousUpload(previous[0]);
      else {
        const created = unwrap(await apiCall(studioApi.registerVideo, { body: { title: file.name, size_bytes: file.size } }));
        current.options.metadata = { ...current.options.metadata, upload_id: created.video.upload_id };
      }
      if (!aborted) current.start();
    })().catch(reject);
  });
  return {
    abort: () => {
      aborted = true;
      void upload?.abort();
    },
    done,
  };
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
