import { useQuery } from '@tanstack/react-query';
import type { AdminNoticeSendBody } from '@school/contracts/admin';
import { noticesApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas, useConsoleChange } from '../../api/console-call';

/** How often the list is asked again while a send is still going out (the job's progress, decision 130). */
export const SENDS_PROGRESS_MS = 2_000;

/** noticesApi.adminSends: the last 50 sends with what became of them; asked again while one is queued or running. */
export const useNoticeSends = () =>
  useQuery({
    queryKey: ['admin', 'notification-sends'],
    queryFn: () => callParsed(noticesApi.adminSends, '보낸 알림', { schemas: consoleSchemas() }),
    refetchInterval: (query) => (query.state.data?.list.some((s) => s.status !== 'done') ? SENDS_PROGRESS_MS : false),
  });

/** noticesApi.adminSend: a notice to a segment, through each member's choices (and, for 광고, consent and night rule). */
export const useSendNotice = () => useConsoleChange((body: AdminNoticeSendBody) => apiCall(noticesApi.adminSend, { body }));
