import type { Quote } from '@school/contracts';
import { formatDate, formatWon } from '../format';

/** The live breakdown: product − coupon − points = what the payment window charges. */
export function PriceSummary({ quote, updating }: { quote: Quote; updating: boolean }) {
  return (
    <section aria-labelledby="price-summary" className="rounded-2xl bg-slate-50 p-5 mobile:p-4">
      <h2 id="price-summary" className="font-bold text-slate-900">
        결제 금액
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <Row term="상품 금액" value={formatWon(quote.product_price)} />
        <Row term="쿠폰 할인" value={quote.coupon_discount > 0 ? `−${formatWon(quote.coupon_discount)}` : '0원'} />
        <Row term="포인트 사용" value={quote.points_used > 0 ? `−${formatWon(quote.points_used)}` : '0원'} />
      </dl>
      <div className="mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3">
        <span className="font-bold text-slate-900">최종 결제 금액</span>
        <output aria-live="polite" aria-busy={updating} aria-label="최종 결제 금액" className={`text-2xl font-extrabold text-accent-700 ${updating ? 'opacity-60' : ''}`}>
          {formatWon(quote.amount)}
        </output>
      </div>
      <p className="mt-1 text-right text-xs text-slate-500">부가세 {formatWon(quote.vat)} 포함</p>
      <p className="mt-3 text-[13px] text-slate-600">
        이용 기간: {formatDate(quote.valid_from)} ~ {formatDate(quote.valid_until)}
      </p>
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
