import { z } from 'zod';
import '../zod-locale.ts';
import { idField, idParam } from '../id-param.ts';
import { text } from '../text.ts';

// Teacher settlement (decision 118): contract terms as versions, sealed payee details shown masked, monthly
// statements from the ledger, their confirmation, corrections, the bank file and the paid mark.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const settlementMonth = text(7).regex(MONTH, { message: '정산 월은 2026-09 처럼 연-월로 입력해 주세요.' });

export const settlementMonthQuery = z.object({ month: settlementMonth }).strict();
export const settlementMonthBody = z.object({ month: settlementMonth }).strict();
export const statementParams = z.object({ statement_id: idParam('정산서') });
export const payeeParams = z.object({ teacher_sn: idParam('강사') });
export const termsQuery = z.object({ teacher_sn: idParam('강사') }).strict();

const payeeType = z.enum(['individual', 'business'], { message: '개인 또는 사업자를 골라 주세요.' });
const statementStatus = z.enum(['draft', 'confirmed', 'paid']);
const lineKind = z.enum(['sale', 'refund_clawback', 'teacher_coupon', 'fee', 'platform_share', 'subscription_share', 'withholding_income', 'withholding_local', 'carry_over', 'correction']);

/** A contract version: from the 1st of a month on, the teacher's share of a course (or, with no course, of the pool). */
export const settlementTermsBody = z
  .object({
    teacher_sn: idField('강사'),
    course_sn: idField('강의').nullable(),
    teacher_share_pct: z.number({ message: '배분율은 숫자로 입력해 주세요.' }).min(0, { message: '배분율은 0~100% 사이여야 합니다.' }).max(100, { message: '배분율은 0~100% 사이여야 합니다.' }).multipleOf(0.01, { message: '배분율은 소수 둘째 자리까지 입력해 주세요.' }),
    valid_from: text(10).regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, { message: '계약 조건은 매월 1일부터 시작합니다 (예: 2026-12-01).' }),
  })
  .strict();
export type SettlementTermsBody = z.infer<typeof settlementTermsBody>;

export const settlementTermRow = z.object({
  term_id: z.number(),
  teacher_sn: z.number(),
  course_sn: z.number().nullable(),
  course_title: z.string().nullable(),
  teacher_share_pct: z.number(),
  valid_from: z.string(),
  created_at: z.string(),
});
export const settlementTerms = z.object({ list: z.array(settlementTermRow) });

const digits = (label: string, min: number, max: number) =>
  text(max + 4)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), { message: `${label}는 숫자 ${min === max ? min : `${min}~${max}`}자리로 입력해 주세요.` }));

/** The details a payee is paid with; sealed at rest, never returned in clear. */
export const settlementPayeeBody = z
  .object({
    payee_type: payeeType,
    real_name: text(50).trim().min(2, { message: '실명(또는 상호)을 입력해 주세요.' }),
    /** 주민등록번호 (13 digits) for an individual, 사업자등록번호 (10 digits) for a business. */
    id_number: digits('주민등록번호·사업자등록번호', 10, 13),
    bank_code: text(3).regex(/^\d{3}$/, { message: '은행 코드는 금융결제원 3자리 숫자입니다 (예: 004 국민은행).' }),
    account_no: digits('계좌번호', 6, 16),
  })
  .strict()
  .refine((p) => p.id_number.length === (p.payee_type === 'individual' ? 13 : 10), {
    message: '개인은 주민등록번호 13자리, 사업자는 사업자등록번호 10자리를 입력해 주세요.',
    path: ['id_number'],
  });
export type SettlementPayeeBody = z.infer<typeof settlementPayeeBody>;

export const settlementPayee = z.object({
  teacher_sn: z.number(),
  teacher: z.string(),
  payee_type: payeeType,
  real_name_masked: z.string(),
  id_number_masked: z.string(),
  bank_code: z.string(),
  account_masked: z.string(),
  updated_at: z.string(),
});
export const settlementPayees = z.object({ list: z.array(settlementPayee) });
export const settlementOwnPayee = z.object({ payee: settlementPayee.nullable() });

export const settlementLine = z.object({ kind: lineKind, course_sn: z.number().nullable(), course_title: z.string().nullable(), won: z.number(), note: z.string(), created_at: z.string() });

export const settlementStatementRow = z.object({
  statement_id: z.number(),
  teacher_sn: z.number(),
  teacher: z.string(),
  month: z.string(),
  status: statementStatus,
  payee_type: payeeType,
  taxable_won: z.number(),
  income_tax_won: z.number(),
  local_tax_won: z.number(),
  payable_won: z.number(),
  /** payable_won plus the corrections added after confirmation: what is (or was) paid. */
  to_pay_won: z.number(),
  tax_invoice_no: z.string().nullable(),
  /** The Korean date the month's statements are confirmed (the 7th business day of the next month). */
  confirm_on: z.string(),
  confirmed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type SettlementStatementRow = z.infer<typeof settlementStatementRow>;
export const settlementStatements = z.object({ list: z.array(settlementStatementRow) });
export const settlementStatement = settlementStatementRow.extend({ lines: z.array(settlementLine) });
export type SettlementStatement = z.infer<typeof settlementStatement>;

export const settlementComputed = z.object({ month: z.string(), computed: z.number(), locked: z.number(), skipped: z.array(z.string()) });
export const settlementConfirmed = z.object({ month: z.string(), confirmed: z.number() });

export const settlementCorrectionBody = z
  .object({
    won: z.number({ message: '금액을 숫자로 입력해 주세요.' }).int({ message: '금액은 원 단위 정수로 입력해 주세요.' }).min(-100_000_000).max(100_000_000).refine((v) => v !== 0, { message: '0원이 아닌 금액을 입력해 주세요.' }),
    note: text(200).trim().min(2, { message: '정정 사유를 입력해 주세요.' }),
  })
  .strict();
export const settlementInvoiceBody = z.object({ tax_invoice_no: text(40).trim().regex(/^[0-9A-Za-z-]{8,40}$/, { message: '세금계산서 승인번호를 확인해 주세요 (영문·숫자·하이픈 8~40자).' }) }).strict();
