import { adminVideosApi, myApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { uploadVideoTo, type VideoUpload } from '../../../../lib/tus-upload';
import { consoleSessionStore } from '../../../../stores/console-session';
import { consoleSchemas } from '../../api/console-call';

export type { VideoUpload };

/** Registers the file (adminVideosApi.register) and sends it over tus on the operator's own session (decision 081). */
export function uploadVideo(file: File, onProgress: (sent: number, total: number) => void): VideoUpload {
  return uploadVideoTo(
    {
      endpoint: adminVideosApi.upload.path,
      token: () => consoleSessionStore.getState().session?.accessToken,
      renew: () => apiCall(myApi.simpleUser, { console: true }),
      register: async (f) =>
        (await callParsed(adminVideosApi.register, '영상', { body: { title: f.name, size_bytes: f.size }, schemas: consoleSchemas() })).video.upload_id,
    },
    file,
    onProgress,
  );
}
