import { desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, events, notices, teachers } from '../../db/schema/index.ts';

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
