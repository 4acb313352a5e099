import { z } from 'zod';
import '../zod-locale.ts';
import { idField, idParam } from '../id-param.ts';
import { text } from '../text.ts';

const yn = z.enum(['Y', 'N']);
const title = (max: number, message: string) => text(max).trim().min(1, { message });

// ── categories ───────────────────────────────────────────────────────────
export const adminCategory = z.object({
  ca_sn: z.number(),
  p_ca_sn: z.number().nullable(),
  title: z.string(),
  is_hidden: yn,
  sort_order: z.number(),
  course_count: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategories = z.object({ list: z.array(adminCategory) });

export const categorySaved = z.object({ ca_sn: z.number() });
export const categoryParams = z.object({ ca_sn: idParam() });
export const categoryCreateBody = z.object({ p_ca_sn: idField('상위 카테고리').nullable(), title: title(100, '카테고리 이름을 입력해 주세요.') });
export type CategoryCreateBody = z.infer<typeof categoryCreateBody>;
/** Rename, move (new parent, null = top level), order, hide/show: any subset. */
export const categoryUpdateBody = z
  .object({
    title: title(100, '카테고리 이름을 입력해 주세요.').optional(),
    p_ca_sn: idField('상위 카테고리').nullable().optional(),
    sort_order: z.number().int().min(0).max(10_000).optional(),
    is_hidden: yn.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: '바꿀 내용을 하나 이상 골라 주세요.' });
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBody>;

// ── teachers ─────────────────────────────────────────────────────────────
export const teacherBody = z.object({
  name: title(50, '강사 이름을 입력해 주세요.'),
  headline: title(200, '한 줄 소개를 입력해 주세요.'),
  bio: text(4000).trim(),
  career: z.array(text(200).trim().min(1)).max(30).default([]),
  sort_order: z.number().int().min(0).max(10_000).default(0),
});
export type TeacherBody = z.infer<typeof teacherBody>;
export const teacherSaved = z.object({ teacher_sn: z.number() });
export const teacherParams = z.object({ teacher_sn: idParam() });
export const adminTeacher = teacherBody.extend({ teacher_sn: z.number(), course_count: z.number() });
export type AdminTeacher = z.infer<typeof adminTeacher>;
export const adminTeachers = z.object({ list: z.array(adminTeacher) });

// ── courses and lectures ─────────────────────────────────────────────────
export const lectureInput = z.object({
  /** Present for a lecture that exists; absent for a new one. Order = position in the list. */
  lc_no: idField('영상').optional(),
  title: title(200, '영상 제목을 입력해 주세요.'),
  duration_sec: z.number().int().min(1, { message: '재생 시간은 1초 이상이어야 합니다.' }).max(86_400),
  is_preview: yn.default('N'),
  /** A folder under the media directory holding master.m3u8 (GET /api/admin/catalogue/media lists them). */
  media_key: text(300)
    .regex(/^[a-z0-9][a-z0-9/_-]{0,299}$/, { message: '영상 위치가 올바르지 않습니다.' })
    .nullable()
    .default(null),
});
export type LectureInput = z.infer<typeof lectureInput>;

/** A course's fields without the cross-field rules (forms pick their text fields from here). */
export const courseFields = z.object({
    title: title(200, '강의 제목을 입력해 주세요.'),
    summary: text(500).trim().min(1, { message: '요약을 입력해 주세요.' }),
    description: text(10_000).trim(),
    level: z.enum(['입문', '초급', '중급', '고급']),
    ca_sn: idField('카테고리'),
    teacher_sn: idField('강사'),
    is_free: yn,
    price: z.number().int().min(0).max(10_000_000),
    pass_included: yn,
    /** The moving member-id watermark over paid lectures ('N' turns it off for this course; decision 084). */
    watermark: yn.default('Y'),
    lectures: z.array(lectureInput).max(300),
});

export const courseBody = courseFields
  .refine((c) => c.is_free === 'N' || c.price === 0, { message: '무료 강의의 가격은 0원이어야 합니다.', path: ['price'] })
  .refine((c) => c.is_free === 'Y' || c.price > 0 || c.pass_included === 'Y', { message: '유료 강의는 가격을 정하거나 이용권에 포함해 주세요.', path: ['price'] });
export type CourseBody = z.infer<typeof courseBody>;

export const courseParams = z.object({ course_sn: idParam() });
export const publishBody = z.object({ is_published: yn });

export const adminCourseRow = z.object({
  course_sn: z.number(),
  title: z.string(),
  category: z.string(),
  teacher: z.string(),
  is_free: yn,
  price: z.number(),
  pass_included: yn,
  watermark: yn,
  is_published: yn,
  is_demo: yn,
  lecture_count: z.number(),
  updated_at: z.string(),
});
export const adminCourseList = z.object({ total: z.number(), list: z.array(adminCourseRow) });
export type AdminCourseList = z.infer<typeof adminCourseList>;
export const adminCourseQuery = z.object({
  q: text(100).trim().optional(),
  /** One teacher's courses (the live console's pickers). */
  teacher_sn: idParam('강사').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminCourse = z.object({
  course_sn: z.number(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  level: z.enum(['입문', '초급', '중급', '고급']),
  ca_sn: z.number(),
  teacher_sn: z.number(),
  is_free: yn,
  price: z.number(),
  pass_included: yn,
  watermark: yn,
  is_published: yn,
  lectures: z.array(lectureInput.extend({ lc_no: z.number() })),
});
export type AdminCourse = z.infer<typeof adminCourse>;

/** Videos a lecture can point at: the committed samples and the console's processed uploads (with their file name). */
export const mediaList = z.object({ list: z.array(z.object({ media_key: z.string(), title: z.string().nullable(), duration_sec: z.number().nullable() })) });
