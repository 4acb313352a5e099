import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { csLimits } from '@school/contracts/plain';
import { secondaryButton } from '../../../components/ui/form';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';

const searchSchema = formSchema({ q: z.string() }, (v) => ({
  q: v.q.length > csLimits.queryMax ? `검색어는 ${csLimits.queryMax}자 이하로 입력해 주세요.` : undefined,
}));
type SearchValues = z.infer<typeof searchSchema>;

/** A search field; an empty search shows everything again. */
export function SearchBox({ label, initial, onSearch }: { label: string; initial: string; onSearch: (q: string) => void }) {
  const { register, handleSubmit, formState } = useForm<SearchValues>({ ...formOptions, defaultValues: { q: initial }, resolver: schemaResolver(searchSchema) });
  const error = formState.errors.q?.message;
  return (
    <form role="search" aria-label={label} noValidate onSubmit={(e) => void handleSubmit((v) => onSearch(v.q.trim()))(e)} className="flex gap-2">
      <input
        type="search"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        maxLength={csLimits.queryMax}
        placeholder="검색어를 입력하세요"
        className="h-12 min-w-0 flex-1 rounded-xl border border-slate-300 px-4 text-[15px] focus:border-accent-600 focus:outline-none"
        {...register('q')}
      />
      <button type="submit" className={secondaryButton}>
        검색
      </button>
      {error && (
        <p role="alert" className="sr-only">
          {error}
        </p>
      )}
    </form>
  );
}
