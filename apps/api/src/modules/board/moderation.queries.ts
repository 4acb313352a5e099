import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ModerationQuery } from '@school/contracts/admin';
import type { Conn } from '../../db/client.ts';
import { courses, lectureComments, lectures, members } from '../../db/schema/index.ts';

const stateFilter = (state: ModerationQuery['state']): SQL =>
  state === 'pending'
    ? and(sql`${lectureComments.accuseCount} > 0`, isNull(lectureComments.moderation), sql`${lectureComments.status} <> 'deleted'`)!
    : eq(lectureComments.moderation, state);

/** Reported comments for the console queue, most reported first (pending) or newest decision first. */
export async function reportedComments(db: Conn, q: ModerationQuery) {
  return db
    .select({
      coSn: lectureComments.coSn,
      lcNo: lectureComments.lcNo,
      lectureTitle: lectures.title,
      courseTitle: courses.title,
      authorId: lectureComments.memberId,
      nickname: members.nickname,
      comment: lectureComments.comment,
      status: lectureComments.status,
      moderation: lectureComments.moderation,
      accuseCount: lectureComments.accuseCount,
      reasons: sql<{ accuse_cd: string; count: number }[]>`(
        select coalesce(json_agg(json_build_object('accuse_cd', r.accuse_cd, 'count', r.n) order by r.n desc), '[]'::json)
        from (select accuse_cd, count(*)::int as n from comment_accusations a where a.co_sn = ${lectureComments.coSn} group by accuse_cd) r)`,
      createdAt: lectureComments.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(lectureComments)
    .innerJoin(lectures, eq(lectures.lcNo, lectureComments.lcNo))
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .innerJoin(members, eq(members.id, lectureComments.memberId))
    .where(stateFilter(q.state))
    .orderBy(...(q.state === 'pending' ? [desc(lectureComments.accuseCount), desc(lectureComments.coSn)] : [desc(lectureComments.moderatedAt)]))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
}

export async function lockComment(tx: Conn, coSn: number) {
  const [row] = await tx
    .select({ status: lectureComments.status, moderation: lectureComments.moderation, accuseCount: lectureComments.accuseCount })
    .from(lectureComments)
    .where(eq(lectureComments.coSn, coSn))
    .for('update');
  return row;
}

export async function setModeration(tx: Conn, coSn: number, status: 'visible' | 'hidden', moderation: 'hidden' | 'kept') {
  await tx.update(lectureComments).set({ status, moderation, moderatedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(lectureComments.coSn, coSn));
}
