import { useId } from 'react';
import { refundAccountBody, refundBanks, refundAccountNumberMax, refundHolderNameMax, type RefundAccountBody, type RefundAccountView } from '@school/contracts';
import { TextField } from './form';

export interface RefundAccountInput {
  bank: string;
  account_number: string;
  holder_name: string;
}
export type RefundAccountErrors = Partial<Record<keyof RefundAccountInput, string>>;

export const emptyRefundAccount: RefundAccountInput = { bank: '', account_number: '', holder_name: '' };

/** Checks the fields with the contract's own rules: the account to send, or the Korean message of each wrong field. */
export function checkRefundAccount(v: RefundAccountInput): { ok: true; value: RefundAccountBody } | { ok: false; errors: RefundAccountErrors } {
  const parsed = refundAccountBody.safeParse(v);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: RefundAccountErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof RefundAccountInput;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * 가상계좌 refunds are paid by bank transfer into the buyer's own account (decision 094): bank, account number and
 * holder. Shown only for a 가상계좌 order; an account already given is shown masked.
 */
export function RefundAccountFields({
  value,
  errors,
  onChange,
  saved,
}: {
  value: RefundAccountInput;
  errors: RefundAccountErrors;
  onChange: (next: RefundAccountInput) => void;
  saved: RefundAccountView | null;
}) {
  const bankId = useId();
  const set = (field: keyof RefundAccountInput) => (e: { target: { value: string } }) => onChange({ ...value, [field]: e.target.value });
  return (
    <fieldset className="mt-4 space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold text-slate-800">환불받을 계좌</legend>
      <p className="text-sm text-slate-600">가상계좌(무통장입금)로 결제한 주문은 입력한 본인 계좌로 환불됩니다.</p>
      {saved && (
        <p className="text-sm text-slate-600">
          지난번 입력한 계좌: {saved.bank_name} {saved.account_number_masked} ({saved.holder_name_masked})
        </p>
      )}
      <div>
        <label htmlFor={bankId} className="mb-1.5 block text-sm font-semibold text-slate-800">
          은행
        </label>
        <select
          id={bankId}
          value={value.bank}
          onChange={set('bank')}
          aria-invalid={errors.bank ? true : undefined}
          aria-describedby={errors.bank ? `${bankId}-message` : undefined}
          className={`h-12 w-full rounded-xl border bg-white px-3 text-[15px] ${errors.bank ? 'border-rose-400' : 'border-slate-300'}`}
        >
          <option value="">은행을 고르세요</option>
          {refundBanks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        {errors.bank && (
          <p id={`${bankId}-message`} className="mt-1.5 text-[13px] text-rose-600">
            {errors.bank}
          </p>
        )}
      </div>
      <TextField
        label="계좌번호"
        inputMode="numeric"
        autoComplete="off"
        placeholder="- 없이 숫자만"
        maxLength={refundAccountNumberMax + 6}
        value={value.account_number}
        onChange={set('account_number')}
        error={errors.account_number}
        hint="본인 명의 계좌의 번호를 - 없이 숫자만 입력해 주세요."
      />
      <TextField label="예금주" autoComplete="name" maxLength={refundHolderNameMax} value={value.holder_name} onChange={set('holder_name')} error={errors.holder_name} />
    </fieldset>
  );
}
