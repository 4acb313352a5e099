import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** One statement with its lines: the teacher's own (myStatement) or, for the operator, any (statement). */
export const getStatement = (id: number, mine: boolean) =>
  mine
    ? callParsed(settlementApi.myStatement, '정산서', { params: { statement_id: id }, schemas: consoleSchemas() })
    : callParsed(settlementApi.statement, '정산서', { params: { statement_id: id }, schemas: consoleSchemas() });
export const useStatement = (id: number, mine: boolean) => useQuery(queryOptions({ queryKey: ['admin', 'settlement', mine ? 'mine' : 'one', id], queryFn: () => getStatement(id, mine) }));
