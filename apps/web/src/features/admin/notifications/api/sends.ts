import { useQuery } from '@tanstack/react-query';
import type { AdminNoticeSendBody } from '@school/contracts/admin';
import { noticesApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas, useConsoleChange } from '../../api/console-call';

/** noticesApi.adminSends: the last 50 sends with what became of them. */
export const useNoticeSends = () => useQuery({ queryKey: ['admin', 'notification-sends'], queryFn: () => callParsed(noticesApi.adminSends, '보낸 알림', { schemas: consoleSchemas() }) });

/** noticesApi.adminSend: a notice to a segment, through each member's choices (and, for 광고, consent and night rule). */
export const useSendNotice = () => useConsoleChange((body: AdminNoticeSendBody) => apiCall(noticesApi.adminSend, { body }));
