import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';

// The teacher's own statements (decisions 118, 128), on the studio session like every /api/studio call.
const schemas = () => import('@school/contracts/admin');

export const myStatementsQuery = () => queryOptions({ queryKey: ['studio', 'settlement', 'list'], queryFn: () => callParsed(settlementApi.myStatements, '내 정산서', { schemas: schemas() }) });
export const myStatementQuery = (id: number) =>
  queryOptions({ queryKey: ['studio', 'settlement', 'one', id], queryFn: () => callParsed(settlementApi.myStatement, '정산서', { params: { statement_id: id }, schemas: schemas() }) });
export const myPayeeQuery = () => queryOptions({ queryKey: ['studio', 'settlement', 'payee'], queryFn: () => callParsed(settlementApi.myPayee, '정산 정보', { schemas: schemas() }) });

export const useMyStatements = () => useQuery(myStatementsQuery());
export const useMyStatement = (id: number) => useQuery(myStatementQuery(id));
export const useMyPayee = () => useQuery(myPayeeQuery());
