import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { secondaryButton } from '../../../../components/ui/form';
import { Pagination } from '../../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../components/labels';
import { useAudit, type AuditFilter } from '../api/get-audit';
import { ACTION_FILTER, actionLabel, changeRows, TARGET_LABEL, targetLabel } from '../../components/audit-labels';

const FIELDS = [
  { name: 'actor', label: '운영자 이메일', type: 'text' },
  { name: 'action', label: '작업', type: 'select', options: ACTION_FILTER },
  { name: 'target_type', label: '대상 종류', type: 'select', options: Object.entries(TARGET_LABEL).map(([value, label]) => ({ value, label })) },
  { name: 'target_id', label: '대상 번호', type: 'text' },
  { name: 'from', label: '시작일', type: 'date' },
  { name: 'to', label: '종료일', type: 'date' },
] as const;

const control = 'h-11 rounded-xl border border-slate-300 bg-white px-3 text-[15px]';

/** /admin/audit: every console change — who, what, before and after, when, from where. Read only. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = { page: Math.max(1, Number(params.get('page')) || 1) };
  for (const f of FIELDS) filter[f.name] = params.get(f.name) ?? '';
  const audit = useAudit(filter);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const f of FIELDS) {
      const raw = data.get(f.name);
      const v = typeof raw === 'string' ? raw.trim() : '';
      if (v) next.set(f.name, v);
    }
    setParams(next);
  };
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };

  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-xl font-bold">
        감사 로그
      </h1>
      <p className="text-sm text-slate-600">콘솔에서 한 모든 변경이 기록됩니다. 기록은 고치거나 지울 수 없습니다.</p>
      <form role="search" aria-label="감사 로그 검색" onSubmit={submit} className="grid gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {FIELDS.map((f) => (
          <label key={f.name} className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
            {f.label}
            {f.type === 'select' ? (
              <select name={f.name} defaultValue={filter[f.name]} className={control}>
                <option value="">전체</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input name={f.name} type={f.type} defaultValue={filter[f.name]} maxLength={254} className={control} />
            )}
          </label>
        ))}
        <button type="submit" className={`${secondaryButton} sm:col-span-3 lg:col-span-6 lg:justify-self-start`}>
          검색
        </button>
      </form>
      {audit.isPending && <LoadingMessage label="기록을 불러오는 중" />}
      {audit.isError && <ErrorMessage message={errorMessage(audit.error)} onRetry={() => void audit.refetch()} />}
      {audit.data && (
        <>
          <p className="text-sm text-slate-600">{audit.data.total.toLocaleString('ko-KR')}건</p>
          <ol className="space-y-2">
            {audit.data.list.map((r) => (
              <li key={r.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
                <p className="flex flex-wrap gap-x-3 font-semibold text-slate-900">
                  <span>{actionLabel(r.action)}</span>
                  <span className="font-normal text-slate-600">
                    {targetLabel(r.target_type)} #{r.target_id}
                  </span>
                  <span className="font-normal text-slate-600">{r.actor_email}</span>
                  <span className="font-normal text-slate-500">
                    {formatDateTime(r.created_at)} · {r.ip ?? '—'}
                  </span>
                </p>
                {r.reason && <p className="mt-1 text-slate-700">사유: {r.reason}</p>}
                <Changes before={r.before} after={r.after} />
              </li>
            ))}
          </ol>
          <Pagination page={filter.page} total={audit.data.total} size={audit.data.size} hrefFor={hrefFor} label="감사 로그 페이지" />
        </>
      )}
    </section>
  );
}

/** Before and after as a small table of the fields that changed, values in Korean. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const rows = changeRows(before, after);
  if (rows.length === 0) return null;
  return (
    <table className="mt-2 w-full max-w-2xl text-left text-xs">
      <caption className="sr-only">바뀐 내용</caption>
      <thead className="text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">
            항목
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            전
          </th>
          <th scope="col" className="py-1 font-semibold">
            후
          </th>
        </tr>
      </thead>
      <tbody className="text-slate-700">
        {rows.map((c) => (
          <tr key={c.field} className="border-t border-slate-100 align-top">
            <th scope="row" className="py-1 pr-3 font-semibold whitespace-nowrap">
              {c.field}
            </th>
            <td className="py-1 pr-3 break-words whitespace-pre-line">{c.before ?? '—'}</td>
            <td className="py-1 break-words whitespace-pre-line">{c.after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
