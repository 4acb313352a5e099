import { Link } from 'react-router';
import type { Product } from '@school/contracts';
import { formatWon } from '../format';
import { checkoutPath } from '../paths';

/** One pass or single course: the price (VAT included), the monthly price and exactly what it unlocks. */
export function ProductCard({ product, highlight = false, headingLevel = 3 }: { product: Product; highlight?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `product-${product.product_id}`;
  const saving = product.list_price && product.list_price > product.price ? product.list_price - product.price : 0;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl bg-white p-5 ring-1 ${highlight ? 'ring-2 ring-accent-500' : 'ring-slate-200'}`}
    >
      <p className="text-xs font-bold text-accent-700">
        {product.kind === 'pass' ? `${product.scope.title} · ${product.months}개월` : `단과 · ${product.days}일 수강`}
      </p>
      <Heading id={headingId} className="mt-1 text-lg font-bold text-slate-900">
        {product.title}
      </Heading>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-extrabold text-slate-900">{formatWon(product.price)}</span>
        {saving > 0 && product.list_price && (
          <span className="text-sm text-slate-500">
            <span className="sr-only">정가 </span>
            <s>{formatWon(product.list_price)}</s>
          </span>
        )}
      </p>
      <p className="mt-0.5 text-[13px] text-slate-500">
        {product.monthly_price !== null && <>월 {formatWon(product.monthly_price)} · </>}
        부가세 {formatWon(product.vat)} 포함
        {saving > 0 && <span className="font-semibold text-rose-600"> · {formatWon(saving)} 절약</span>}
      </p>
      <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
        {product.includes.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-[13px] leading-relaxed text-slate-600">{product.refund_rule}</p>
      <Link
        to={checkoutPath(product.product_id)}
        aria-label={`${product.title} 구매하기`}
        className={`mt-4 inline-flex h-12 items-center justify-center rounded-xl px-5 font-semibold ${
          highlight ? 'bg-accent-600 text-white hover:bg-accent-700' : 'bg-white text-accent-800 ring-1 ring-accent-300 hover:bg-accent-50'
        }`}
      >
        구매하기
      </Link>
    </article>
  );
}
