import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { Pagination } from '../../../../components/ui/pagination';
import { secondaryButton } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { badge, formatDate, ROLE_LABEL, STATUS_LABEL } from '../../components/labels';
import { useMembers, type MemberSearch } from '../api/search-members';

const STATUSES = ['', 'active', 'suspended', 'withdrawn', 'dormant'] as const;
const fieldClass = 'h-11 rounded-xl border border-slate-300 bg-white px-3 text-[15px] focus:border-accent-600 focus:outline-none';

/** /admin/members: find a member by e-mail, name, nickname or phone; the search lives in the address. */
export default function MembersPage() {
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status')) ?? '';
  const search: MemberSearch = { q: params.get('q') ?? '', status, page: Math.max(1, Number(params.get('page')) || 1) };
  const [typed, setTyped] = useState(search.q);
  const members = useMembers(search);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (typed.trim()) next.set('q', typed.trim());
    if (status) next.set('status', status);
    setParams(next);
  };
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };

  return (
    <section aria-labelledby="members-title" className="space-y-4">
      <h1 id="members-title" className="text-xl font-bold">
        회원 관리
      </h1>
      <form role="search" aria-label="회원 검색" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold text-slate-700">
          검색어
          <input className={fieldClass} value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} placeholder="이메일, 이름, 닉네임, 휴대폰 번호" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          상태
          <select
            className={fieldClass}
            value={status}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.target.value) next.set('status', e.target.value);
              else next.delete('status');
              next.delete('page');
              setParams(next);
            }}
          >
            <option value="">전체</option>
            <option value="active">정상</option>
            <option value="suspended">이용 정지</option>
            <option value="withdrawn">탈퇴</option>
          </select>
        </label>
        <button type="submit" className={secondaryButton}>
          검색
        </button>
      </form>

      {members.isPending && <LoadingMessage label="회원을 찾는 중" />}
      {members.isError && <ErrorMessage message={errorMessage(members.error)} onRetry={() => void members.refetch()} />}
      {members.data && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {members.data.total.toLocaleString('ko-KR')}명
          </p>
          {members.data.list.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">찾는 회원이 없습니다. 검색어를 바꿔 보세요.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
              {members.data.list.map((m) => (
                <li key={m.id}>
                  <Link to={`/admin/members/${m.id}`} className="grid gap-1 px-4 py-3 hover:bg-slate-50 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4">
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-slate-900">
                        {m.user_name || '(이름 없음)'} <span className="font-normal text-slate-500">· {m.nickname}</span>
                      </span>
                      <span className="block truncate text-sm text-slate-600">
                        {m.email} · {m.hpno || '번호 없음'}
                      </span>
                    </span>
                    <span className="flex gap-1">
                      <span className={badge(m.status === 'active' ? 'ok' : m.status === 'suspended' ? 'warn' : 'muted')}>{STATUS_LABEL[m.status]}</span>
                      {m.role !== 'member' && <span className={badge('muted')}>{ROLE_LABEL[m.role]}</span>}
                    </span>
                    <span className="text-sm text-slate-500">가입 {formatDate(m.created_at)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={search.page} total={members.data.total} size={members.data.size} hrefFor={hrefFor} label="회원 목록 페이지" />
        </>
      )}
    </section>
  );
}
