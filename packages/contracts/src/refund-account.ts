import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';

/**
 * The buyer's own bank account a 가상계좌 payment is refunded to (decision 094): Toss's cancel API refuses such a
 * refund without `refundReceiveAccount` { bank, accountNumber, holderName }. Other methods go back the way they were
 * paid, so an account is asked for (and accepted) only on a 가상계좌 order.
 *
 * `code` is Toss's own two-digit bank code (its "은행 코드" table: KB국민은행 is '06', not the 금융결제원 '004');
 * Toss's API takes it as `refundReceiveAccount.bank`. Keep the list in step with Toss's table.
 */
export const refundBanks = [
  { code: '06', name: 'KB국민은행' },
  { code: '88', name: '신한은행' },
  { code: '20', name: '우리은행' },
  { code: '81', name: '하나은행' },
  { code: '11', name: 'NH농협은행' },
  { code: '12', name: '단위농협(지역농축협)' },
  { code: '03', name: 'IBK기업은행' },
  { code: '02', name: 'KDB산업은행' },
  { code: '07', name: 'Sh수협은행' },
  { code: '23', name: 'SC제일은행' },
  { code: '27', name: '씨티은행' },
  { code: '90', name: '카카오뱅크' },
  { code: '89', name: '케이뱅크' },
  { code: '92', name: '토스뱅크' },
  { code: '31', name: 'iM뱅크(대구)' },
  { code: '32', name: '부산은행' },
  { code: '39', name: '경남은행' },
  { code: '34', name: '광주은행' },
  { code: '37', name: '전북은행' },
  { code: '35', name: '제주은행' },
  { code: '45', name: '새마을금고' },
  { code: '48', name: '신협' },
  { code: '64', name: '산림조합' },
  { code: '50', name: '저축은행중앙회' },
  { code: '71', name: '우체국' },
  { code: '54', name: 'HSBC은행' },
] as const;
export type RefundBankCode = (typeof refundBanks)[number]['code'];
const bankCodes = refundBanks.map((b) => b.code) as [RefundBankCode, ...RefundBankCode[]];

export function refundBankName(code: string): string {
  return refundBanks.find((b) => b.code === code)?.name ?? code;
}

/** Digits only after hyphens and spaces are dropped; Korean personal accounts are 10–14 digits. */
export const refundAccountNumberMin = 10;
export const refundAccountNumberMax = 14;
export const refundHolderNameMax = 30;

export const refundAccountBody = z.strictObject({
  bank: z.enum(bankCodes, { message: '환불받을 은행을 골라 주세요.' }),
  account_number: text(40)
    .transform((v) => v.replace(/[-\s]/g, ''))
    .refine((v) => /^\d+$/.test(v) && v.length >= refundAccountNumberMin && v.length <= refundAccountNumberMax, {
      message: `계좌번호는 숫자만 ${refundAccountNumberMin}~${refundAccountNumberMax}자리로 입력해 주세요. (- 없이)`,
    }),
  holder_name: text(refundHolderNameMax, { message: '예금주 이름을 입력해 주세요.' })
    .trim()
    .min(1, { message: '예금주 이름을 입력해 주세요.' })
    .max(refundHolderNameMax, { message: `예금주 이름은 ${refundHolderNameMax}자 이하로 입력해 주세요.` }),
});
export type RefundAccountBody = z.input<typeof refundAccountBody>;
export type RefundAccount = z.output<typeof refundAccountBody>;

/** What is shown back: never the whole number, never the whole name. */
export const refundAccountView = z.object({
  bank: z.string(),
  bank_name: z.string(),
  /** e.g. *******7270 */
  account_number_masked: z.string(),
  /** e.g. 홍*동 */
  holder_name_masked: z.string(),
});
export type RefundAccountView = z.infer<typeof refundAccountView>;

export function maskAccountNumber(digits: string): string {
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

export function maskHolderName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
