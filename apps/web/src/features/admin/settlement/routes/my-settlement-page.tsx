import { useState } from 'react';
import { settlementApi, fillPath } from '@school/contracts/endpoints';
import { secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { downloadFile } from '../../api/download-file';
import { badge, won } from '../../components/labels';
import { useMyStatements } from '../api/get-statements';
import { StatementSheet, STATUS_LABEL } from '../components/statement-sheet';

/** /admin/my-settlement: a teacher's own monthly statements, each with its lines and as PDF or CSV. */
export default function MySettlementPage() {
  const list = useMyStatements();
  const [open, setOpen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = (id: number, kind: 'pdf' | 'csv', month: string) => {
    const endpoint = kind === 'pdf' ? settlementApi.myStatementPdf : settlementApi.myStatementCsv;
    void downloadFile(fillPath(endpoint.path, { statement_id: id }), `정산서-${month}.${kind}`).catch((e: unknown) => setFailure(errorMessage(e)));
  };
  return (
    <section aria-labelledby="my-settlement-title" className="space-y-4">
      <h1 id="my-settlement-title" className="text-xl font-bold">
        내 정산
      </h1>
      <p className="text-sm text-slate-600">매달 판매와 구독 시청 시간으로 계산한 정산서입니다. 다음 달 7영업일에 확정되고, 확정된 정산서는 바뀌지 않습니다 (정정은 항목으로 더해집니다).</p>
      {failure && (
        <p role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
          {failure}
        </p>
      )}
      {list.isPending && <LoadingMessage label="정산서를 불러오는 중" />}
      {list.isError && <ErrorMessage message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
      {list.data && list.data.list.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">아직 정산서가 없습니다.</p>}
      <ul className="space-y-2">
        {list.data?.list.map((s) => (
          <li key={s.statement_id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={`${s.month} 정산서`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                <span className="font-semibold text-slate-900">{s.month}</span> <span className={badge(s.status === 'draft' ? 'warn' : 'ok')}>{STATUS_LABEL[s.status]}</span>
                <span className="block text-slate-600">
                  지급액 <span className="font-semibold tabular-nums text-slate-900">{won(s.to_pay_won)}</span>
                </span>
              </p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={secondaryButton} onClick={() => download(s.statement_id, 'pdf', s.month)}>
                  PDF
                </button>
                <button type="button" className={secondaryButton} onClick={() => download(s.statement_id, 'csv', s.month)}>
                  CSV
                </button>
                <button type="button" className={secondaryButton} aria-expanded={open === s.statement_id} onClick={() => setOpen(open === s.statement_id ? null : s.statement_id)}>
                  {open === s.statement_id ? '접기' : '항목 보기'}
                </button>
              </div>
            </div>
            {open === s.statement_id && (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <StatementSheet id={s.statement_id} mine />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
