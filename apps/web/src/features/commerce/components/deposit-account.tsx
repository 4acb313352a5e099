import { useState } from 'react';
import type { VirtualAccountView } from '@school/contracts';
import { formatDateTime, formatWon } from '../format';

/**
 * A 가상계좌 waiting for its deposit, as the buyer needs it at the bank: 은행, 계좌번호 (with 복사), 예금주, 입금액 and
 * 기한. The same facts the 입금 안내 mail and SMS carry.
 */
export function DepositAccount({ account, amount }: { account: VirtualAccountView; amount: number }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(account.account_number);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <section aria-label="입금 계좌" className="rounded-2xl bg-sky-50 p-5 text-sky-950 ring-1 ring-sky-200 mobile:p-4">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <dt className="text-sky-800">은행</dt>
        <dd className="text-right font-semibold">{account.bank}</dd>
        <dt className="text-sky-800">계좌번호</dt>
        <dd className="text-right text-base font-bold tracking-wide break-all tabular-nums">{account.account_number}</dd>
        {account.holder && (
          <>
            <dt className="text-sky-800">예금주</dt>
            <dd className="text-right font-semibold">{account.holder}</dd>
          </>
        )}
        <dt className="text-sky-800">입금액</dt>
        <dd className="text-right text-base font-bold">{formatWon(amount)}</dd>
        {account.due_at && (
          <>
            <dt className="text-sky-800">입금 기한</dt>
            <dd className="text-right font-semibold">{formatDateTime(account.due_at)}까지</dd>
          </>
        )}
      </dl>
      <button
        type="button"
        onClick={() => void copy()}
        className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-xl bg-sky-700 font-semibold text-white hover:bg-sky-800"
      >
        계좌번호 복사
      </button>
      <p role="status" className="mt-2 min-h-5 text-center text-[13px] text-sky-900">
        {copied === 'yes' ? '계좌번호를 복사했습니다.' : copied === 'no' ? '복사하지 못했습니다. 계좌번호를 길게 눌러 복사해 주세요.' : ''}
      </p>
      <p className="text-[13px] leading-relaxed text-sky-900">
        입금액이 정확해야 확인됩니다. 입금이 확인되면 바로 수강할 수 있고, 알림을 보내 드립니다. 기한이 지나면 주문은 자동으로 취소됩니다.
      </p>
    </section>
  );
}
