import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { noticeCategories } from '@school/contracts/plain';
import type { AdminNotice } from '@school/contracts/admin';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { badge, formatDate } from '../../components/labels';
import { useCreateNotice } from '../api/create-notice';
import { useAdminNotices } from '../api/get-notices';
import { useUpdateNotice } from '../api/update-notice';

type NoticeForm = { category: AdminNotice['category']; title: string; body: string; pinned: boolean };
const empty: NoticeForm = { category: 'service', title: '', body: '', pinned: false };

/** /admin/notices: post, edit and pin the notices of /cs/notice. */
export default function NoticesPage() {
  const notices = useAdminNotices();
  const [editing, setEditing] = useState<AdminNotice | null>(null);
  if (notices.isPending) return <LoadingMessage label="공지를 불러오는 중" />;
  if (notices.isError) return <ErrorMessage message={errorMessage(notices.error)} onRetry={() => void notices.refetch()} />;
  return (
    <section aria-labelledby="notices-title" className="grid gap-4 lg:grid-cols-[1fr_28rem]">
      <div className="space-y-3">
        <h1 id="notices-title" className="text-xl font-bold">
          공지사항
        </h1>
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {notices.data.list.map((n) => (
            <li key={n.notice_sn} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="flex items-center gap-1 font-semibold">
                  {n.pinned === 'Y' && <span className={badge('warn')}>고정</span>}
                  <span className="truncate">{n.title}</span>
                </span>
                <span className="block text-sm text-slate-600">
                  {noticeCategories[n.category]} · {formatDate(n.posted_at)}
                </span>
              </span>
              <button type="button" className="h-10 shrink-0 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300" onClick={() => setEditing(n)}>
                수정<span className="sr-only"> {n.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <NoticeEditor key={editing?.notice_sn ?? 'new'} notice={editing} onDone={() => setEditing(null)} />
    </section>
  );
}

function NoticeEditor({ notice, onDone }: { notice: AdminNotice | null; onDone: () => void }) {
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<NoticeForm>({
    defaultValues: notice ? { category: notice.category, title: notice.title, body: notice.body, pinned: notice.pinned === 'Y' } : empty,
  });
  const save = handleSubmit(async (v) => {
    const body = { category: v.category, title: v.title, body: v.body, pinned: v.pinned ? ('Y' as const) : ('N' as const) };
    setResult(null);
    try {
      const done = notice ? await update.mutateAsync({ id: notice.notice_sn, ...body }) : await create.mutateAsync(body);
      setResult({ tone: 'info', message: done.message });
      if (notice) onDone();
      else reset(empty);
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void save(e)} aria-label={notice ? '공지 수정' : '공지 쓰기'} className="h-fit space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold">{notice ? '공지 수정' : '공지 쓰기'}</h2>
      <label className="block text-sm font-semibold">
        분류
        <select className="mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3" {...register('category')}>
          {Object.entries(noticeCategories).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <TextField label="제목" maxLength={200} {...register('title')} />
      <label className="block text-sm font-semibold">
        내용
        <textarea rows={8} maxLength={20000} className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2" {...register('body')} />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('pinned')} /> 목록 맨 위에 고정
      </label>
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {notice ? '저장' : '올리기'}
        </button>
        {notice && (
          <button type="button" className="h-12 rounded-xl px-4 font-semibold ring-1 ring-slate-300" onClick={onDone}>
            취소
          </button>
        )}
      </div>
    </form>
  );
}
