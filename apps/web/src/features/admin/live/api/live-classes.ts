import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas, useConsoleChange } from '../../api/console-call';

/** The console's live classes: staff see every class, a teacher their own. */
export const getLiveClasses = () => callParsed(liveApi.adminList, '라이브 수업', { schemas: consoleSchemas() });

export const useLiveClasses = () => useQuery(queryOptions({ queryKey: ['admin', 'live'], queryFn: getLiveClasses }));

/** Schedules a class; the answer carries the stream key, shown once. */
export const useScheduleLive = () => useConsoleChange((body: BodyOf<typeof liveApi.schedule>) => apiCall(liveApi.schedule, { body }));

/** Issues a new key (the old one stops at once); the answer carries it, shown once. */
export const useRotateKey = () => useConsoleChange((liveId: number) => apiCall(liveApi.rotateKey, { params: { live_id: liveId } }));

export const useStartLive = () => useConsoleChange((liveId: number) => apiCall(liveApi.start, { params: { live_id: liveId } }));

export const useEndLive = () => useConsoleChange((liveId: number) => apiCall(liveApi.end, { params: { live_id: liveId } }));
