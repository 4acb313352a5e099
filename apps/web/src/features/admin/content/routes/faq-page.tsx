import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { faqCategories } from '@school/contracts/plain';
import type { AdminFaq, FaqBody } from '@school/contracts/admin';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useDeleteFaq } from '../api/delete-faq';
import { useAdminFaqs } from '../api/get-faqs';
import { useSaveFaq } from '../api/save-faq';
import { TextArea } from '../components/text-area';

type FaqForm = Omit<FaqBody, 'sort_order'> & { sort_order: string };
const empty: FaqForm = { category: 'account', question: '', answer: '', sort_order: '0' };
const rowButton = 'h-10 shrink-0 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300';

/** /admin/faq: the questions of /cs/faq by category; add, edit, order and delete. */
export default function FaqPage() {
  const faqs = useAdminFaqs();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<AdminFaq | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  if (faqs.isPending) return <LoadingMessage label="자주 묻는 질문을 불러오는 중" />;
  if (faqs.isError) return <ErrorMessage message={errorMessage(faqs.error)} onRetry={() => void faqs.refetch()} />;
  const drop = (f: AdminFaq) => {
    if (!window.confirm(`"${f.question}" 질문을 지울까요?`)) return;
    remove.mutate(f.faq_sn, { onSuccess: (d) => setNotice({ tone: 'info', message: d.message }), onError: (e) => setNotice({ tone: 'error', message: errorMessage(e) }) });
  };
  return (
    <section aria-labelledby="faq-title" className="grid gap-4 lg:grid-cols-[1fr_28rem]">
      <div className="space-y-3">
        <h1 id="faq-title" className="text-xl font-bold">
          자주 묻는 질문
        </h1>
        <FormAlert message={notice?.message} tone={notice?.tone} />
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {faqs.data.list.map((f) => (
            <li key={f.faq_sn} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="block truncate font-semibold">{f.question}</span>
                <span className="block text-sm text-slate-600">
                  {faqCategories[f.category]} · 순서 {f.sort_order}
                </span>
              </span>
              <span className="flex gap-2">
                <button type="button" className={rowButton} onClick={() => setEditing(f)}>
                  수정<span className="sr-only"> {f.question}</span>
                </button>
                <button type="button" className={rowButton} onClick={() => drop(f)} disabled={remove.isPending}>
                  삭제<span className="sr-only"> {f.question}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <FaqEditor key={editing?.faq_sn ?? 'new'} faq={editing} onDone={() => setEditing(null)} />
    </section>
  );
}

function FaqEditor({ faq, onDone }: { faq: AdminFaq | null; onDone: () => void }) {
  const save = useSaveFaq();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<FaqForm>({
    defaultValues: faq ? { category: faq.category, question: faq.question, answer: faq.answer, sort_order: String(faq.sort_order) } : empty,
  });
  const submit = handleSubmit(async (v) => {
    setResult(null);
    try {
      const done = await save.mutateAsync({ id: faq?.faq_sn ?? null, body: { ...v, sort_order: Number(v.sort_order) || 0 } });
      setResult({ tone: 'info', message: done.message });
      if (faq) onDone();
      else reset(empty);
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={faq ? '질문 수정' : '질문 추가'} className="h-fit space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold">{faq ? '질문 수정' : '질문 추가'}</h2>
      <label className="block text-sm font-semibold">
        분류
        <select className="mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3" {...register('category')}>
          {Object.entries(faqCategories).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <TextField label="질문" maxLength={300} {...register('question')} />
      <TextArea label="답변" rows={6} maxLength={10_000} {...register('answer')} />
      <TextField label="순서 (작을수록 위)" inputMode="numeric" {...register('sort_order')} />
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {faq ? '저장' : '추가'}
        </button>
        {faq && (
          <button type="button" className="h-12 rounded-xl px-4 font-semibold ring-1 ring-slate-300" onClick={onDone}>
            취소
          </button>
        )}
      </div>
    </form>
  );
}
