import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { inquiryAnswerBody, type AdminInquiry, type InquiryAnswerBody } from '@school/contracts/admin';
import { FormAlert } from '../../../../components/ui/form';
import { Pagination } from '../../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { StateTabs } from '../../components/state-tabs';
import { schemaResolver } from '../../../../lib/form-schema';
import { formatDateTime } from '../../components/labels';
import { useAnswerInquiry } from '../api/answer-inquiry';
import { useAdminInquiries, type InquiryState } from '../api/get-inquiries';

const TABS: { state: InquiryState; label: string }[] = [
  { state: 'open', label: '답변 대기' },
  { state: 'answered', label: '답변 완료' },
  { state: 'all', label: '전체' },
];

/** /admin/inquiries: members' 1:1 questions, oldest open first; an answer shows on the member's /cs/inquiry. */
export default function InquiriesPage() {
  const [params, setParams] = useSearchParams();
  const state = TABS.find((t) => t.state === params.get('state'))?.state ?? 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdminInquiries(state, page);
  return (
    <section aria-labelledby="inquiries-title" className="space-y-4">
      <h1 id="inquiries-title" className="text-xl font-bold">
        1:1 문의
      </h1>
      <StateTabs label="답변 상태" tabs={TABS} current={state} onSelect={(next) => setParams(next === 'open' ? {} : { state: next })} />
      {list.isPending && <LoadingMessage label="문의를 불러오는 중" />}
      {list.isError && <ErrorMessage message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          {list.data.list.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{state === 'open' ? '답변할 문의가 없습니다.' : '문의가 없습니다.'}</p>}
          <ul className="space-y-3">
            {list.data.list.map((q) => (
              <InquiryCard key={q.inquiry_sn} q={q} />
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} size={30} hrefFor={(p) => `?${new URLSearchParams({ ...(state === 'open' ? {} : { state }), page: String(p) }).toString()}`} />
        </>
      )}
    </section>
  );
}

function InquiryCard({ q }: { q: AdminInquiry }) {
  const answer = useAnswerInquiry();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<InquiryAnswerBody>({ defaultValues: { answer: '' }, resolver: schemaResolver(inquiryAnswerBody) });
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ id: q.inquiry_sn, answer: v.answer });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const id = `answer-${q.inquiry_sn}`;
  return (
    <li className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={q.title}>
      <p className="text-sm text-slate-600">
        [{q.category}] {q.nickname} · {q.email} · {formatDateTime(q.created_at)}
      </p>
      <h2 className="font-semibold text-slate-900">{q.title}</h2>
      <p className="whitespace-pre-wrap break-words text-slate-800">{q.contents}</p>
      {q.answer ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold">답변 ({formatDateTime(q.answered_at)})</p>
          <p className="whitespace-pre-wrap">{q.answer}</p>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-label={`${q.title} 답변`} className="space-y-2">
          <label htmlFor={id} className="block text-sm font-semibold">
            답변
          </label>
          <textarea id={id} rows={4} maxLength={4000} className="w-full rounded-xl border border-slate-300 px-3 py-2" aria-invalid={formState.errors.answer ? true : undefined} {...register('answer')} />
          {formState.errors.answer && <p className="text-sm text-rose-700">{formState.errors.answer.message}</p>}
          <FormAlert message={failure} />
          <button type="submit" disabled={formState.isSubmitting} className="h-11 rounded-xl bg-accent-600 px-4 font-semibold text-white disabled:bg-slate-300">
            답변 등록
          </button>
        </form>
      )}
    </li>
  );
}
