import { useId, type ReactNode } from 'react';
import { openLegalDocument } from '../../legal';
import { useSignupField } from './use-signup-field';

/** 약관 동의: 전체 동의, the two required consents (each with its text) and the optional marketing consent. */
export function ConsentSection() {
  const { form, values, set, errorOf } = useSignupField(['agreeTerms', 'agreePrivacy', 'agreeMarket']);
  const allAgreed = values.agreeTerms && values.agreePrivacy && values.agreeMarket;
  return (
    <fieldset className="rounded-2xl bg-slate-50 p-4">
      <legend className="sr-only">약관 동의</legend>
      <Check
        label={<span className="text-[15px] font-bold text-slate-900">전체 동의</span>}
        description="필수 및 선택 항목에 모두 동의합니다."
        checked={allAgreed}
        onChange={(checked) => {
          form.setValue('agreeTerms', checked);
          form.setValue('agreePrivacy', checked);
          form.setValue('agreeMarket', checked);
          form.clearErrors(['agreeTerms', 'agreePrivacy']);
        }}
      />
      <div className="my-3 h-px bg-slate-200" aria-hidden="true" />
      <ul className="space-y-2.5">
        <li>
          <Check
            label="[필수] 이용약관 동의"
            checked={values.agreeTerms}
            onChange={(c) => set('agreeTerms', c)}
            error={errorOf('agreeTerms')}
            onView={() => void openLegalDocument('terms', '이용약관')}
            viewLabel="이용약관 보기"
          />
        </li>
        <li>
          <Check
            label="[필수] 개인정보 수집 및 이용 동의"
            checked={values.agreePrivacy}
            onChange={(c) => set('agreePrivacy', c)}
            error={errorOf('agreePrivacy')}
            onView={() => void openLegalDocument('collection', '개인정보 수집 및 이용 동의')}
            viewLabel="개인정보 수집 및 이용 동의 보기"
          />
        </li>
        <li>
          <Check
            label="[선택] 마케팅 정보 수신 동의"
            description="이벤트·혜택 소식을 문자와 이메일로 받습니다. 회원정보에서 언제든 바꿀 수 있습니다."
            checked={values.agreeMarket}
            onChange={(c) => set('agreeMarket', c)}
          />
        </li>
      </ul>
    </fieldset>
  );
}

interface CheckProps {
  label: ReactNode;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  onView?: () => void;
  viewLabel?: string;
}

function Check({ label, description, checked, onChange, error, onView, viewLabel }: CheckProps) {
  const errorId = useId();
  return (
    <div>
      <div className="flex items-start gap-2">
        <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-2.5 text-[14px] text-slate-700">
          <input
            type="checkbox"
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-600"
          />
          <span className="min-w-0">
            {label}
            {description && <span className="mt-0.5 block text-[13px] leading-snug text-slate-500">{description}</span>}
          </span>
        </label>
        {onView && (
          <button type="button" onClick={onView} aria-label={viewLabel} className="shrink-0 rounded px-1 text-[13px] text-slate-500 underline underline-offset-2 hover:text-slate-900">
            보기
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 pl-7.5 text-[13px] text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
