import { Upload, type HttpRequest } from 'tus-js-client';
import { xsrfToken } from './cookies';

export interface VideoUpload {
  /** Stops sending; choosing the same file again continues where it stopped. */
  abort: () => void;
  done: Promise<void>;
}

/** Where a video goes and on whose session: the console's or the studio's (decisions 081, 142). */
export interface UploadTarget {
  endpoint: string;
  /** The session's access token, put on each request. */
  token: () => string | undefined;
  /** An ordinary call of that session, which renews a token that ran out. */
  renew: () => Promise<unknown>;
  /** Registers the file; its upload id goes into the tus metadata. */
  register: (file: File) => Promise<string>;
}

const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Sends a video over tus in 8 MB requests: a dropped connection is retried, and the same file chosen again (even after
 * a reload) resumes at the byte the server has. An expired token (401) is renewed through an ordinary call before the
 * retry. A refusal's Korean message (plain text or the API's JSON) is the error's.
 */
export function uploadVideoTo(target: UploadTarget, file: File, onProgress: (sent: number, total: number) => void): VideoUpload {
  let renew = false;
  let aborted = false;
  let upload: Upload | null = null;
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: target.endpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, filetype: file.type },
      onBeforeRequest: async (req: HttpRequest) => {
        if (renew) {
          renew = false;
          await target.renew();
        }
        const token = target.token();
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
      else current.options.metadata = { ...current.options.metadata, upload_id: await target.register(file) };
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
