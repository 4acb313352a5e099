import { StatementView } from '../../../studio';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useStatement } from '../api/get-statement';

export { STATEMENT_STATUS_LABEL as STATUS_LABEL } from '../../../studio';

/** One statement as the operator reads it: the same sheet the teacher sees in the studio (decision 128). */
export function StatementSheet({ id }: { id: number }) {
  const s = useStatement(id);
  if (s.isPending) return <LoadingMessage label="정산서를 불러오는 중" />;
  if (s.isError) return <ErrorMessage message={errorMessage(s.error)} onRetry={() => void s.refetch()} />;
  return <StatementView statement={s.data} />;
}
