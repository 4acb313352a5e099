import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';

/** Whose analytics: the signed-in teacher's own courses (studio) or every course (operators). */
export type Scope = 'teacher' | 'operator';

const schemas = () => import('@school/contracts/admin');
/** The teacher's answers sit under the studio's keys (cleared when the studio signs out), the operator's the console's. */
const root = (scope: Scope) => (scope === 'teacher' ? 'studio' : 'admin');

export const teacherCoursesQuery = () =>
  queryOptions({ queryKey: ['studio', 'analytics', 'teacher', 'courses'], queryFn: ({ signal }) => callParsed(analyticsApi.courses, '강의 분석', { signal, schemas: schemas() }) });

export const overviewQuery = () =>
  queryOptions({ queryKey: ['admin', 'analytics', 'operator', 'overview'], queryFn: ({ signal }) => callParsed(analyticsApi.overview, '강의 분석', { signal, schemas: schemas() }) });

export const courseQuery = (scope: Scope, courseSn: number) =>
  queryOptions({
    queryKey: [root(scope), 'analytics', scope, 'course', courseSn],
    queryFn: ({ signal }) => callParsed(scope === 'teacher' ? analyticsApi.course : analyticsApi.anyCourse, '강의 분석', { params: { course_sn: courseSn }, signal, schemas: schemas() }),
  });

export const lectureQuery = (scope: Scope, lcNo: number) =>
  queryOptions({
    queryKey: [root(scope), 'analytics', scope, 'lecture', lcNo],
    queryFn: ({ signal }) => callParsed(scope === 'teacher' ? analyticsApi.lecture : analyticsApi.anyLecture, '시청 유지율', { params: { lc_no: lcNo }, signal, schemas: schemas() }),
  });

export const useTeacherCourses = (enabled: boolean) => useQuery({ ...teacherCoursesQuery(), enabled });
export const useOverview = (enabled: boolean) => useQuery({ ...overviewQuery(), enabled });
export const useCourseAnalytics = (scope: Scope, courseSn: number) => useQuery(courseQuery(scope, courseSn));
export const useLectureAnalytics = (scope: Scope, lcNo: number) => useQuery(lectureQuery(scope, lcNo));
