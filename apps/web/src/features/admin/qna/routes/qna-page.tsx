import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { qnaAnswerBody, type QnaAnswerBody, type QnaQueueItem } from '@school/contracts';
import { FormAlert } from '../../../../components/ui/form';
import { Pagination } from '../../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { schemaResolver } from '../../../../lib/form-schema';
import { formatDateTime } from '../../components/labels';
import { StateTabs } from '../../components/state-tabs';
import { useOperator } from '../../api/operator';
import { useAnswerQuestion } from '../api/answer-question';
import { useQnaQueue, type QueueView } from '../api/get-queue';

const TABS: { state: QueueView; label: string; staffOnly?: boolean }[] = [
  { state: 'waiting', label: '답변 대기' },
  { state: 'flagged', label: '투자 조언 요청', staffOnly: true },
  { state: 'answered', label: '답변 완료' },
];

const moment = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * /admin/qna: lecture questions to answer. A teacher sees their own courses' questions, never an advice request
 * staff has not dealt with; staff see every course and the advice requests (decision 095).
 */
export default function QnaPage() {
  const operator = useOperator();
  const staff = operator.data?.role === 'staff' || operator.data?.role === 'admin';
  const tabs = TABS.filter((t) => staff || !t.staffOnly);
  const [params, setParams] = useSearchParams();
  const view = tabs.find((t) => t.state === params.get('view'))?.state ?? 'waiting';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQnaQueue(view, page);
  return (
    <section aria-labelledby="qna-title" className="space-y-4">
      <h1 id="qna-title" className="text-xl font-bold">
        강의 질문
      </h1>
      <StateTabs label="질문 상태" tabs={tabs} current={view} onSelect={(next) => setParams(next === 'waiting' ? {} : { view: next })} />
      {list.isPending && <LoadingMessage label="질문을 불러오는 중" />}
      {list.isError && <ErrorMessage message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          {list.data.items.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{view === 'waiting' ? '답변할 질문이 없습니다.' : '질문이 없습니다.'}</p>}
          <ul className="space-y-3">
            {list.data.items.map((q) => (
              <QuestionCard key={q.question_sn} q={q} />
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} size={20} hrefFor={(p) => `?${new URLSearchParams({ ...(view === 'waiting' ? {} : { view }), page: String(p) }).toString()}`} />
        </>
      )}
    </section>
  );
}

function QuestionCard({ q }: { q: QnaQueueItem }) {
  const answer = useAnswerQuestion();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<QnaAnswerBody>({ defaultValues: { body: '' }, resolver: schemaResolver(qnaAnswerBody) });
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ id: q.question_sn, body: v.body });
      reset();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const id = `qna-answer-${q.question_sn}`;
  return (
    <li className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={q.title}>
      <p className="text-sm text-slate-600">
        {q.course_title} · {q.lecture_title} · {moment(q.moment_sec)} · {q.author} · {formatDateTime(q.created_at)}
        {q.me_too > 0 && ` · 나도 궁금해요 ${q.me_too}`}
      </p>
      {q.flagged === 'Y' && <p className="rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-900">투자 조언 요청으로 분류됨: {q.flag_reason}</p>}
      <h2 className="font-semibold text-slate-900">{q.title}</h2>
      <p className="whitespace-pre-wrap break-words text-slate-800">{q.body}</p>
      {q.answers.map((a) => (
        <div key={a.answer_sn} className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold">
            {a.author} ({formatDateTime(a.created_at)})
          </p>
          <p className="whitespace-pre-wrap">{a.body}</p>
        </div>
      ))}
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={`${q.title} 답변`} className="space-y-2">
        <label htmlFor={id} className="block text-sm font-semibold">
          {q.answered === 'Y' ? '답변 덧붙이기' : '답변'}
        </label>
        <textarea id={id} rows={4} maxLength={4000} className="w-full rounded-xl border border-slate-300 px-3 py-2" aria-invalid={formState.errors.body ? true : undefined} {...register('body')} />
        {formState.errors.body && <p className="text-sm text-rose-700">{formState.errors.body.message}</p>}
        <FormAlert message={failure} />
        <button type="submit" disabled={formState.isSubmitting} className="h-11 rounded-xl bg-accent-600 px-4 font-semibold text-white disabled:bg-slate-300">
          답변 등록
        </button>
      </form>
    </li>
  );
}
