import { Link } from 'react-router';
import { useProducts } from '../api/get-products';
import { formatWon } from '../format';
import { checkoutPath } from '../paths';

/**
 * The course page's price box: the single course and the passes that include it
 * (GET /api/payment/products?course_sn=), each straight to checkout.
 */
export function CoursePurchaseOptions({ courseSn }: { courseSn: number }) {
  const products = useProducts(courseSn);
  if (!products.data) return null;
  const options = [...products.data.courses, ...products.data.passes];
  if (options.length === 0) return null;
  return (
    <section aria-label="구매 방법" className="mt-4 border-t border-slate-100 pt-4">
      <h2 className="text-sm font-bold text-slate-800">구매 방법</h2>
      <ul className="mt-2 space-y-2">
        {options.map((p) => (
          <li key={p.product_id}>
            <Link
              to={checkoutPath(p.product_id)}
              aria-label={`${p.kind === 'course' ? '이 강의만' : p.title} ${formatWon(p.price)} 구매하기`}
              className="flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 ring-1 ring-slate-200 hover:bg-accent-50 hover:ring-accent-300"
            >
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{p.kind === 'course' ? `이 강의만 (${p.days}일)` : p.title}</span>
                {p.monthly_price !== null && <span className="block text-xs text-slate-500">월 {formatWon(p.monthly_price)}</span>}
              </span>
              <span className="shrink-0 text-sm font-bold text-slate-900">{formatWon(p.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">부가세 포함 · 결제일로부터 7일 이내, 구매한 강의를 열기 전이면 전액 환불 (미리보기 제외)</p>
    </section>
  );
}
