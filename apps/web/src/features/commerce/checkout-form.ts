import { cashReceiptBody, cashReceiptMethods, installmentMinAmount, payMethod, pointsField, type CashReceiptBody, type PayMethod } from '@school/contracts';
import { z } from 'zod';

const agreed = (what: string) => z.boolean().refine((v) => v, { message: `${what}에 동의해 주세요.` });

/**
 * The checkout form: coupon and points as the contract takes them, the payment method (할부 months for a card,
 * 현금영수증 for 계좌이체 and 가상계좌) and the three required agreements.
 */
export const checkoutFormSchema = z
  .object({
  /** '' = no coupon; else the member coupon id. */
  coupon_id: z.string().max(12),
  /** As typed: '' is 0, commas and spaces are ignored. */
  points: z
    .string()
    .max(20)
    .transform((v): unknown => v.replace(/[,\s]/g, '') || '0')
    .pipe(pointsField),
  agree_purchase: agreed('구매조건 확인 및 결제 진행'),
  agree_eft: agreed('전자금융거래 이용약관'),
  agree_privacy: agreed('결제대행사 개인정보 처리 안내'),
  pay_method: payMethod,
  /** '0' = 일시불. */
  installment_months: z.string().max(2),
  cash_receipt_type: z.enum(['none', 'income', 'expense']),
  cash_receipt_identity: z.string().max(20),
})
  .superRefine((v, ctx) => {
    if (v.cash_receipt_type === 'none' || !cashReceiptMethods.includes(v.pay_method)) return;
    const parsed = cashReceiptBody.safeParse({ type: v.cash_receipt_type, identity: v.cash_receipt_identity });
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['cash_receipt_identity'], message: parsed.error.issues[0]?.message ?? '번호를 확인해 주세요.' });
  });
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormOutput = z.output<typeof checkoutFormSchema>;

/** The method part of the order body: 할부 only for a card from 50,000원, 현금영수증 only where it applies. */
export function methodOfForm(form: CheckoutFormOutput, amount: number): { pay_method: PayMethod; installment_months: number; cash_receipt: CashReceiptBody | null } {
  const card = form.pay_method === 'card' && amount >= installmentMinAmount;
  const receipt = cashReceiptMethods.includes(form.pay_method) && form.cash_receipt_type !== 'none';
  return {
    pay_method: form.pay_method,
    installment_months: card ? Number(form.installment_months) || 0 : 0,
    cash_receipt: receipt ? { type: form.cash_receipt_type === 'expense' ? 'expense' : 'income', identity: form.cash_receipt_identity } : null,
  };
}

export const AGREEMENT_FIELDS = [
  { name: 'agree_purchase', key: 'purchase-conditions', label: '구매조건 확인 및 결제 진행 동의' },
  { name: 'agree_eft', key: 'electronic-financial', label: '전자금융거래 이용약관 동의' },
  { name: 'agree_privacy', key: 'payment-privacy', label: '결제대행사 개인정보 처리 안내 확인' },
] as const;

/** Whole won as typed ('1,000' and spaces allowed); null when it is not a usable amount. */
export function parsePoints(raw: string): number | null {
  const cleaned = raw.replace(/[,\s]/g, '');
  if (cleaned === '') return 0;
  const parsed = pointsField.safeParse(cleaned);
  return parsed.success ? parsed.data : null;
}
