import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettlementPayeeBody } from '@school/contracts/admin';
import { settlementApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas, useConsoleChange } from '../../api/console-call';

/** settlementApi.payees: every payee, masked. */
export const usePayees = () => useQuery(queryOptions({ queryKey: ['admin', 'settlement', 'payees'], queryFn: () => callParsed(settlementApi.payees, '정산 정보', { schemas: consoleSchemas() }) }));
/** settlementApi.savePayee: a teacher's details, sealed by the server. */
export const useSavePayee = () =>
  useConsoleChange(({ teacherSn, ...body }: SettlementPayeeBody & { teacherSn: number }) => apiCall(settlementApi.savePayee, { params: { teacher_sn: teacherSn }, body }));
