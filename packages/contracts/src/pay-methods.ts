import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';

/**
 * Payment methods at checkout (issue 28, decision 094): card (일시불 or 할부), the 간편결제 (토스페이, 카카오페이,
 * 네이버페이), 계좌이체 and 가상계좌, all through Toss Payments; 현금영수증 for 계좌이체 and 가상계좌.
 */

export const payMethods = ['card', 'tosspay', 'kakaopay', 'naverpay', 'transfer', 'virtual_account'] as const;
export const payMethod = z.enum(payMethods, { message: '결제 수단을 골라 주세요.' });
export type PayMethod = z.infer<typeof payMethod>;
export const payMethodLabels: Record<PayMethod, string> = {
  card: '신용·체크카드',
  tosspay: '토스페이',
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
  transfer: '계좌이체',
  virtual_account: '가상계좌 (무통장입금)',
};
/** The methods a 현금영수증 can be asked for (cash paid through the provider). */
export const cashReceiptMethods: readonly PayMethod[] = ['transfer', 'virtual_account'];

/** 할부: 2–12 months, from 50,000원 (Korean card rule); 0 = 일시불. */
export const installmentMinAmount = 50_000;
export const installmentMonthsMax = 12;
export const installmentMonths = z.coerce
  .number({ message: '할부 개월 수는 숫자여야 합니다.' })
  .int({ message: '할부 개월 수가 올바르지 않습니다.' })
  .refine((v) => v === 0 || (v >= 2 && v <= installmentMonthsMax), { message: '할부는 2~12개월 중에서 고를 수 있습니다.' });

export const cashReceiptTypes = ['income', 'expense'] as const;
export const cashReceiptType = z.enum(cashReceiptTypes, { message: '현금영수증 종류를 골라 주세요.' });
export type CashReceiptType = z.infer<typeof cashReceiptType>;
export const cashReceiptTypeLabels: Record<CashReceiptType, string> = { income: '소득공제용', expense: '지출증빙용' };

/** 소득공제용: a mobile number; 지출증빙용: a 10-digit business registration number. Hyphens and spaces are dropped. */
export const cashReceiptBody = z
  .strictObject({
    type: cashReceiptType,
    identity: text(20).transform((v) => v.replace(/[-\s]/g, '')),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'income' && !/^01[016789]\d{7,8}$/.test(v.identity)) {
      ctx.addIssue({ code: 'custom', path: ['identity'], message: '소득공제용 현금영수증은 휴대폰 번호(010으로 시작)를 입력해 주세요.' });
    }
    if (v.type === 'expense' && !/^\d{10}$/.test(v.identity)) {
      ctx.addIssue({ code: 'custom', path: ['identity'], message: '지출증빙용 현금영수증은 사업자등록번호 10자리를 입력해 주세요.' });
    }
  });
export type CashReceiptBody = z.input<typeof cashReceiptBody>;

export const cashReceiptStatuses = ['requested', 'issued', 'failed', 'cancelled'] as const;
export type CashReceiptStatus = (typeof cashReceiptStatuses)[number];
export const cashReceiptStatusLabels: Record<CashReceiptStatus, string> = { requested: '발급 대기', issued: '발급 완료', failed: '발급 실패', cancelled: '발급 취소' };

export const cashReceiptView = z.object({
  type: cashReceiptType,
  type_label: z.string(),
  /** e.g. 010-****-5678 or 123-45-***** */
  identity_masked: z.string(),
  status: z.enum(cashReceiptStatuses),
  status_label: z.string(),
  /** Toss's (or the sandbox's) receipt page; null until issued. */
  receipt_url: z.string().nullable(),
});
export type CashReceiptView = z.infer<typeof cashReceiptView>;

/** 가상계좌: where to deposit and by when (ISO). */
/** 가상계좌 as the buyer needs it at the bank: 은행, 계좌번호, 예금주 (null on accounts issued before it was kept), 입금 기한. */
export const virtualAccountView = z.object({ bank: z.string(), account_number: z.string(), holder: z.string().nullable(), due_at: z.string().nullable() });
export type VirtualAccountView = z.infer<typeof virtualAccountView>;

/** Toss's DEPOSIT_CALLBACK (가상계좌 입금·입금 취소): checked against the secret Toss gave for that payment. */
export const depositCallbackBody = z
  .object({
    createdAt: text(100).optional(),
    secret: text(200),
    orderId: text(64),
    status: text(50),
    transactionKey: text(200).optional(),
  })
  .loose();
export const depositCallbackResponse = z.object({ outcome: z.string() });
