import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { cashReceiptMethods, installmentMinAmount, installmentMonthsMax, payMethodLabels, payMethods } from '@school/contracts';
import { TextField } from '../../../components/ui/form';
import type { CheckoutFormInput } from '../checkout-form';
import { formatWon } from '../format';

const MONTHS = Array.from({ length: installmentMonthsMax - 1 }, (_, i) => i + 2);

/**
 * 결제 수단: card (일시불 or 할부 2–12개월 from 50,000원; 무이자 is the card company's, shown in the window), 토스페이,
 * 카카오페이, 네이버페이, 계좌이체, 가상계좌; 현금영수증 (소득공제용 phone, 지출증빙용 business number) for the last two.
 */
export function PayMethodFields(props: {
  register: UseFormRegister<CheckoutFormInput>;
  values: Partial<Pick<CheckoutFormInput, 'pay_method' | 'cash_receipt_type'>>;
  amount: number;
  errors: FieldErrors<CheckoutFormInput>;
}) {
  const method = props.values.pay_method ?? 'card';
  const canInstall = props.amount >= installmentMinAmount;
  const receipt = cashReceiptMethods.includes(method);
  const receiptType = props.values.cash_receipt_type ?? 'none';
  return (
    <fieldset className="space-y-4 rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
      <legend className="px-1 font-bold text-slate-900">결제 수단</legend>
      <div className="grid grid-cols-2 gap-2 desktop:grid-cols-3">
        {payMethods.map((m) => (
          <label key={m} className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl px-3 text-[15px] ring-1 ring-slate-300 has-[:checked]:bg-accent-50 has-[:checked]:ring-2 has-[:checked]:ring-accent-600">
            <input type="radio" value={m} {...props.register('pay_method')} className="size-4 accent-accent-600" />
            {payMethodLabels[m]}
          </label>
        ))}
      </div>
      {method === 'card' && (
        <div>
          <label htmlFor="checkout-installment" className="mb-1.5 block text-sm font-semibold text-slate-800">
            할부
          </label>
          <select id="checkout-installment" {...props.register('installment_months')} disabled={!canInstall} className="h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px] disabled:bg-slate-50">
            <option value="0">일시불</option>
            {canInstall &&
              MONTHS.map((n) => (
                <option key={n} value={String(n)}>
                  {n}개월
                </option>
              ))}
          </select>
          <p className="mt-1 text-xs text-slate-500">
            {canInstall ? '무이자 할부 여부는 카드사 행사에 따라 결제창에서 안내됩니다.' : `할부는 ${formatWon(installmentMinAmount)} 이상 결제할 때 고를 수 있습니다.`}
          </p>
        </div>
      )}
      {method === 'virtual_account' && <p className="text-sm text-slate-600">결제창에서 입금할 계좌를 받습니다. 입금이 확인되면 바로 이용할 수 있고, 기한 안에 입금하지 않으면 주문이 취소됩니다.</p>}
      {receipt && (
        <div className="space-y-3">
          <label htmlFor="checkout-cash-receipt" className="block text-sm font-semibold text-slate-800">
            현금영수증
          </label>
          <select id="checkout-cash-receipt" {...props.register('cash_receipt_type')} className="h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px]">
            <option value="none">신청 안 함</option>
            <option value="income">소득공제용 (휴대폰 번호)</option>
            <option value="expense">지출증빙용 (사업자등록번호)</option>
          </select>
          {receiptType !== 'none' && (
            <TextField
              label={receiptType === 'expense' ? '사업자등록번호' : '휴대폰 번호'}
              inputMode="numeric"
              autoComplete={receiptType === 'expense' ? 'off' : 'tel'}
              placeholder={receiptType === 'expense' ? '123-45-67890' : '010-1234-5678'}
              maxLength={20}
              {...props.register('cash_receipt_identity')}
              error={props.errors.cash_receipt_identity?.message}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
