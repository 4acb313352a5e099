import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveDetail, LiveClassRow, LiveListQuery } from '@school/contracts';
import { liveApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn } from '../../../stores/session';

/** The schedule: classes not ended, and those ended in the last week. */
export const getLiveList = (signal?: AbortSignal): Promise<{ list: LiveClassRow[] }> => callParsed(liveApi.list, '라이브 수업', { signal });

export const useLiveList = () => useQuery(queryOptions({ queryKey: ['live', 'list'], queryFn: ({ signal }) => getLiveList(signal) }));

/**
 * Classes not ended (방송 예정, 방송중), soonest first: every class for the home page, one course's for its page.
 * The same for every visitor, so the server renders it with the page (its reminder state comes after, per member).
 */
export const upcomingLiveQueryOptions = (courseSn?: number) => {
  const query: LiveListQuery = courseSn === undefined ? { upcoming: 'Y' } : { upcoming: 'Y', course_sn: courseSn };
  return queryOptions({
    queryKey: ['live', 'list', query],
    queryFn: ({ signal }): Promise<{ list: LiveClassRow[] }> => callParsed(liveApi.list, '라이브 수업', { query, signal }),
  });
};

export const useUpcomingLive = (courseSn?: number) => useQuery(upcomingLiveQueryOptions(courseSn));

/** One class with its state and whether the signed-in member (or a visitor) may watch and write. */
export const getLive = (id: number, signal?: AbortSignal): Promise<LiveDetail> => callParsed(liveApi.detail, '라이브 수업', { params: { live_id: id }, signal });

/** Keyed by signed-in or not: the access answer differs. */
export const liveQueryOptions = (id: number, loggedIn: boolean) => queryOptions({ queryKey: ['live', id, loggedIn], queryFn: ({ signal }) => getLive(id, signal) });

export const useLive = (id: number) => useQuery(liveQueryOptions(id, useIsLoggedIn()));
