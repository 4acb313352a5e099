import { Link, useSearchParams } from 'react-router';
import { productIdField } from '@school/contracts';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage } from '../../../components/ui/status';
import { CheckoutForm } from '../components/checkout-form';
import { PRODUCT_PAGE_PATH } from '../paths';

/** /payment/checkout?product_id=…: the order form (members only; the route sits under RequireAuth). */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const productId = productIdField.safeParse(params.get('product_id'));
  return (
    <PageShell className="max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">주문·결제</h1>
      <div className="mt-6">
        {productId.success ? (
          <CheckoutForm key={productId.data} productId={productId.data} />
        ) : (
          <>
            <ErrorMessage message="주문할 상품이 올바르지 않습니다. 이용권 페이지에서 상품을 다시 골라 주세요." />
            <Link to={PRODUCT_PAGE_PATH} className="mt-4 inline-block font-semibold text-accent-700 underline">
              이용권 보러 가기
            </Link>
          </>
        )}
      </div>
    </PageShell>
  );
}
