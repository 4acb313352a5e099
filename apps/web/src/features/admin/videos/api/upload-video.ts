import { Upload, type HttpRequest } from 'tus-js-client';
import type { AdminVideo } from '@school/contracts/admin';
import { adminVideosApi, myApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { xsrfToken } from '../../../../lib/cookies';
import { consoleSessionStore } from '../../../../stores/console-session';
import { consoleSchemas } from '../../api/console-call';

export interface VideoUpload {
  /** Stops sending; choosing the same file again continues where it stopped. */
  abort: () => void;
  done: Promise<void>;
}

const CHUNK_BYTES = 8 * 1024 * 1024;

/** Registers the file (adminVideosApi.register) and returns what to put in the tus upload's metadata. */
async function register(file: File): Promise<AdminVideo> {
  const created = await callParsed(adminVideosApi.register, '영상', { body: { title: file.name, size_bytes: file.size }, schemas: consoleSchemas() });
  return created.video;
}

/**
 * Sends a video over tus in 8 MB requests: a dropped connection is retried, and the same file chosen
 * again (even after a reload) resumes at the byte the server has. The operator's token is put on each
 * request; an expired one (401) is renewed through an ordinary call before the retry.
 */
export function uploadVideo(file: File, onProgress: (sent: number, total: number) => void): VideoUpload {
  let renew = false;
  let upload: Upload | null = null;
  let aborted = false;
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: adminVideosApi.upload.path,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, filetype: file.type },
      onBeforeRequest: async (req: HttpRequest) => {
        if (renew) {
          renew = false;
          await apiCall(myApi.simpleUser, { console: true });
        }
        // The console's own session (decision 081), refreshed above when it had run out.
        const token = consoleSessionStore.getState().session?.accessToken;
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
        reject(new Error(body && !body.startsWith('{') ? body.trim() : '영상을 올리지 못했습니다. 같은 파일을 다시 고르면 이어서 올립니다.'));
      },
    });
    const current = upload;
    void (async () => {
      const previous = await current.findPreviousUploads();
      if (aborted) return;
      if (previous[0]) current.resumeFromPreviousUpload(previous[0]);
      else current.options.metadata = { ...current.options.metadata, upload_id: (await register(file)).upload_id };
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
