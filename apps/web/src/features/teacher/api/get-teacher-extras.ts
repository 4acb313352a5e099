import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTeacherNewsItem, TeacherStatsResponse } from '@school/contracts';
import { studioApi, teacherApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The teacher page shows this many 새소식; its list page up to the API's 50. */
export const TEACHER_NEWS_PREVIEW = 3;
export const TEACHER_NEWS_ALL = 50;

/** Review average and count, last-90-day questions answered and the rate (decision 133). */
export async function getTeacherStats(teacherSn: number): Promise<TeacherStatsResponse> {
  return callParsed(teacherApi.stats, '강사 지표', { params: { id: teacherSn } });
}

export const teacherStatsQueryOptions = (teacherSn: number) =>
  queryOptions({ queryKey: ['teacher', 'stats', teacherSn], queryFn: () => getTeacherStats(teacherSn), staleTime: 60_000 });

export const useTeacherStats = (teacherSn: number) => useQuery(teacherStatsQueryOptions(teacherSn));

/** The teacher's newest 새소식 on published courses, newest first. */
export async function getTeacherNews(teacherSn: number, size: number): Promise<PublicTeacherNewsItem[]> {
  return (await callParsed(studioApi.teacherNews, '새소식', { params: { id: teacherSn }, query: { size } })).list;
}

export const teacherNewsQueryOptions = (teacherSn: number, size: number) =>
  queryOptions({ queryKey: ['teacher', 'news', teacherSn, size], queryFn: () => getTeacherNews(teacherSn, size), staleTime: 60_000 });

export const useTeacherNews = (teacherSn: number, size: number) => useQuery(teacherNewsQueryOptions(teacherSn, size));
