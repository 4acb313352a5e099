import { Link } from 'react-router';
import type { Product } from '@school/contracts';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useProducts } from '../api/get-products';
import { ProductCard } from '../components/product-card';
import { PaymentNotices } from '../components/payment-notices';

/** Passes grouped by what they unlock (전체 강의, then each category branch), in the server's order. */
function groupByScope(passes: readonly Product[]): Array<{ title: string; passes: Product[] }> {
  const groups = new Map<string, Product[]>();
  for (const p of passes) groups.set(p.scope.title, [...(groups.get(p.scope.title) ?? []), p]);
  return [...groups].map(([title, list]) => ({ title, passes: list }));
}

/** /payment/product: the passes, their monthly price, what each unlocks, refund rules and the agency's terms. */
export function ProductPage() {
  const products = useProducts();
  return (
    <PageShell className="max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">이용권 구매</h1>
      <p className="mt-2 text-slate-600">이용권 하나로 포함된 강의를 기간 동안 마음껏 볼 수 있어요. 모든 가격은 부가세 포함입니다.</p>
      {products.isPending && <LoadingMessage label="상품을 불러오는 중입니다" />}
      {products.isError && <ErrorMessage message={errorMessage(products.error)} onRetry={() => void products.refetch()} />}
      {products.data && (
        <>
          {groupByScope(products.data.passes).map((group) => (
            <section key={group.title} aria-label={`${group.title} 이용권`} className="mt-8">
              <h2 className="text-xl font-bold text-slate-900">{group.title} 이용권</h2>
              <div className="mt-4 grid gap-4 desktop:grid-cols-3">
                {group.passes.map((p) => (
                  <ProductCard key={p.product_id} product={p} highlight={p.months === 12} />
                ))}
              </div>
            </section>
          ))}
          <section aria-labelledby="single-course" className="mt-8 rounded-2xl p-6 ring-1 ring-slate-200 mobile:p-4">
            <h2 id="single-course" className="text-lg font-bold text-slate-900">
              한 강의만 듣고 싶다면
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              유료 강의 {products.data.courses.length}개는 단과로도 살 수 있어요. 각 강의 페이지에서 단과와, 그 강의가 포함된 이용권을 함께 비교해 보세요.
            </p>
            <Link to="/course" className="mt-3 inline-block font-semibold text-accent-700 underline">
              강의 둘러보기
            </Link>
          </section>
          <div className="mt-8">
            <PaymentNotices notices={products.data.notices} />
          </div>
        </>
      )}
    </PageShell>
  );
}
