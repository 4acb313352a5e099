import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { koreanDay, noticeDays, shiftDay, startOfKoreanDay } from '@school/contracts';
import { legalTypes } from '@school/contracts/plain';
import type { AdminLegalDoc } from '@school/contracts/admin';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { getLegalDocument } from '../../../legal';
import { TextArea } from '../../content/components/text-area';
import { badge, formatDate } from '../../components/labels';
import { useAdminLegal } from '../api/get-legal';
import { usePublishLegal } from '../api/publish-legal';


/** /admin/legal (admin): each legal text's versions with agreements and objections; publish a new version. */
export default function LegalPage() {
  const docs = useAdminLegal();
  const [editing, setEditing] = useState<AdminLegalDoc | null>(null);
  if (docs.isPending) return <LoadingMessage label="약관을 불러오는 중" />;
  if (docs.isError) return <ErrorMessage message={errorMessage(docs.error)} onRetry={() => void docs.refetch()} />;
  return (
    <section aria-labelledby="legal-title" className="grid gap-4 lg:grid-cols-[1fr_32rem]">
      <div className="space-y-3">
        <h1 id="legal-title" className="text-xl font-bold">
          약관 관리
        </h1>
        <p className="text-sm text-slate-600">
          새 판은 공지한 날부터 이용약관 10일, 그 밖의 문서 7일 뒤에 시행됩니다. 회원은 다음 방문 때 안내를 받고, 이용약관·수집 동의는 안내를 본 뒤 14일 안에 거부하지
          않으면 동의로 기록됩니다.
        </p>
        <ul className="space-y-3">
          {docs.data.list.map((d) => (
            <li key={d.doc_type} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-bold">{d.title}</h2>
                <button type="button" className="h-10 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300" onClick={() => setEditing(d)}>
                  새 판 공지<span className="sr-only"> {d.title}</span>
                </button>
              </div>
              <ul className="mt-2 space-y-1 text-sm text-slate-600">
                {d.versions.map((v) => (
                  <li key={v.version} className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-800">제{v.version}판</span>
                    {v.version === d.current_version && <span className={badge('ok')}>시행 중</span>}
                    {d.current_version !== null && v.version > d.current_version && <span className={badge('warn')}>시행 예정</span>}
                    <span>
                      {formatDate(startOfKoreanDay(v.effective_on).toISOString())} 시행 · 동의 {v.agreed} · 거부 {v.objected}
                    </span>
                    <span className="w-full text-slate-500">{v.summary}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      {editing ? <PublishForm key={editing.doc_type} doc={editing} onDone={() => setEditing(null)} /> : <p className="text-sm text-slate-600">공지할 약관의 ‘새 판 공지’를 누르세요.</p>}
    </section>
  );
}

type Form = { title: string; html: string; effective_on: string; summary: string };

function PublishForm({ doc, onDone }: { doc: AdminLegalDoc; onDone: () => void }) {
  const type = doc.doc_type;
  const publish = usePublishLegal();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const earliest = shiftDay(koreanDay(), noticeDays(type));
  const { register, handleSubmit, formState } = useForm<Form>({
    // The form starts from the newest version's text.
    defaultValues: async () => {
      const newest = doc.versions[0]?.version;
      const current = await getLegalDocument(type, newest);
      return { title: current.title, html: current.html, effective_on: earliest, summary: '' };
    },
  });
  const submit = handleSubmit(async (v) => {
    setResult(null);
    try {
      const done = await publish.mutateAsync({ type, body: v });
      setResult({ tone: 'info', message: `${done.message} (제${done.data.version}판)` });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  if (formState.isLoading) return <LoadingMessage label="지금 판을 불러오는 중" />;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={`${legalTypes[type]} 새 판 공지`} className="h-fit space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold">{legalTypes[type]} 새 판 공지</h2>
      <TextField label="제목" maxLength={100} {...register('title')} />
      <TextField label="시행일" type="date" min={earliest} hint={`${earliest} 이후로 정할 수 있습니다.`} {...register('effective_on')} />
      <TextArea label="개정 내용 (회원 안내에 그대로 나갑니다)" rows={3} maxLength={2000} {...register('summary')} />
      <TextArea label="본문 (HTML: 제목, 문단, 목록, 표만 남습니다)" rows={16} className="w-full rounded-xl border border-slate-300 px-4 py-3 text-xs" {...register('html')} />
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          공지하기
        </button>
        <button type="button" className="h-12 rounded-xl px-4 font-semibold ring-1 ring-slate-300" onClick={onDone}>
          닫기
        </button>
      </div>
    </form>
  );
}
