import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** One statement with its lines, for the operator (a teacher reads their own in the studio, decision 128). */
export const getStatement = (id: number) => callParsed(settlementApi.statement, '정산서', { params: { statement_id: id }, schemas: consoleSchemas() });
export const useStatement = (id: number) => useQuery(queryOptions({ queryKey: ['admin', 'settlement', 'one', id], queryFn: () => getStatement(id) }));
