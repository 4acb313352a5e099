import { useState } from 'react';
import type { StudioCoupon } from '@school/contracts';
import { KOREA_TIME_ZONE } from '@school/contracts';
import { secondaryButton } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';

const day = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE });
// valid_until is the exclusive end (the next day's 00:00): the last day of use is the moment before it.
const lastDay = (iso: string) => day(new Date(new Date(iso).getTime() - 1).toISOString());
const moment = (iso: string) => new Date(iso).toLocaleString('ko-KR', { timeZone: KOREA_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

interface Props {
  coupon: StudioCoupon;
  /** Ends the coupon now; resolves with the server's Korean message. */
  onEnd: (key: string) => Promise<{ message: string }>;
  /** Downloads a batch's codes as CSV. */
  onDownload: (batch: string) => Promise<void>;
}

/** One of my coupons: how it was used, its batch's codes as CSV, and ending it early after a confirmation (decision 137). */
export function CouponCard({ coupon: c, onEnd, onDownload }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const ended = c.ended === 'Y';

  const end = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const done = await onEnd(c.key);
      setConfirming(false);
      setNotice({ tone: 'info', text: done.message });
    } catch (e) {
      setNotice({ tone: 'error', text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={c.name}>
      <p className="text-sm text-slate-500">
        {c.course_title} · {day(c.valid_from)} ~ {ended ? `${moment(c.valid_until)} 종료` : lastDay(c.valid_until)}
        {c.early_bird === 'Y' && ' · 얼리버드'}
      </p>
      <p className="mt-1 font-semibold text-slate-900">
        {c.name} <span className="text-accent-700">{c.discount} 할인</span>
        {ended && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">종료됨</span>}
      </p>
      <p className="mt-1 font-mono text-sm">{c.code ?? `한 번만 쓰는 번호 ${c.count}장`}</p>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">수량</dt>
          <dd className="font-semibold">{c.count.toLocaleString('ko-KR')}장</dd>
        </div>
        <div>
          <dt className="text-slate-500">등록</dt>
          <dd className="font-semibold">{c.registered.toLocaleString('ko-KR')}명</dd>
        </div>
        <div>
          <dt className="text-slate-500">결제에 사용</dt>
          <dd className="font-semibold">{c.used.toLocaleString('ko-KR')}건</dd>
        </div>
        <div>
          <dt className="text-slate-500">할인해 준 금액</dt>
          <dd className="font-semibold">{won(c.discount_won)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {c.batch && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setNotice(null);
              void onDownload(c.batch!).catch((e: unknown) => setNotice({ tone: 'error', text: errorMessage(e) }));
            }}
          >
            번호 받기 (CSV)
          </button>
        )}
        {!ended && !confirming && (
          <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
            사용 종료
          </button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label="쿠폰 사용 종료 확인" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
          <p>
            지금 종료하면 이 쿠폰{c.batch ? ' 묶음의 모든 번호' : ''}을 더는 등록할 수 없고, 이미 등록했지만 아직 쓰지 않은 회원의 쿠폰도 함께 종료됩니다. 되돌릴 수
            없습니다.
          </p>
          <div className="mt-2 flex gap-2">
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void end()}>
              종료하기
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => setConfirming(false)}>
              취소
            </button>
          </div>
        </div>
      )}
      {notice && (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`mt-2 text-sm ${notice.tone === 'error' ? 'text-red-700' : 'text-emerald-700'}`}>
          {notice.text}
        </p>
      )}
    </li>
  );
}
