import { pointsField } from '@school/contracts';
import { z } from 'zod';

const agreed = (what: string) => z.boolean().refine((v) => v, { message: `${what}에 동의해 주세요.` });

/** The checkout form: coupon and points as the contract takes them, and the three required agreements. */
export const checkoutFormSchema = z.object({
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
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

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
