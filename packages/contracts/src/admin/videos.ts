import { z } from 'zod';
import '../zod-locale.ts';
import { idParam } from '../id-param.ts';
import { text } from '../text.ts';

/** File names the console takes as lecture videos (the server checks the content again with ffmpeg). */
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', 'mkv', 'webm', 'avi'] as const;
export const VIDEO_EXTENSION = new RegExp(`\\.(${VIDEO_EXTENSIONS.join('|')})$`, 'i');

export const videoStatus = z.enum(['uploading', 'queued', 'processing', 'ready', 'failed']);
export type VideoStatus = z.infer<typeof videoStatus>;

/** Registers an upload before its bytes are sent (tus, to the returned upload_url). */
export const videoCreateBody = z.object({
  title: text(200).trim().min(1, { message: '파일 이름이 없습니다.' }).regex(VIDEO_EXTENSION, { message: 'MP4, MOV, M4V, MKV, WebM, AVI 영상 파일만 올릴 수 있습니다.' }),
  size_bytes: z.number().int().min(1, { message: '빈 파일은 올릴 수 없습니다.' }),
});
export type VideoCreateBody = z.infer<typeof videoCreateBody>;

export const adminVideo = z.object({
  video_id: z.number(),
  upload_id: z.string(),
  title: z.string(),
  size_bytes: z.number(),
  status: videoStatus,
  /** Processing, 0–100. */
  progress: z.number(),
  error: z.string().nullable(),
  duration_sec: z.number().nullable(),
  /** What a lecture points at once ready (`uploads/<id>`). */
  media_key: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideo>;
export const adminVideoList = z.object({ total: z.number(), max_bytes: z.number(), list: z.array(adminVideo) });
export type AdminVideoList = z.infer<typeof adminVideoList>;
export const adminVideoQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const videoParams = z.object({ video_id: idParam() });
export const videoCreated = z.object({ video: adminVideo, upload_url: z.string() });
