import { and, asc, eq } from 'drizzle-orm';
import { courses, entitlements, lectures } from '../db/schema/index.ts';
import { createMember, type TestMember } from './accounts.ts';
import type { TestContext } from './test-app.ts';

/** The seed's first published course a pass opens (not free), with its lectures in order. */
export async function passCourse(t: TestContext) {
  const [c] = await t.database.db
    .select({ courseSn: courses.courseSn })
    .from(courses)
    .where(and(eq(courses.isFree, 'N'), eq(courses.passIncluded, 'Y'), eq(courses.isPublished, 'Y')))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  const list = await t.database.db
    .select({ lcNo: lectures.lcNo, isPreview: lectures.isPreview, mediaKey: lectures.mediaKey })
    .from(lectures)
    .where(eq(lectures.courseSn, c!.courseSn))
    .orderBy(asc(lectures.sortOrder));
  return { courseSn: c!.courseSn, lectures: list };
}

/** A pass valid since yesterday for `memberId`. */
export async function grantPass(t: TestContext, memberId: number): Promise<void> {
  await t.database.db.insert(entitlements).values({ memberId, kind: 'pass', validFrom: new Date(Date.now() - 86_400_000) });
}

/** A new member holding a pass. */
export async function memberWithPass(t: TestContext): Promise<TestMember> {
  const m = await createMember(t);
  await grantPass(t, m.id);
  return m;
}
