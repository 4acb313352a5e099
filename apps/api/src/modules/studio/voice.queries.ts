import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';

// Learners' voice (decision 122): reviews and their replies, 수강전 문의, 새소식. Each teacher-side read names the teacher.

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function reviewsOfTeacher(db: Conn, teacherSn: number) {
  const r = await db.execute<{ review_sn: number; course_sn: number; course_title: string; nickname: string | null; star: number; contents: string; created_at: string; reply: string | null }>(sql`
    select r.review_sn, r.course_sn, c.title as course_title, m.nickname, r.star, r.contents, r.created_at, rr.body as reply
    from course_reviews r join courses c on c.course_sn = r.course_sn left join members m on m.id = r.member_id
    left join review_replies rr on rr.review_sn = r.review_sn
    where c.teacher_sn = ${teacherSn} and r.is_hidden = 'N' order by r.created_at desc limit 200`);
  return r.rows.map((x) => ({ ...x, nickname: x.nickname ?? '탈퇴한 회원', created_at: iso(x.created_at)! }));
}

/** The teacher of the course a review is on, or undefined. */
export async function reviewTeacher(db: Conn, reviewSn: number): Promise<number | undefined> {
  const r = await db.execute<{ teacher_sn: number }>(sql`select c.teacher_sn from course_reviews r join courses c on c.course_sn = r.course_sn where r.review_sn = ${reviewSn}`);
  return r.rows[0]?.teacher_sn;
}

export async function upsertReply(db: Conn, reviewSn: number, teacherSn: number, body: string) {
  await db.execute(sql`insert into review_replies (review_sn, teacher_sn, body) values (${reviewSn}, ${teacherSn}, ${body})
    on conflict (review_sn) do update set body = excluded.body, updated_at = now()`);
}

type InquiryRow = { inquiry_sn: number; course_sn: number; course_title: string; nickname: string | null; body: string; answer: string | null; answered_at: string | null; created_at: string };
const inquiry = (x: InquiryRow) => ({ ...x, nickname: x.nickname ?? '탈퇴한 회원', answered_at: iso(x.answered_at), created_at: iso(x.created_at)! });

export async function inquiries(db: Conn, where: { teacherSn: number } | { courseSn: number }) {
  const cond = 'teacherSn' in where ? sql`c.teacher_sn = ${where.teacherSn}` : sql`q.course_sn = ${where.courseSn}`;
  const r = await db.execute<InquiryRow>(sql`
    select q.inquiry_sn, q.course_sn, c.title as course_title, m.nickname, q.body, q.answer, q.answered_at, q.created_at
    from course_inquiries q join courses c on c.course_sn = q.course_sn left join members m on m.id = q.member_id
    where ${cond} order by q.created_at desc limit 100`);
  return r.rows.map(inquiry);
}

export async function inquiryTeacher(db: Conn, inquirySn: number): Promise<number | undefined> {
  const r = await db.execute<{ teacher_sn: number }>(sql`select c.teacher_sn from course_inquiries q join courses c on c.course_sn = q.course_sn where q.inquiry_sn = ${inquirySn}`);
  return r.rows[0]?.teacher_sn;
}

export async function answerInquiry(db: Conn, inquirySn: number, answer: string, memberId: number) {
  await db.execute(sql`update course_inquiries set answer = ${answer}, answered_by = ${memberId}, answered_at = now() where inquiry_sn = ${inquirySn}`);
}

/** A published course's teacher, or undefined (a draft course takes no questions). */
export async function publishedCourseTeacher(db: Conn, courseSn: number): Promise<number | undefined> {
  const r = await db.execute<{ teacher_sn: number }>(sql`select teacher_sn from courses where course_sn = ${courseSn} and is_published = 'Y'`);
  return r.rows[0]?.teacher_sn;
}

export async function insertInquiry(db: Conn, courseSn: number, memberId: number, body: string) {
  await db.execute(sql`insert into course_inquiries (course_sn, member_id, body) values (${courseSn}, ${memberId}, ${body})`);
}

export async function ownCourseTeacher(db: Conn, courseSn: number): Promise<number | undefined> {
  const r = await db.execute<{ teacher_sn: number }>(sql`select teacher_sn from courses where course_sn = ${courseSn}`);
  return r.rows[0]?.teacher_sn;
}

/** Learners holding a live entitlement to this one course (the 새소식 audience). */
export async function enrolledCount(db: Conn, courseSn: number): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(distinct member_id)::int as n from entitlements
    where kind = 'course' and course_sn = ${courseSn} and valid_from <= now() and (valid_until is null or valid_until > now())`);
  return r.rows[0]?.n ?? 0;
}

export async function insertNews(db: Conn, n: { teacherSn: number; courseSn: number; title: string; body: string; isAd: boolean; sentCount: number; createdBy: number }) {
  const r = await db.execute<{ news_sn: number }>(sql`insert into teacher_news (teacher_sn, course_sn, title, body, is_ad, sent_count, created_by)
    values (${n.teacherSn}, ${n.courseSn}, ${n.title}, ${n.body}, ${n.isAd ? 'Y' : 'N'}, ${n.sentCount}, ${n.createdBy}) returning news_sn`);
  return r.rows[0]!.news_sn;
}

export async function newsOfTeacher(db: Conn, teacherSn: number, limit: number) {
  const r = await db.execute<{ news_sn: number; course_sn: number; course_title: string; title: string; body: string; is_ad: 'Y' | 'N'; sent_count: number; created_at: string }>(sql`
    select n.news_sn, n.course_sn, c.title as course_title, n.title, n.body, n.is_ad, n.sent_count, n.created_at
    from teacher_news n join courses c on c.course_sn = n.course_sn where n.teacher_sn = ${teacherSn} order by n.created_at desc, n.news_sn desc limit ${limit}`);
  return r.rows.map((x) => ({ ...x, created_at: iso(x.created_at)! }));
}

export async function teacherExists(db: Conn, teacherSn: number): Promise<boolean> {
  const r = await db.execute<{ one: number }>(sql`select 1 as one from teachers where teacher_sn = ${teacherSn}`);
  return r.rows.length > 0;
}

/** The public side (decision 133): a teacher's newest 새소식 on their published courses, without the sending counts. */
export async function publicNewsOfTeacher(db: Conn, teacherSn: number, limit: number) {
  const r = await db.execute<{ news_sn: number; course_sn: number; course_title: string; title: string; body: string; is_ad: 'Y' | 'N'; created_at: string }>(sql`
    select n.news_sn, n.course_sn, c.title as course_title, n.title, n.body, n.is_ad, n.created_at
    from teacher_news n join courses c on c.course_sn = n.course_sn
    where n.teacher_sn = ${teacherSn} and c.is_published = 'Y' order by n.created_at desc, n.news_sn desc limit ${limit}`);
  return r.rows.map((x) => ({ ...x, created_at: iso(x.created_at)! }));
}
