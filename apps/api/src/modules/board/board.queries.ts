import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client.ts';
import { commentAccusations, lectureComments, members } from '../../db/schema/index.ts';

const commentColumns = {
  coSn: lectureComments.coSn,
  lcNo: lectureComments.lcNo,
  memberId: lectureComments.memberId,
  gNo: lectureComments.gNo,
  parent: lectureComments.parent,
  comment: lectureComments.comment,
  status: lectureComments.status,
  createdAt: lectureComments.createdAt,
  updatedAt: lectureComments.updatedAt,
  nickname: members.nickname,
};
export type CommentRow = {
  coSn: number;
  lcNo: number;
  memberId: number;
  gNo: number;
  parent: number;
  comment: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  nickname: string | null;
};

// A deleted or hidden thread start stays listed (as a placeholder) only while visible replies hang under it: hiding
// one comment never takes other members' replies with it.
const listedThread = sql`(${lectureComments.status} = 'visible' or (${lectureComments.status} in ('deleted', 'hidden') and exists (
  select 1 from lecture_comments r where r.g_no = ${lectureComments.coSn} and r.co_sn <> r.g_no and r.status = 'visible')))`;
// A hidden reply stays (as a placeholder) while a visible reply answers it, so that answer keeps its context.
const listedReply = sql`(${lectureComments.status} = 'visible' or (${lectureComments.status} = 'hidden' and exists (
  select 1 from lecture_comments r where r.parent = ${lectureComments.coSn} and r.status = 'visible')))`;

/** One page of threads (newest first) and the number of threads in all pages. */
export async function listThreads(db: Db, lcNo: number, limit: number, offset: number): Promise<(CommentRow & { total: number })[]> {
  return db
    .select({ ...commentColumns, total: sql<number>`count(*) over ()::int` })
    .from(lectureComments)
    .innerJoin(members, eq(members.id, lectureComments.memberId))
    .where(and(eq(lectureComments.lcNo, lcNo), sql`${lectureComments.coSn} = ${lectureComments.gNo}`, listedThread))
    .orderBy(desc(lectureComments.coSn))
    .limit(limit)
    .offset(offset);
}

/** Visible replies of the given threads (and hidden ones answered by a visible reply), oldest first (at most 500 per page of threads). */
export async function listReplies(db: Db, gNos: number[]): Promise<CommentRow[]> {
  if (gNos.length === 0) return [];
  return db
    .select(commentColumns)
    .from(lectureComments)
    .innerJoin(members, eq(members.id, lectureComments.memberId))
    .where(and(inArray(lectureComments.gNo, gNos), ne(lectureComments.coSn, lectureComments.gNo), listedReply))
    .orderBy(asc(lectureComments.coSn))
    .limit(500);
}

export async function findComment(db: Conn, coSn: number): Promise<CommentRow | undefined> {
  const [row] = await db.select(commentColumns).from(lectureComments).innerJoin(members, eq(members.id, lectureComments.memberId)).where(eq(lectureComments.coSn, coSn));
  return row;
}

/** A new thread start is its own group: its number is drawn first so g_no can equal co_sn. */
export async function insertComment(db: Conn, v: { lcNo: number; memberId: number; gNo: number | null; parent: number; comment: string }) {
  let coSn: number | undefined;
  if (v.gNo === null) {
    const seq = await db.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence('lecture_comments', 'co_sn'))::text as id`);
    coSn = Number(seq.rows[0]!.id);
  }
  const [row] = await db
    .insert(lectureComments)
    .values({ ...(coSn ? { coSn } : {}), lcNo: v.lcNo, memberId: v.memberId, gNo: v.gNo ?? coSn!, parent: v.parent, comment: v.comment })
    .returning({ coSn: lectureComments.coSn });
  return row!.coSn;
}

/** Only the author's visible comment changes; no row back means "not yours or not there". */
export async function updateOwnComment(db: Conn, coSn: number, memberId: number, comment: string) {
  const rows = await db
    .update(lectureComments)
    .set({ comment, updatedAt: sql`now()` })
    .where(and(eq(lectureComments.coSn, coSn), eq(lectureComments.memberId, memberId), eq(lectureComments.status, 'visible')))
    .returning({ coSn: lectureComments.coSn });
  return rows.length > 0;
}

/** Soft delete: the text is cleared so it is not kept after its author removed it. */
export async function deleteOwnComment(db: Conn, coSn: number, memberId: number) {
  const rows = await db
    .update(lectureComments)
    .set({ status: 'deleted', comment: '', updatedAt: sql`now()` })
    .where(and(eq(lectureComments.coSn, coSn), eq(lectureComments.memberId, memberId), or(eq(lectureComments.status, 'visible'), eq(lectureComments.status, 'hidden'))))
    .returning({ coSn: lectureComments.coSn });
  return rows.length > 0;
}

/**
 * One report per member per comment (the primary key decides races); the comment's
 * counter moves in the same transaction and hides it at the threshold.
 */
export async function accuse(db: Db, v: { coSn: number; memberId: number; accuseCd: string; hideAt: number }) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(commentAccusations)
      .values({ coSn: v.coSn, memberId: v.memberId, accuseCd: v.accuseCd })
      .onConflictDoNothing()
      .returning({ coSn: commentAccusations.coSn });
    if (inserted.length === 0) return null;
    const [row] = await tx
      .update(lectureComments)
      .set({
        accuseCount: sql`${lectureComments.accuseCount} + 1`,
        // A comment an operator reviewed and kept is not hidden again by reports alone.
        status: sql`case when ${lectureComments.status} = 'visible' and ${lectureComments.moderation} is null and ${lectureComments.accuseCount} + 1 >= ${v.hideAt} then 'hidden' else ${lectureComments.status} end`,
      })
      .where(eq(lectureComments.coSn, v.coSn))
      .returning({ status: lectureComments.status });
    return row?.status ?? null;
  });
}
