import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { lectureSubtitles, lectures, videoSubtitles, videos } from '../../db/schema/index.ts';

export function subtitleRows(db: Conn, lcNo: number) {
  return db
    .select({ lang: lectureSubtitles.lang, sizeBytes: lectureSubtitles.sizeBytes, updatedAt: lectureSubtitles.updatedAt, createdBy: lectureSubtitles.createdBy })
    .from(lectureSubtitles)
    .where(eq(lectureSubtitles.lcNo, lcNo))
    .orderBy(asc(lectureSubtitles.lang));
}

export async function upsertSubtitle(db: Conn, v: { lcNo: number; lang: string; sizeBytes: number; createdBy: number }): Promise<{ updatedAt: Date }> {
  const [row] = await db
    .insert(lectureSubtitles)
    .values(v)
    .onConflictDoUpdate({ target: [lectureSubtitles.lcNo, lectureSubtitles.lang], set: { sizeBytes: v.sizeBytes, createdBy: v.createdBy, updatedAt: sql`now()` } })
    .returning({ updatedAt: lectureSubtitles.updatedAt });
  return row!;
}

export async function deleteSubtitle(db: Conn, lcNo: number, lang: string): Promise<boolean> {
  const gone = await db.delete(lectureSubtitles).where(and(eq(lectureSubtitles.lcNo, lcNo), eq(lectureSubtitles.lang, lang))).returning({ lang: lectureSubtitles.lang });
  return gone.length > 0;
}

export async function lectureExists(db: Conn, lcNo: number): Promise<boolean> {
  const [row] = await db.select({ lcNo: lectures.lcNo }).from(lectures).where(eq(lectures.lcNo, lcNo));
  return !!row;
}

// ── A teacher's video's own subtitles (decision 142) ──

export function videoSubtitleRows(db: Conn, videoIds: number[]) {
  if (videoIds.length === 0) return Promise.resolve([]);
  return db
    .select({ videoId: videoSubtitles.videoId, lang: videoSubtitles.lang, sizeBytes: videoSubtitles.sizeBytes, updatedAt: videoSubtitles.updatedAt })
    .from(videoSubtitles)
    .where(inArray(videoSubtitles.videoId, videoIds))
    .orderBy(asc(videoSubtitles.videoId), asc(videoSubtitles.lang));
}

export async function upsertVideoSubtitle(db: Conn, v: { videoId: number; lang: string; sizeBytes: number; createdBy: number }): Promise<{ updatedAt: Date }> {
  const [row] = await db
    .insert(videoSubtitles)
    .values(v)
    .onConflictDoUpdate({ target: [videoSubtitles.videoId, videoSubtitles.lang], set: { sizeBytes: v.sizeBytes, createdBy: v.createdBy, updatedAt: sql`now()` } })
    .returning({ updatedAt: videoSubtitles.updatedAt });
  return row!;
}

export async function deleteVideoSubtitle(db: Conn, videoId: number, lang: string): Promise<boolean> {
  const gone = await db
    .delete(videoSubtitles)
    .where(and(eq(videoSubtitles.videoId, videoId), eq(videoSubtitles.lang, lang)))
    .returning({ lang: videoSubtitles.lang });
  return gone.length > 0;
}

/** The course's lectures whose video carries subtitles of its own: what a publish copies onto the lectures. */
export function courseVideoSubtitles(db: Conn, courseSn: number) {
  return db
    .select({ lcNo: lectures.lcNo, videoId: videoSubtitles.videoId, lang: videoSubtitles.lang, sizeBytes: videoSubtitles.sizeBytes, createdBy: videoSubtitles.createdBy })
    .from(lectures)
    .innerJoin(videos, eq(videos.mediaKey, lectures.mediaKey))
    .innerJoin(videoSubtitles, eq(videoSubtitles.videoId, videos.videoId))
    .where(eq(lectures.courseSn, courseSn));
}
