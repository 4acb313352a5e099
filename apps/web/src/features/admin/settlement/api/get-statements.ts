import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** settlementApi.statements: every teacher's statement of a month (operator). */
export const getMonthStatements = (month: string) => callParsed(settlementApi.statements, '정산서', { query: { month }, schemas: consoleSchemas() });
export const useMonthStatements = (month: string) => useQuery(queryOptions({ queryKey: ['admin', 'settlement', 'month', month], queryFn: () => getMonthStatements(month) }));
