import { codes, type CodeName } from '@school/contracts';
import { SUBTITLE_LANGS, SUBTITLE_MAX_BYTES, type AdminSubtitle, type SubtitleLang } from '@school/contracts/admin';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { SAMPLE_SUBTITLE_AUTHOR, SAMPLE_SUBTITLE_FILE } from '../../db/seed/conventions.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import type { MediaStorage } from '../../providers/media-storage/index.ts';
import type { Conn } from '../../db/client.ts';
import { courseVideoSubtitles, deleteSubtitle, deleteVideoSubtitle, lectureExists, subtitleRows, upsertSubtitle, upsertVideoSubtitle, videoSubtitleRows } from './subtitles.queries.ts';

const TIME = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const CUE_TIMING = new RegExp(String.raw`^${TIME}[ \t]+-->[ \t]+${TIME}(?:[ \t].*)?$`);
const seconds = (h: string | undefined, m: string, s: string, ms: string) => Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

const refuse = (name: CodeName, line?: number): never => {
  throw new AppError(name, line === undefined ? {} : { message: `${line}번째 줄: ${codes[name].message}` });
};

/**
 * Checks the text is a WebVTT file a browser will show (signature line, cue timings that parse, at
 * least one cue) and returns it with LF line ends and no byte-order mark.
 */
export function checkWebVtt(content: string): string {
  if (Buffer.byteLength(content, 'utf8') > SUBTITLE_MAX_BYTES) refuse('ADMIN_SUBTITLE_TOO_LARGE');
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // A binary file read as text, or one saved in another encoding (its bytes became U+FFFD).
  if (text.includes('\u0000') || text.includes('\uFFFD')) refuse('ADMIN_SUBTITLE_NOT_VTT');
  const lines = text.split('\n');
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) refuse('ADMIN_SUBTITLE_NOT_VTT');
  let cues = 0;
  for (const [i, line] of lines.entries()) {
    if (!line.includes('-->')) continue;
    const m = CUE_TIMING.exec(line.trim());
    if (!m || seconds(m[5], m[6]!, m[7]!, m[8]!) < seconds(m[1], m[2]!, m[3]!, m[4]!)) refuse('ADMIN_SUBTITLE_BAD_TIME', i + 1);
    cues += 1;
  }
  if (cues === 0) refuse('ADMIN_SUBTITLE_NO_CUES');
  return text.endsWith('\n') ? text : `${text}\n`;
}

export const subtitleKey = (lcNo: number, lang: string) => `subtitles/${lcNo}/${lang}.vtt`;
/** A teacher's video's own subtitle (decision 142), copied to its lectures' `subtitleKey` on publish. */
export const videoSubtitleKey = (videoId: number, lang: string) => `video-subtitles/${videoId}/${lang}.vtt`;
const labelOf = (lang: string) => SUBTITLE_LANGS[lang as SubtitleLang] ?? lang;

/** WebVTT subtitles per lecture (docs/decisions/083): rows here, files in media storage. */
export class SubtitleService {
  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorage,
    /** MEDIA_DIR: where the seeded sample subtitle is committed (db/seed/conventions.ts). */
    private readonly mediaDir: string | null = null,
  ) {}

  async list(lcNo: number): Promise<{ lang: string; label: string }[]> {
    const rows = await subtitleRows(this.db, lcNo);
    return rows.map((r) => ({ lang: r.lang, label: labelOf(r.lang) }));
  }

  /** The uploaded file; for a seeded row never replaced in the console, the committed sample (예시 자막). */
  async read(lcNo: number, lang: string): Promise<Buffer | null> {
    const uploaded = await this.storage.get(subtitleKey(lcNo, lang));
    if (uploaded || !this.mediaDir) return uploaded;
    const seeded = (await subtitleRows(this.db, lcNo)).some((r) => r.lang === lang && r.createdBy === SAMPLE_SUBTITLE_AUTHOR);
    return seeded ? readFile(path.join(this.mediaDir, SAMPLE_SUBTITLE_FILE(lang))).catch(() => null) : null;
  }

  async adminList(lcNo: number): Promise<AdminSubtitle[]> {
    await this.lecture(lcNo);
    const rows = await subtitleRows(this.db, lcNo);
    return rows.map((r) => ({ lang: r.lang, label: labelOf(r.lang), size_bytes: r.sizeBytes, updated_at: r.updatedAt.toISOString() }));
  }

  /** Stores (or replaces) the lecture's subtitle in this language. The file goes up first: a row always has its file. */
  async put(actor: Actor, lcNo: number, lang: SubtitleLang, content: string): Promise<AdminSubtitle> {
    const text = checkWebVtt(content);
    await this.lecture(lcNo);
    const sizeBytes = Buffer.byteLength(text, 'utf8');
    await this.storage.put(subtitleKey(lcNo, lang), text, 'text/vtt; charset=utf-8');
    const row = await this.db.transaction(async (tx) => {
      const saved = await upsertSubtitle(tx, { lcNo, lang, sizeBytes, createdBy: actor.memberId });
      await recordChange(tx, actor, { action: 'subtitle.upload', targetType: 'lecture', targetId: lcNo, after: { lang, size_bytes: sizeBytes } });
      return saved;
    });
    return { lang, label: labelOf(lang), size_bytes: sizeBytes, updated_at: row.updatedAt.toISOString() };
  }

  async remove(actor: Actor, lcNo: number, lang: SubtitleLang): Promise<void> {
    await this.lecture(lcNo);
    await this.db.transaction(async (tx) => {
      if (!(await deleteSubtitle(tx, lcNo, lang))) throw new AppError('ADMIN_SUBTITLE_NOT_FOUND');
      await recordChange(tx, actor, { action: 'subtitle.delete', targetType: 'lecture', targetId: lcNo, before: { lang } });
    });
    await this.storage.delete(subtitleKey(lcNo, lang));
  }

  // ── A teacher's own video (decision 142): the studio checks the video is theirs before calling these ──

  /** The languages of each video's subtitles. */
  async videoLangs(videoIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    for (const r of await videoSubtitleRows(this.db, videoIds)) out.set(r.videoId, [...(out.get(r.videoId) ?? []), r.lang]);
    return out;
  }

  /** Stores (or replaces) the video's subtitle in this language, checked as the console checks a lecture's. */
  async putForVideo(actor: Actor, videoId: number, lang: SubtitleLang, content: string): Promise<AdminSubtitle> {
    const text = checkWebVtt(content);
    const sizeBytes = Buffer.byteLength(text, 'utf8');
    await this.storage.put(videoSubtitleKey(videoId, lang), text, 'text/vtt; charset=utf-8');
    const row = await this.db.transaction(async (tx) => {
      const saved = await upsertVideoSubtitle(tx, { videoId, lang, sizeBytes, createdBy: actor.memberId });
      await recordChange(tx, actor, { action: 'subtitle.upload', targetType: 'video', targetId: videoId, after: { lang, size_bytes: sizeBytes } });
      return saved;
    });
    return { lang, label: labelOf(lang), size_bytes: sizeBytes, updated_at: row.updatedAt.toISOString() };
  }

  async removeForVideo(actor: Actor, videoId: number, lang: SubtitleLang): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await deleteVideoSubtitle(tx, videoId, lang))) throw new AppError('STUDIO_VIDEO_SUBTITLE_NOT_FOUND');
      await recordChange(tx, actor, { action: 'subtitle.delete', targetType: 'video', targetId: videoId, before: { lang } });
    });
    await this.storage.delete(videoSubtitleKey(videoId, lang));
  }

  /**
   * On a proposal's publish, in its transaction: every lecture of the course whose video carries subtitles gets them
   * (the same language replaced), so members see what the teacher added with the course they were shown. Files first.
   */
  async copyVideoSubtitles(tx: Conn, courseSn: number): Promise<number> {
    const rows = await courseVideoSubtitles(tx, courseSn);
    for (const r of rows) {
      const file = await this.storage.get(videoSubtitleKey(r.videoId, r.lang));
      if (!file) continue;
      await this.storage.put(subtitleKey(r.lcNo, r.lang), file, 'text/vtt; charset=utf-8');
      await upsertSubtitle(tx, { lcNo: r.lcNo, lang: r.lang, sizeBytes: file.length, createdBy: r.createdBy });
    }
    return rows.length;
  }

  private async lecture(lcNo: number): Promise<void> {
    if (!(await lectureExists(this.db, lcNo))) throw new AppError('LECTURE_NOT_FOUND');
  }
}
