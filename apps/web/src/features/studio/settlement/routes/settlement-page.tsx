import { useState } from 'react';
import { fillPath, settlementApi } from '@school/contracts/endpoints';
import type { SettlementStatementRow } from '@school/contracts/admin';
import { secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { Card } from '../../analytics/components/card';
import { ColumnChart } from '../../analytics/components/column-chart';
import { won } from '../../analytics/components/format';
import { downloadStudioFile } from '../../api/download';
import { useMyPayee, useMyStatement, useMyStatements } from '../api/settlement';
import { STATUS_LABEL, StatementView } from '../components/statement-view';

const TONE = { draft: 'bg-amber-50 text-amber-800', confirmed: 'bg-emerald-50 text-emerald-800', paid: 'bg-slate-100 text-slate-700' } as const;

function Lines({ id }: { id: number }) {
  const s = useMyStatement(id);
  if (s.isPending) return <LoadingMessage label="정산서를 불러오는 중" />;
  if (s.isError) return <ErrorMessage message={errorMessage(s.error)} onRetry={() => void s.refetch()} />;
  return <StatementView statement={s.data} />;
}

function Payee() {
  const q = useMyPayee();
  if (q.isPending || q.isError) return null;
  const p = q.data.payee;
  return (
    <Card title="정산 받는 곳">
      {p ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">구분</dt>
          <dd>{p.payee_type === 'individual' ? '개인 (사업소득 3.3% 원천징수)' : '사업자 (세금계산서 발행)'}</dd>
          <dt className="text-slate-500">이름</dt>
          <dd>{p.real_name_masked}</dd>
          <dt className="text-slate-500">{p.payee_type === 'individual' ? '주민등록번호' : '사업자등록번호'}</dt>
          <dd className="tabular-nums">{p.id_number_masked}</dd>
          <dt className="text-slate-500">계좌</dt>
          <dd className="tabular-nums">
            {p.bank_code} {p.account_masked}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">정산 정보가 아직 없습니다. 운영팀에 실명·계좌를 등록해 달라고 요청해 주세요.</p>
      )}
      <p className="mt-2 text-xs text-slate-500">정산 정보는 암호화해 보관하며 일부만 보여 드립니다. 바꾸려면 운영팀에 요청해 주세요.</p>
    </Card>
  );
}

function Statement({ s, open, onToggle, onFailure }: { s: SettlementStatementRow; open: boolean; onToggle: () => void; onFailure: (message: string) => void }) {
  const download = (kind: 'pdf' | 'csv') => {
    const endpoint = kind === 'pdf' ? settlementApi.myStatementPdf : settlementApi.myStatementCsv;
    void downloadStudioFile(fillPath(endpoint.path, { statement_id: s.statement_id }), `정산서-${s.month}.${kind}`).catch((e: unknown) => onFailure(errorMessage(e)));
  };
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={`${s.month} 정산서`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-semibold text-slate-900">{s.month}</span> <span className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[s.status]}`}>{STATUS_LABEL[s.status]}</span>
          <span className="block text-slate-600">
            지급액 <span className="font-semibold tabular-nums text-slate-900">{won(s.to_pay_won)}</span>
            {s.status === 'draft' && <span className="text-slate-500"> · {s.confirm_on} 확정 예정</span>}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => download('pdf')}>
            PDF
          </button>
          <button type="button" className={secondaryButton} onClick={() => download('csv')}>
            CSV
          </button>
          <button type="button" className={secondaryButton} aria-expanded={open} onClick={onToggle}>
            {open ? '접기' : '항목 보기'}
          </button>
        </div>
      </div>
      {open && (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <Lines id={s.statement_id} />
        </div>
      )}
    </li>
  );
}

/** /studio/settlement: the teacher's own monthly statements (decisions 118, 128), each with its lines, PDF and CSV. */
export default function SettlementPage() {
  const list = useMyStatements();
  const [open, setOpen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const months = [...(list.data?.list ?? [])].sort((a, b) => a.month.localeCompare(b.month)).slice(-12);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <header>
        <h1 className="text-xl font-bold text-slate-900">내 정산</h1>
        <p className="mt-1 text-sm text-slate-600">매달 판매와 구독 시청 시간으로 계산한 정산서입니다. 다음 달 7영업일에 확정되고, 확정된 정산서는 바뀌지 않습니다 (정정은 항목으로 더해집니다).</p>
      </header>
      {failure && (
        <p role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
          {failure}
        </p>
      )}
      {list.isPending && <LoadingMessage label="정산서를 불러오는 중" />}
      {list.isError && <ErrorMessage message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
      {months.length > 1 && (
        <Card title="월별 지급액">
          <ColumnChart label="월별 지급액" periods={months.map((s) => s.month)} values={months.map((s) => s.to_pay_won)} formatPeriod={(p) => p} format={won} />
        </Card>
      )}
      {list.data && list.data.list.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">아직 정산서가 없습니다.</p>}
      <ul className="space-y-2">
        {list.data?.list.map((s) => (
          <Statement key={s.statement_id} s={s} open={open === s.statement_id} onToggle={() => setOpen(open === s.statement_id ? null : s.statement_id)} onFailure={setFailure} />
        ))}
      </ul>
      <Payee />
    </div>
  );
}
