import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { AGREEMENT_FIELDS, type CheckoutFormInput } from '../checkout-form';
import { openLegalDocument } from '../legal';

/** The three required agreements, each text one click away, and 전체 동의. */
export function Agreements(props: {
  register: UseFormRegister<CheckoutFormInput>;
  setValue: UseFormSetValue<CheckoutFormInput>;
  values: Record<(typeof AGREEMENT_FIELDS)[number]['name'], boolean | undefined>;
  errors: FieldErrors<CheckoutFormInput>;
}) {
  const all = AGREEMENT_FIELDS.every((f) => props.values[f.name]);
  const error = AGREEMENT_FIELDS.map((f) => props.errors[f.name]?.message).find(Boolean);
  return (
    <fieldset className="rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
      <legend className="px-1 font-bold text-slate-900">결제 동의</legend>
      <label className="flex items-center gap-2 border-b border-slate-100 pb-3 font-semibold text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-accent-600"
          checked={all}
          onChange={(e) => AGREEMENT_FIELDS.forEach((f) => props.setValue(f.name, e.target.checked, { shouldValidate: true }))}
        />
        전체 동의
      </label>
      <ul className="mt-3 space-y-2.5">
        {AGREEMENT_FIELDS.map((f) => (
          <li key={f.name} className="flex items-center justify-between gap-3">
            <label className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-accent-600"
                aria-invalid={props.errors[f.name] ? true : undefined}
                {...props.register(f.name)}
              />
              <span>[필수] {f.label}</span>
            </label>
            <button
              type="button"
              onClick={() => void openLegalDocument(f.key, f.label)}
              aria-label={`${f.label} 보기`}
              className="shrink-0 text-[13px] text-slate-500 underline hover:text-slate-800"
            >
              보기
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-3 text-[13px] text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
