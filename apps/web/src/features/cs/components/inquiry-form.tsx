import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE, csLimits, inquiryCategories } from '@school/contracts/plain';
import { focusFirstInvalid, FormAlert, primaryButton, TextField } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';
import { useCreateInquiryMutation } from '../api/create-inquiry';
import { useSendContactMutation } from '../api/send-contact';
import { groupDigits } from '../../../lib/format';

const blank = (s: string) => s.trim().length === 0;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const inquirySchema = formSchema({ name: z.string(), email: z.string(), category: z.string(), title: z.string(), contents: z.string(), guest: z.boolean() }, (v) => ({
  name: !v.guest ? undefined : blank(v.name) ? '이름을 입력해 주세요.' : v.name.trim().length > 30 ? '이름은 30자 이하로 입력해 주세요.' : undefined,
  email: !v.guest ? undefined : emailPattern.test(v.email.trim()) ? undefined : '답변을 받을 이메일을 정확히 입력해 주세요.',
  category: v.category in inquiryCategories ? undefined : '문의 분류를 선택해 주세요.',
  title: blank(v.title) ? '제목을 입력해 주세요.' : v.title.trim().length > csLimits.inquiryTitleMax ? `제목은 ${csLimits.inquiryTitleMax}자 이하로 입력해 주세요.` : undefined,
  contents: blank(v.contents)
    ? '내용을 입력해 주세요.'
    : v.contents.trim().length > csLimits.inquiryContentsMax
      ? `내용은 ${csLimits.inquiryContentsMax}자 이하로 입력해 주세요.`
      : undefined,
}));
type InquiryValues = z.infer<typeof inquirySchema>;

/**
 * Writes a 1:1 inquiry; the list below shows it as 답변 대기 until an operator answers. `guest`: the signed-out
 * contact form (a suspended member, a visitor), which also asks a name and the e-mail the answer goes to.
 */
export function InquiryForm({ onDone, guest = false }: { onDone: () => void; guest?: boolean }) {
  const queryClient = useQueryClient();
  const member = useCreateInquiryMutation();
  const contact = useSendContactMutation();
  const mutation = guest ? contact : member;
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, reset, control, formState } = useForm<InquiryValues>({
    ...formOptions,
    defaultValues: { name: '', email: '', category: '', title: '', contents: '', guest },
    resolver: schemaResolver(inquirySchema),
  });
  const contents = useWatch({ control, name: 'contents' });
  const errors = formState.errors;

  async function onValid(v: InquiryValues) {
    setResult(null);
    try {
      const body = { category: v.category as keyof typeof inquiryCategories, title: v.title.trim(), contents: v.contents.trim() };
      const response = guest ? await contact.mutateAsync({ ...body, name: v.name.trim(), email: v.email.trim() }) : await member.mutateAsync(body);
      setResult({ ok: response.code === SUCCESS_CODE, message: response.message });
      if (response.code === SUCCESS_CODE) {
        reset();
        await queryClient.invalidateQueries({ queryKey: ['my', 'inquiry'] });
        onDone();
      }
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  return (
    <form
      aria-label={guest ? '고객센터 문의 작성' : '1:1 문의 작성'}
      noValidate
      onSubmit={(e) => {
        const form = e.currentTarget;
        void handleSubmit(onValid, () => requestAnimationFrame(() => focusFirstInvalid(form)))(e);
      }}
      className="space-y-4 rounded-2xl border border-slate-200 p-6 mobile:p-4"
    >
      {guest && (
        <>
          <TextField label="이름" autoComplete="name" maxLength={30} {...register('name')} error={errors.name?.message} />
          <TextField label="답변 받을 이메일" type="email" autoComplete="email" inputMode="email" maxLength={254} {...register('email')} error={errors.email?.message} />
        </>
      )}
      <div>
        <label htmlFor="inquiry-category" className="mb-1.5 block text-sm font-semibold text-slate-800">
          문의 분류
        </label>
        <select
          id="inquiry-category"
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? 'inquiry-category-message' : undefined}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px]"
          {...register('category')}
        >
          <option value="">분류 선택</option>
          {Object.entries(inquiryCategories).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
        {errors.category && (
          <p id="inquiry-category-message" className="mt-1.5 text-[13px] text-rose-600">
            {errors.category.message}
          </p>
        )}
      </div>
      <TextField label="제목" maxLength={csLimits.inquiryTitleMax} {...register('title')} error={errors.title?.message} />
      <div>
        <label htmlFor="inquiry-contents" className="mb-1.5 block text-sm font-semibold text-slate-800">
          내용
        </label>
        <textarea
          id="inquiry-contents"
          rows={6}
          maxLength={csLimits.inquiryContentsMax}
          aria-invalid={errors.contents ? true : undefined}
          aria-describedby="inquiry-contents-message"
          className="w-full rounded-xl border border-slate-300 p-4 text-[15px] leading-6"
          {...register('contents')}
        />
        <p id="inquiry-contents-message" className={`mt-1.5 text-[13px] ${errors.contents ? 'text-rose-600' : 'text-slate-500'}`}>
          {errors.contents?.message ?? `${groupDigits(contents.length)} / ${groupDigits(csLimits.inquiryContentsMax)}자`}
        </p>
      </div>
      <FormAlert message={result && !result.ok ? result.message : null} />
      {result?.ok && (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800">
          {result.message}
        </p>
      )}
      <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
        문의 등록
      </button>
    </form>
  );
}
