import type { CourseCard, CourseLecturesResponse, CourseListResponse, CourseMainResponse, SearchResponse } from '@school/contracts';
import { fillPath, teacherApi, courseApi } from '@school/contracts/endpoints';

export const card = (course_sn: number, overrides: Partial<CourseCard> = {}): CourseCard => ({
  course_sn,
  title: `강의 ${course_sn}`,
  teacher_sn: 6,
  teacher_name: '진우혁',
  level: '중급',
  lecture_count: 8,
  total_seconds: 12_000,
  price: 169_000,
  is_free: 'N',
  pass_included: 'Y',
  cover: fillPath(courseApi.cover.path, { file: `${course_sn}.svg` }),
  ca_sn: 254,
  category_title: '해외선물',
  is_demo: 'Y',
  review_count: 0,
  star_avg: 0,
  student_count: 0,
  ...overrides,
});

export const listOf = (cards: CourseCard[], overrides: Partial<CourseListResponse> = {}): CourseListResponse => ({
  list: cards,
  total: cards.length,
  page: 1,
  size: 12,
  category: { ca_sn: 254, p_ca_sn: 193, title: '해외선물' },
  ...overrides,
});

export const courseMain = (course_sn = 21, overrides: Partial<CourseMainResponse['course']> = {}): CourseMainResponse => ({
  course: {
    ...card(course_sn, { title: '단기 매매의 원칙과 리스크 관리' }),
    summary: '손절 규칙을 다룹니다.',
    description: '설명입니다.\n\n※ 예시 강의입니다.',
    created_at: '2026-04-06T09:03:04.000Z',
    updated_at: '2026-04-06T09:03:04.000Z',
    category_path: [
      { ca_sn: 193, p_ca_sn: null, title: '해외파생' },
      { ca_sn: 254, p_ca_sn: 193, title: '해외선물' },
    ],
    ...overrides,
  },
  teacher: { teacher_sn: 6, name: '진우혁', headline: '실전 매매일지', profile_image: fillPath(teacherApi.portrait.path, { file: '6.svg' }), is_demo: 'Y' },
  curriculum: { lecture_count: 2, total_seconds: 1040, preview_count: 1, first_titles: ['오리엔테이션', '장 시작 30분'] },
  reviews: { count: 0, star_avg: 0, text: '리뷰 없음' },
  share: {
    title: '단기 매매의 원칙과 리스크 관리',
    description: '손절 규칙을 다룹니다.',
    image: 'http://127.0.0.1/api/media/cover/21.svg',
    link: 'http://127.0.0.1/course/play/21',
    button_title: '웹으로 보기',
  },
});

export const lectures = (course_sn = 21): CourseLecturesResponse => ({
  course_sn,
  title: '단기 매매의 원칙과 리스크 관리',
  is_free: 'N',
  lecture_count: 2,
  total_seconds: 1040,
  list: [
    { lc_no: 2101, title: '오리엔테이션', duration: 241, is_preview: 'Y', sort: 1 },
    { lc_no: 2102, title: '장 시작 30분', duration: 799, is_preview: 'N', sort: 2 },
  ],
});

export const emptySearch = (searchText: string): SearchResponse => ({
  searchText,
  page: 1,
  size: 20,
  courses: { list: [], total: 0 },
  lectures: { list: [], total: 0 },
  teachers: { list: [], total: 0 },
});
