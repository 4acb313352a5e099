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

// ── Lecture subtitles (WebVTT), uploaded per lecture in the console ────────────

/** Subtitle languages the console offers, with the label the player shows. */
export const SUBTITLE_LANGS = { ko: '한국어', en: '영어', ja: '일본어', zh: '중국어' } as const;
export type SubtitleLang = keyof typeof SUBTITLE_LANGS;
/** Largest subtitle file, in bytes of UTF-8. */
export const SUBTITLE_MAX_BYTES = 1024 * 1024;

export const subtitleParams = z.object({ lc_no: idParam(), lang: z.enum(Object.keys(SUBTITLE_LANGS) as [SubtitleLang, ...SubtitleLang[]], { message: '자막 언어를 목록에서 골라 주세요.' }) });
export const lectureSubtitleParams = z.object({ lc_no: idParam() });
/** The file's text; the server checks it is WebVTT (header, cue times) and at most SUBTITLE_MAX_BYTES. */
export const subtitleBody = z.strictObject({ content: text(SUBTITLE_MAX_BYTES + 1, { message: '자막 파일이 너무 큽니다. 1MB 이하의 .vtt 파일을 올려 주세요.' }) });
export type SubtitleBody = z.infer<typeof subtitleBody>;
export const adminSubtitle = z.object({ lang: z.string(), label: z.string(), size_bytes: z.number(), updated_at: z.string() });
export type AdminSubtitle = z.infer<typeof adminSubtitle>;
export const adminSubtitleList = z.object({ list: z.array(adminSubtitle) });
export type AdminSubtitleList = z.infer<typeof adminSubtitleList>;
