import { courseSearchKeys, lectureSearchKeys, teacherSearchKeys } from '../schema/search-keys.ts';
import type { Db } from '../client.ts';
import { courses, lectures, teachers } from '../schema/index.ts';
import { seedCourses, seedTeachers } from './learning-data.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DISCLAIMER =
  '※ 이 강의는 서비스 시연을 위한 예시 강의입니다. 강사와 사례는 가상이며, 특정 종목이나 상품의 매수·매도를 권유하지 않습니다. 투자 판단과 그 결과의 책임은 투자자 본인에게 있습니다.';

// Course dates are spread over the year before the demo's first start so "최신순" means something.
const FIRST_COURSE_DAY = Date.UTC(2025, 11, 1);
const DAY_MS = 86_400_000;

/** FNV-1a: stable pseudo-random numbers, so every fresh database gets the same durations. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Whole minutes plus some seconds: an opening of 3–7 minutes, lessons of 8–27. */
function durationSec(courseSn: number, index: number): number {
  const h = hash(`${courseSn}:${index}`);
  const minutes = index === 0 ? 3 + (h % 5) : 8 + (h % 20);
  return minutes * 60 + ((h >>> 8) % 60);
}

export function buildDescription(summary: string, forWhom: string[]): string {
  return [summary, '', '이런 분께 추천합니다', ...forWhom.map((line) => `- ${line}`), '', DISCLAIMER].join('\n');
}

/** Ids are fixed below the identity start values (1000; lectures 1,000,000), like the categories'. */
export async function insertLearningCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(teachers)
    .values(
      seedTeachers.map((t, i) => ({
        teacherSn: t.teacher_sn,
        name: t.name,
        headline: t.headline,
        bio: t.bio,
        career: t.career,
        sortOrder: i,
        isDemo: 'Y',
        ...teacherSearchKeys(t),
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(courses)
    .values(
      seedCourses.map((c) => {
        const description = buildDescription(c.summary, c.forWhom);
        const created = new Date(FIRST_COURSE_DAY + c.course_sn * 6 * DAY_MS + (hash(c.title) % 36_000) * 1000);
        return {
          courseSn: c.course_sn,
          title: c.title,
          summary: c.summary,
          description,
          level: c.level,
          caSn: c.ca_sn,
          teacherSn: c.teacher_sn,
          price: c.price,
          isFree: c.price === 0 ? 'Y' : 'N',
          // A pass only matters for paid courses.
          passIncluded: c.price > 0 && c.pass !== false ? 'Y' : 'N',
          isPublished: 'Y',
          isDemo: 'Y',
          createdAt: created,
          updatedAt: created,
          ...courseSearchKeys({ title: c.title, summary: c.summary, description }),
        };
      }),
    )
    .onConflictDoNothing();

  await tx
    .insert(lectures)
    .values(
      seedCourses.flatMap((c) =>
        c.lectures.map((title, i) => ({
          // Stable lecture numbers: course 7's third lecture is 703.
          lcNo: c.course_sn * 100 + i + 1,
          courseSn: c.course_sn,
          title,
          durationSec: durationSec(c.course_sn, i),
          sortOrder: i + 1,
          // Paid courses open their first lecture (and every third course its second) as a preview.
          isPreview: c.price > 0 && (i === 0 || (i === 1 && c.course_sn % 3 === 0)) ? 'Y' : 'N',
          ...lectureSearchKeys({ title }),
        })),
      ),
    )
    .onConflictDoNothing();
}
