import { useState } from 'react';
import { Link } from 'react-router';
import type { PointEntry } from '@school/contracts';
import { formatPoints } from '../../../lib/copy';
import { useBalance } from '../api/get-balance';
import { formatDate } from '../format';
import { COUPON_PATH } from '../paths';

const REASON_LABEL: Record<PointEntry['reason'], string> = {
  event: '이벤트',
  benefit: '가입 혜택',
  refund: '환불 반환',
  order: '결제 사용',
  expire: '기간 만료',
  order_cancel: '결제 취소 반환',
  admin: '운영자 지급·회수',
};

/** The point balance for /my, with what expires soon and the history (5 entries a page). */
export function PointBalance() {
  const [page, setPage] = useState(1);
  const balance = useBalance(page);
  const data = balance.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  return (
    <section aria-labelledby="my-points" className="rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="my-points" className="font-bold text-slate-900">
          포인트
        </h2>
        <p className="text-xl font-extrabold text-slate-900 tabular-nums">{data ? formatPoints(data.balance) : balance.isError ? '—' : '…'}</p>
      </div>
      {balance.isError && <p className="mt-1 text-sm text-rose-700">포인트를 불러오지 못했습니다.</p>}
      {data && data.expiring_soon > 0 && data.next_expiry && (
        <p className="mt-1 text-sm text-amber-800">
          30일 안에 {formatPoints(data.expiring_soon)}가 사라져요 ({formatDate(data.next_expiry)}부터)
        </p>
      )}
      <p className="mt-1 text-[13px] text-slate-500">
        결제할 때 1P = 1원으로 쓸 수 있어요. <Link to={COUPON_PATH} className="text-accent-700 underline">쿠폰함 보기</Link>
      </p>
      {data && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <h3 className="text-sm font-bold text-slate-700">포인트 내역</h3>
          {data.ledger.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">아직 쌓이거나 쓴 포인트가 없습니다.</p>
          ) : (
            <ul aria-label="포인트 내역" className="mt-1 divide-y divide-slate-100">
              {data.ledger.map((e, i) => (
                <li key={`${e.created_at}-${i}`} className="flex items-start justify-between gap-3 py-2.5 text-sm">
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-800">{REASON_LABEL[e.reason]}</span>
                    <span className="block truncate text-slate-500">{e.description}</span>
                    <span className="block text-xs text-slate-400">
                      <time dateTime={e.created_at}>{formatDate(e.created_at)}</time>
                      {e.delta > 0 && e.expires_at && ` · ${formatDate(e.expires_at)} 소멸 예정`}
                    </span>
                  </span>
                  <span className={`shrink-0 text-right font-bold tabular-nums ${e.delta > 0 ? 'text-accent-700' : 'text-slate-700'}`}>
                    {e.delta > 0 ? '+' : ''}
                    {formatPoints(e.delta)}
                    <span className="block text-xs font-normal text-slate-400">잔액 {formatPoints(e.balance_after)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label="포인트 내역 쪽" className="mt-2 flex items-center justify-between text-sm">
              <button type="button" className="h-11 px-2 font-semibold text-accent-700 disabled:text-slate-300" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                이전
              </button>
              <span className="text-slate-500 tabular-nums">
                {page} / {pages}
              </span>
              <button type="button" className="h-11 px-2 font-semibold text-accent-700 disabled:text-slate-300" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                다음
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}
