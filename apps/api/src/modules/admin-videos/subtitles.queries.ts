import { and, asc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { lectureSubtitles, lectures } from '../../db/schema/index.ts';

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
