import { koreanDay } from '@school/contracts';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { SettlementStatementRow } from '@school/contracts/admin';
import { settlementApi } from '@school/contracts/endpoints';
import { primaryButton, secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { downloadFile } from '../../api/download-file';
import { badge, won } from '../../components/labels';
import { useMonthStatements } from '../api/get-statements';
import { useComputeMonth, useConfirmMonth } from '../api/month-actions';
import { useAddCorrection, useMarkPaid, useSetInvoice } from '../api/statement-actions';
import { PayeesPanel, textOf } from '../components/payees-panel';
import { StatementSheet, STATUS_LABEL } from '../components/statement-sheet';

/** The Korean month before this one (YYYY-MM): the month being settled. */
function lastMonth(): string {
  const [y, m] = koreanDay(new Date()).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** /admin/settlement: a month's statements per teacher; compute, confirm, the bank file, corrections and paid. */
export default function SettlementPage() {
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : lastMonth();
  const list = useMonthStatements(month);
  const compute = useComputeMonth();
  const confirm = useConfirmMonth();
  const [notice, setNotice] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const act = (p: Promise<{ message: string }>) => {
    setNotice(null);
    p.then((e) => setNotice(e.message)).catch((e: unknown) => setNotice(errorMessage(e)));
  };
  const confirmOn = list.data?.list[0]?.confirm_on;
  return (
    <section aria-labelledby="settlement-title" className="space-y-4">
      <h1 id="settlement-title" className="text-xl font-bold">
        강사 정산
      </h1>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          <span className="mb-1 text-slate-600">정산 월</span>
          <input type="month" value={month} onChange={(e) => e.target.value && setParams({ month: e.target.value })} className="h-11 rounded-xl border border-slate-300 bg-white px-3" />
        </label>
        <button type="button" className={secondaryButton} disabled={compute.isPending} onClick={() => act(compute.mutateAsync(month))}>
          원장에서 다시 계산
        </button>
        <button type="button" className={primaryButton} disabled={confirm.isPending} onClick={() => act(confirm.mutateAsync(month))}>
          이 달 확정
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void downloadFile(`${settlementApi.bankFile.path}?month=${month}`, `대량이체-${month}.csv`).catch((e: unknown) => setNotice(errorMessage(e)))}
        >
          대량이체 파일 (CSV)
        </button>
      </div>
      <p className="text-sm text-slate-600">
        {month} 정산서는 다음 달 7영업일{confirmOn ? ` (${confirmOn})` : ''}에 자동으로 확정됩니다. 확정 뒤에는 정정 항목만 더할 수 있습니다. 대량이체 파일은 확정되고 아직
        지급하지 않은 정산서만 담습니다 (입금은행코드, 입금계좌번호, 예금주, 이체금액, 받는분·보내는분 통장표시, 메모).
      </p>
      {notice && (
        <p role="status" className="rounded-xl bg-slate-100 p-3 text-sm text-slate-800">
          {notice}
        </p>
      )}
      {list.isPending && <LoadingMessage label="정산서를 불러오는 중" />}
      {list.isError && <ErrorMessage message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
      {list.data && list.data.list.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">이 달의 정산서가 아직 없습니다. 원장에서 계산해 보세요.</p>}
      <ul className="space-y-2">
        {list.data?.list.map((s) => (
          <StatementCard key={s.statement_id} s={s} open={open === s.statement_id} onToggle={() => setOpen(open === s.statement_id ? null : s.statement_id)} onNotice={setNotice} />
        ))}
      </ul>
      <PayeesPanel />
    </section>
  );
}

function StatementCard({ s, open, onToggle, onNotice }: { s: SettlementStatementRow; open: boolean; onToggle: () => void; onNotice: (m: string) => void }) {
  const correction = useAddCorrection();
  const invoice = useSetInvoice();
  const paid = useMarkPaid();
  const run = (p: Promise<{ message: string }>) => p.then((e) => onNotice(e.message)).catch((e: unknown) => onNotice(errorMessage(e)));
  const addCorrection = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    void run(correction.mutateAsync({ id: s.statement_id, won: Number(f.get('won')), note: textOf(f.get('note')) }));
  };
  const saveInvoice = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(invoice.mutateAsync({ id: s.statement_id, no: textOf(new FormData(e.currentTarget).get('no')) }));
  };
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={`${s.teacher} ${s.month} 정산서`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="text-sm">
          <p className="font-semibold text-slate-900">
            {s.teacher} <span className={badge(s.status === 'draft' ? 'warn' : s.status === 'paid' ? 'muted' : 'ok')}>{STATUS_LABEL[s.status]}</span>
          </p>
          <p className="text-slate-600">
            {s.payee_type === 'individual' ? '개인' : '사업자'} · 지급액 <span className="font-semibold tabular-nums text-slate-900">{won(s.to_pay_won)}</span>
          </p>
        </div>
        <button type="button" className={secondaryButton} aria-expanded={open} onClick={onToggle}>
          {open ? '접기' : '자세히'}
        </button>
      </div>
      {open && (
        <div className="mt-3 space-y-4 border-t border-slate-100 pt-3">
          <StatementSheet id={s.statement_id} />
          {s.status === 'confirmed' && (
            <>
              <form onSubmit={addCorrection} className="flex flex-wrap items-end gap-2" aria-label="정정 항목 추가">
                <label className="flex flex-col text-sm">
                  <span className="mb-1 text-slate-600">정정 금액 (원, 차감은 음수)</span>
                  <input name="won" type="number" required step={1} className="h-11 w-40 rounded-xl border border-slate-300 px-3" />
                </label>
                <label className="flex min-w-0 flex-1 flex-col text-sm">
                  <span className="mb-1 text-slate-600">정정 사유</span>
                  <input name="note" required maxLength={200} className="h-11 rounded-xl border border-slate-300 px-3" />
                </label>
                <button type="submit" className={secondaryButton} disabled={correction.isPending}>
                  정정 추가
                </button>
              </form>
              {s.payee_type === 'business' && (
                <form onSubmit={saveInvoice} className="flex flex-wrap items-end gap-2" aria-label="세금계산서 번호">
                  <label className="flex min-w-0 flex-1 flex-col text-sm">
                    <span className="mb-1 text-slate-600">세금계산서 승인번호</span>
                    <input name="no" required maxLength={40} defaultValue={s.tax_invoice_no ?? ''} className="h-11 rounded-xl border border-slate-300 px-3" />
                  </label>
                  <button type="submit" className={secondaryButton} disabled={invoice.isPending}>
                    기록
                  </button>
                </form>
              )}
              <button type="button" className={primaryButton} disabled={paid.isPending} onClick={() => void run(paid.mutateAsync(s.statement_id))}>
                지급 완료로 표시
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
