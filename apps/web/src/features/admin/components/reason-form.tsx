import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { adminReasonBody } from '@school/contracts/admin';
import { FormAlert } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { showConfirm } from '../../../lib/popup';
import { schemaResolver } from '../../../lib/form-schema';

interface ReasonValues {
  reason: string;
}

/**
 * A console action that needs a written reason (suspend, sign out, grant): the reason is checked with
 * the contract's own schema, the server's Korean answer is shown, and `extra` adds fields of its own.
 */
export function ReasonForm({
  title,
  submitLabel,
  tone = 'normal',
  extra,
  confirm,
  onSubmit,
}: {
  title: string;
  submitLabel: string;
  tone?: 'normal' | 'danger';
  extra?: ReactNode;
  /** Asked (확인/취소) before the action runs: for what a member feels at once (a suspension). */
  confirm?: string;
  onSubmit: (reason: string) => Promise<{ message: string }>;
}) {
  const id = useId();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<ReasonValues>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(adminReasonBody),
  });
  const submit = handleSubmit(async ({ reason }) => {
    setResult(null);
    if (confirm && !(await showConfirm(confirm, { title, yesText: submitLabel, noText: '취소' }))) return;
    try {
      const done = await onSubmit(reason);
      setResult({ tone: 'info', message: done.message });
      reset();
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  const button =
    tone === 'danger'
      ? 'bg-rose-600 text-white hover:bg-rose-700 disabled:bg-slate-300'
      : 'bg-accent-600 text-white hover:bg-accent-700 disabled:bg-slate-300';
  return (
    <form aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)} className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      {extra}
      <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-700">
        사유
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        maxLength={500}
        aria-invalid={formState.errors.reason ? true : undefined}
        aria-describedby={formState.errors.reason ? `${id}-error` : undefined}
        className="w-full rounded-xl border border-slate-300 px-3 py-2 text-[15px] focus:border-accent-600 focus:outline-none"
        {...register('reason')}
      />
      {formState.errors.reason && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {formState.errors.reason.message}
        </p>
      )}
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <button type="submit" disabled={formState.isSubmitting} className={`inline-flex h-11 items-center rounded-xl px-4 font-semibold ${button}`}>
        {formState.isSubmitting ? '처리 중…' : submitLabel}
      </button>
    </form>
  );
}
