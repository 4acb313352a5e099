import { describe, expect, it } from 'vitest';
import { bankTransferFile, maskId, maskName, SelfPayoutError, type Payout } from './settlement.bank.ts';

const payouts: Payout[] = [
  { statementId: 7, month: '2026-11', payeeMemberId: 501, bankCode: '4', accountNo: '123-456-789012', holder: '김강사', payableWon: 303_952 },
  { statementId: 8, month: '2026-11', payeeMemberId: 502, bankCode: '088', accountNo: '110-222-333333', holder: '=주식회사 배움', payableWon: 314_312 },
  { statementId: 9, month: '2026-11', payeeMemberId: 503, bankCode: '020', accountNo: '1002-000-000000', holder: '이강사', payableWon: -70_300 },
];

describe('bank bulk-transfer file', () => {
  it('lists positive payouts in the 대량이체 column layout, formulas defused', () => {
    const file = bankTransferFile(payouts, 900, '배움학교');
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file.split('\r\n')).toEqual([
      '\uFEFF입금은행코드,입금계좌번호,예금주,이체금액,받는분통장표시,보내는분통장표시,메모',
      '004,123456789012,김강사,303952,배움학교정산,정산2611,statement-7',
      '088,110222333333,"\'=주식회사 배움",314312,배움학교정산,정산2611,statement-8',
      '',
    ]);
  });

  it('refuses a file that would pay the operator exporting it', () => {
    expect(() => bankTransferFile(payouts, 502, '배움학교')).toThrow(SelfPayoutError);
  });

  it('masks settlement details when shown', () => {
    expect(maskId('900101-1234567', 6, 0)).toBe('900101*******');
    expect(maskId('123-456-789012', 3, 3)).toBe('123******012');
    expect(maskName('김강사')).toBe('김*사');
    expect(maskName('홍길')).toBe('홍*');
  });
});
