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

// Decision 129: live now, attendance, bans.

/** Classes on air with viewers and chat per minute; read again every 15 s while the page is open. */
export const useLiveNow = () =>
  useQuery(queryOptions({ queryKey: ['admin', 'live', 'now'], queryFn: () => callParsed(liveApi.now, '라이브 현황', { schemas: consoleSchemas() }), refetchInterval: 15_000 }));

export const useAttendance = (liveId: number, enabled: boolean) =>
  useQuery(
    queryOptions({ queryKey: ['admin', 'live', liveId, 'attendance'], queryFn: () => callParsed(liveApi.attendance, '출석', { params: { live_id: liveId }, schemas: consoleSchemas() }), enabled }),
  );

export const useLiveBans = (enabled: boolean) => useQuery(queryOptions({ queryKey: ['admin', 'live', 'bans'], queryFn: () => callParsed(liveApi.bans, '이용 제한', { schemas: consoleSchemas() }), enabled }));

export const useBan = () => useConsoleChange((body: BodyOf<typeof liveApi.ban>) => apiCall(liveApi.ban, { body }));

export const useUnban = () => useConsoleChange((memberId: number) => apiCall(liveApi.unban, { params: { member_id: memberId } }));

// Decision 134: the recording of an ended class as a lecture in its course's proposal.
export const useAttachRecording = (liveId: number) =>
  useConsoleChange((body: BodyOf<typeof liveApi.recording>) => apiCall(liveApi.recording, { params: { live_id: liveId }, body }));
