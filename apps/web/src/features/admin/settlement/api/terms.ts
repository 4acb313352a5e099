import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettlementTermsBody } from '@school/contracts/admin';
import { settlementApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas, useConsoleChange } from '../../api/console-call';

/** settlementApi.terms: every version of a teacher's terms. */
export const useTerms = (teacherSn: number | null) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'settlement', 'terms', teacherSn],
      queryFn: () => callParsed(settlementApi.terms, '계약 조건', { query: { teacher_sn: teacherSn! }, schemas: consoleSchemas() }),
      enabled: teacherSn !== null,
    }),
  );
/** settlementApi.addTerms: a new version from the 1st of a month. */
export const useAddTerms = () => useConsoleChange((body: SettlementTermsBody) => apiCall(settlementApi.addTerms, { body }));
