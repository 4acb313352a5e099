import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { StockRegion } from '@school/contracts';
import { PRACTICE_FILL_RULES } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';
import { loginPath } from '../../../lib/navigation';
import { useFeeQuote } from '../api/get-fee-quote';
import { usePlaceOrder } from '../api/place-order';
import { fillNotice, money } from '../format';

/** The words of the order sheet and its rules, in plain Korean (issue 48). */
const GLOSSARY = [
  ['일봉', '하루 동안의 시세를 시가·고가·저가·종가 네 가격으로 모은 것. 장이 끝난 뒤 확정됩니다.'],
  ['시가·종가', '그날 처음 거래된 가격과 마지막으로 거래된 가격.'],
  ['고가·저가', '그날 가장 높았던 가격과 가장 낮았던 가격.'],
  ['시장가', '가격을 정하지 않는 주문. 여기서는 체결되는 날의 종가로 체결됩니다.'],
  ['지정가', '가격을 정하는 주문. 매수는 그 가격 이하로만, 매도는 그 가격 이상으로만 체결됩니다.'],
] as const;

/** A practice order for one stock: side, market or limit, quantity; the fill rule and the fees said before ordering. */
export function OrderForm({ region, code, name, side: initialSide = 'buy' }: { region: StockRegion; code: string; name: string; side?: 'buy' | 'sell' }) {
  const id = useId();
  const loggedIn = useIsLoggedIn();
  const [side, setSide] = useState<'buy' | 'sell'>(initialSide);
  const [kind, setKind] = useState<'market' | 'limit'>('market');
  const [qty, setQty] = useState('1');
  const [limit, setLimit] = useState('');
  const place = usePlaceOrder();
  const count = Number(qty);
  const limitPrice = Number(limit);
  const quote = useFeeQuote(loggedIn && Number.isInteger(count) && count > 0 ? { region, code, side, qty: count, ...(kind === 'limit' && limitPrice > 0 ? { price: limitPrice } : {}) } : null);

  if (!loggedIn) {
    return (
      <p className="text-sm text-slate-700">
        모의투자는 회원 전용입니다.{' '}
        <Link to={loginPath(`${location.pathname}${location.search}`)} className="font-semibold text-accent-700 underline">
          로그인
        </Link>
        하면 가상 1,000만 원과 1만 달러로 연습할 수 있습니다.
      </p>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    place.mutate({ region, code, side, kind, qty: count, limit_price: kind === 'limit' ? limitPrice : null });
  };

  const q = quote.data;
  return (
    <form onSubmit={submit} className="space-y-4" aria-label={`${name} 모의 주문`}>
      <fieldset className="flex gap-2">
        <legend className="sr-only">매수·매도</legend>
        {(['buy', 'sell'] as const).map((s) => (
          <label key={s} className={`flex-1 cursor-pointer rounded-xl py-2 text-center text-sm font-bold ring-1 ${side === s ? (s === 'buy' ? 'bg-red-600 text-white ring-red-600' : 'bg-blue-600 text-white ring-blue-600') : 'bg-white text-slate-700 ring-slate-300'}`}>
            <input type="radio" name={`${id}-side`} value={s} checked={side === s} onChange={() => setSide(s)} className="sr-only" />
            {s === 'buy' ? '매수' : '매도'}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">주문 방식</legend>
        {(['market', 'limit'] as const).map((k) => (
          <label key={k} className="flex items-center gap-1.5">
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
            {k === 'market' ? '시장가 (다음 확정 종가)' : '지정가'}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm font-semibold text-slate-700">
          수량(주)
          <input inputMode="numeric" value={qty} onChange={(e) => setQty(e.target.value.replace(/[^0-9]/g, ''))} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base" />
        </label>
        {kind === 'limit' && (
          <label className="text-sm font-semibold text-slate-700">
            지정가({region === 'kr' ? '원' : '달러'})
            <input inputMode="decimal" value={limit} onChange={(e) => setLimit(e.target.value.replace(/[^0-9.]/g, ''))} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base" />
          </label>
        )}
      </div>
      <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" id={`${id}-rule`}>
        {kind === 'market' ? PRACTICE_FILL_RULES[2] : PRACTICE_FILL_RULES[3]} {PRACTICE_FILL_RULES[1]}
      </p>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold">용어 풀이</summary>
        <dl className="mt-2 space-y-1">
          {GLOSSARY.map(([term, meaning]) => (
            <div key={term}>
              <dt className="inline font-semibold">{term}</dt>
              <dd className="inline">: {meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
      {q && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="예상 금액">
          {q.last_close !== null && (
            <>
              <dt className="text-slate-500">최근 종가 ({q.last_date})</dt>
              <dd className="text-right tabular-nums">{money(q.last_close, region)}</dd>
            </>
          )}
          <dt className="text-slate-500">{kind === 'market' ? '예상 주문 금액' : '주문 금액'}</dt>
          <dd className="text-right tabular-nums">{money(q.amount, region)}</dd>
          <dt className="text-slate-500">수수료</dt>
          <dd className="text-right tabular-nums">{money(q.fee, region)}</dd>
          {side === 'sell' && (
            <>
              <dt className="text-slate-500">{q.tax_label}</dt>
              <dd className="text-right tabular-nums">{money(q.tax, region)}</dd>
            </>
          )}
          <dt className="font-semibold text-slate-700">{side === 'buy' ? '예상 결제 금액' : '예상 받을 금액'}</dt>
          <dd className="text-right font-semibold tabular-nums">{money(q.total, region)}</dd>
        </dl>
      )}
      <button type="submit" disabled={place.isPending || !(count > 0)} aria-describedby={`${id}-rule`} className={`w-full rounded-xl py-3 font-bold text-white disabled:opacity-50 ${side === 'buy' ? 'bg-red-600' : 'bg-blue-600'}`}>
        {side === 'buy' ? '모의 매수 주문' : '모의 매도 주문'}
      </button>
      {place.isError && <p role="alert" className="text-sm font-semibold text-red-700">{errorMessage(place.error)}</p>}
      {place.isSuccess && (
        <p role="status" className="text-sm font-semibold text-emerald-700">
          주문을 접수했습니다. {fillNotice(place.data.trade_from, region)}{' '}
          <Link to="/practice" className="underline">
            내 모의투자 보기
          </Link>
        </p>
      )}
    </form>
  );
}
