import { desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, events, notices, seminars, teachers } from '../../db/schema/index.ts';

/** Every public page with an address of its own, and when it last changed (for sitemap.xml). */
export async function publicPages(db: Conn) {
  const [courseRows, teacherRows, eventRows, noticeRows] = await Promise.all([
    db.select({ id: courses.courseSn, at: courses.updatedAt }).from(courses).where(eq(courses.isPublished, 'Y')).orderBy(courses.courseSn).limit(20_000),
    db
      .select({ id: teachers.teacherSn, at: teachers.updatedAt })
      .from(teachers)
      .where(sql`exists (select 1 from courses c where c.teacher_sn = ${teachers.teacherSn} and c.is_published = 'Y')`)
      .orderBy(teachers.teacherSn),
    db.select({ id: events.eventSn, at: events.createdAt }).from(events).orderBy(desc(events.startsOn)).limit(5_000),
    db.select({ id: notices.noticeSn, at: notices.postedAt }).from(notices).orderBy(desc(notices.postedAt)).limit(5_000),
  ]);
  return { courses: courseRows, teachers: teacherRows, events: eventRows, notices: noticeRows };
}

export async function courseHead(db: Conn, id: number) {
  const [row] = await db
    .select({ title: courses.title, summary: courses.summary, coverImage: courses.coverImage, updatedAt: courses.updatedAt, price: courses.price, isFree: courses.isFree, teacher: teachers.name })
    .from(courses)
    .innerJoin(teachers, eq(teachers.teacherSn, courses.teacherSn))
    .where(sql`${courses.courseSn} = ${id} and ${courses.isPublished} = 'Y'`);
  return row;
}

export async function teacherHead(db: Conn, id: number) {
  const [row] = await db.select({ name: teachers.name, headline: teachers.headline, profileImage: teachers.profileImage }).from(teachers).where(eq(teachers.teacherSn, id));
  return row;
}

export async function eventHead(db: Conn, id: number) {
  const [row] = await db.select({ title: events.title, summary: events.summary }).from(events).where(eq(events.eventSn, id));
  return row;
}

export async function seminarHead(db: Conn, id: number) {
  const [row] = await db.select({ title: seminars.title, summary: seminars.summary, heldAt: seminars.heldAt, place: seminars.place }).from(seminars).where(eq(seminars.seminarSn, id));
  return row;
}

export async function noticeHead(db: Conn, id: number) {
  const [row] = await db.select({ title: notices.title, body: notices.body }).from(notices).where(eq(notices.noticeSn, id));
  return row;
}
