import { endpoint } from '../endpoint.ts';

// Course analytics (apps/api/src/modules/analytics, decisions 123 and 128), answered from the job's aggregates. The
// teacher's side is under /api/studio (the studio session) and answers only about their own courses; the operator's
// side (console) covers every teacher.

const teacher = { tags: ['studio'], bearer: true } as const;
const own = ['STUDIO_NOT_TEACHER', 'ANALYTICS_NOT_FOUND'] as const;

export const courses = endpoint({
  ...teacher,
  method: 'GET',
  path: '/api/studio/analytics/courses',
  response: 'analyticsCourses',
  summary: '스튜디오 분석: 내 강의별 수강생·완강·매출·평점',
  errors: ['STUDIO_NOT_TEACHER'],
});

export const course = endpoint({
  ...teacher,
  method: 'GET',
  path: '/api/studio/analytics/courses/:course_sn',
  params: 'analyticsCourseParams',
  response: 'analyticsCourse',
  summary: '스튜디오 분석: 내 강의 하나 (완강 퍼널, 일·주·월 매출, 주별 평점, 강의 영상별 시청)',
  errors: own,
});

export const lecture = endpoint({
  ...teacher,
  method: 'GET',
  path: '/api/studio/analytics/lectures/:lc_no',
  params: 'analyticsLectureParams',
  response: 'analyticsLecture',
  summary: '스튜디오 분석: 내 강의 영상의 초 단위 시청 유지율과 챕터',
  errors: own,
});

const staff = { tags: ['admin'], bearer: true } as const;

export const overview = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/analytics/overview',
  response: 'analyticsOverview',
  summary: '강의 분석: 강사별·강의별 전체 현황',
});

export const anyCourse = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/analytics/courses/:course_sn',
  params: 'analyticsCourseParams',
  response: 'analyticsCourse',
  summary: '강의 분석: 강의 하나 (모든 강사)',
  errors: ['ANALYTICS_NOT_FOUND'],
});

export const anyLecture = endpoint({
  ...staff,
  method: 'GET',
  path: '/api/admin/analytics/lectures/:lc_no',
  params: 'analyticsLectureParams',
  response: 'analyticsLecture',
  summary: '강의 분석: 강의 영상의 시청 유지율 (모든 강사)',
  errors: ['ANALYTICS_NOT_FOUND'],
});
