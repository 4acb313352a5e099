import { csvFile } from '../../lib/csv.ts';

/**
 * The month's payouts as a bank bulk-transfer (대량이체) upload: the column set most 기업 인터넷뱅킹 services accept
 * for a CSV/Excel upload — 입금은행코드 (금융결제원 3-digit code), 입금계좌번호 (digits only), 예금주, 이체금액,
 * 받는분 통장표시, 보내는분 통장표시, 메모. UTF-8 with a BOM; a bank that wants EUC-KR gets it re-saved by Excel.
 */

export interface Payout {
  statementId: number;
  month: string;
  payeeMemberId: number;
  bankCode: string;
  accountNo: string;
  holder: string;
  payableWon: number;
}

export class SelfPayoutError extends Error {}

/** A printed 통장표시 is at most 7 Korean characters at most banks; longer text is cut, not refused. */
const memo = (text: string) => [...text].slice(0, 7).join('');

export function bankTransferFile(payouts: Payout[], operatorMemberId: number, senderLabel: string): string {
  // Nobody, staff included, exports a transfer to themselves; the whole file is refused rather than quietly trimmed.
  if (payouts.some((p) => p.payeeMemberId === operatorMemberId)) throw new SelfPayoutError();
  const rows = payouts
    .filter((p) => p.payableWon > 0)
    .map((p) => [
      p.bankCode.padStart(3, '0'),
      p.accountNo.replace(/\D/g, ''),
      p.holder,
      p.payableWon,
      memo(`${senderLabel}정산`),
      memo(`정산${p.month.slice(2).replace('-', '')}`),
      `statement-${p.statementId}`,
    ]);
  return csvFile(['입금은행코드', '입금계좌번호', '예금주', '이체금액', '받는분통장표시', '보내는분통장표시', '메모'], rows);
}

/** 주민등록번호 / 사업자등록번호 / 계좌 shown masked: only the first and last few characters survive. */
export function maskId(value: string, keepStart: number, keepEnd: number): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length <= keepStart + keepEnd) return '*'.repeat(digits.length);
  return digits.slice(0, keepStart) + '*'.repeat(digits.length - keepStart - keepEnd) + digits.slice(digits.length - keepEnd);
}

/** 실명 masked as 김*수 / 홍*. */
export function maskName(name: string): string {
  const c = [...name];
  if (c.length <= 1) return '*';
  if (c.length === 2) return `${c[0]}*`;
  return c[0] + '*'.repeat(c.length - 2) + c[c.length - 1];
}
