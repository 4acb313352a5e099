import { endpoint } from '../endpoint.ts';

// Categories, teachers, courses and lectures in the console (apps/api/src/modules/admin-catalogue, docs/decisions/062).

const staff = { tags: ['admin'], bearer: true } as const;

export const categories = endpoint({ ...staff, method: 'GET', path: '/api/admin/catalogue/categories', response: 'adminCategories', summary: '카테고리 전체 (숨김 포함)' });

export const createCategory = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/catalogue/categories',
  body: 'categoryCreateBody',
  response: 'categorySaved',
  summary: '카테고리 추가',
  errors: ['CATEGORY_NOT_FOUND'],
});

export const updateCategory = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/catalogue/categories/:ca_sn',
  params: 'categoryParams',
  body: 'categoryUpdateBody',
  response: 'categorySaved',
  summary: '카테고리 이름·위치·순서·숨김 변경',
  errors: ['CATEGORY_NOT_FOUND', 'ADMIN_CATEGORY_CYCLE'],
});

export const teachers = endpoint({ ...staff, method: 'GET', path: '/api/admin/catalogue/teachers', response: 'adminTeachers', summary: '강사 전체' });

export const createTeacher = endpoint({ ...staff, method: 'POST', path: '/api/admin/catalogue/teachers', body: 'teacherBody', response: 'teacherSaved', summary: '강사 추가' });

export const updateTeacher = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/catalogue/teachers/:teacher_sn',
  params: 'teacherParams',
  body: 'teacherBody',
  response: 'teacherSaved',
  summary: '강사 수정',
  errors: ['TEACHER_NOT_FOUND'],
});

export const courses = endpoint({ ...staff, method: 'GET', path: '/api/admin/catalogue/courses', query: 'adminCourseQuery', response: 'adminCourseList', summary: '강의 목록 (비공개 포함)' });

export const course = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/catalogue/courses/:course_sn',
  params: 'courseParams',
  response: 'adminCourse',
  summary: '강의와 영상 목록',
  errors: ['COURSE_NOT_FOUND'],
});

export const createCourse = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/catalogue/courses',
  body: 'courseBody',
  response: 'adminCourse',
  summary: '강의 만들기 (영상 목록과 함께, 비공개로)',
  errors: ['CATEGORY_NOT_FOUND', 'TEACHER_NOT_FOUND', 'ADMIN_MEDIA_MISSING'],
});

export const updateCourse = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/catalogue/courses/:course_sn',
  params: 'courseParams',
  body: 'courseBody',
  response: 'adminCourse',
  summary: '강의 수정 (영상 목록 전체를 이 순서로)',
  errors: ['COURSE_NOT_FOUND', 'CATEGORY_NOT_FOUND', 'TEACHER_NOT_FOUND', 'LECTURE_NOT_FOUND', 'ADMIN_LECTURE_IN_USE', 'ADMIN_MEDIA_MISSING'],
});

export const publish = endpoint({
  ...staff,
  method: 'POST',
  path: '/api/admin/catalogue/courses/:course_sn/publish',
  params: 'courseParams',
  body: 'publishBody',
  response: 'adminCourse',
  summary: '강의 공개·비공개',
  errors: ['COURSE_NOT_FOUND', 'ADMIN_PUBLISH_EMPTY'],
});

export const media = endpoint({ ...staff, method: 'GET', path: '/api/admin/catalogue/media', response: 'mediaList', summary: '연결할 수 있는 영상' });
