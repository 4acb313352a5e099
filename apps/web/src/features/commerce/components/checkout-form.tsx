import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { Quote } from '@school/contracts';
import { FormAlert, TextField, focusFirstInvalid, primaryButton, secondaryButton } from '../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useQuote } from '../api/get-quote';
import { useCreateOrderMutation } from '../api/create-order';
import { checkoutFormSchema, methodOfForm, parsePoints, type CheckoutFormInput, type CheckoutFormOutput } from '../checkout-form';
import { formatWon } from '../format';
import { openPaymentWindow, type PayDeps } from '../pay';
import { SUCCESS_PATH } from '../paths';
import { Agreements } from './agreements';
import { CouponCodeField } from './coupon-code-field';
import { PayMethodFields } from './pay-method-fields';
import { formatPoints } from '../../../lib/copy';
import { useRefreshUnread } from '../../notifications';
import { PriceSummary } from './price-summary';

/** The value after it stopped changing for `ms` (so typing points asks for one quote, not one per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

const browserPay: PayDeps = { assign: (url) => window.location.assign(url), origin: window.location.origin };

/** Checkout for one product: coupon (choose or type), points in whole won, the live price, agreements, pay. */
export function CheckoutForm({ productId, pay = browserPay }: { productId: number; pay?: PayDeps }) {
  const navigate = useNavigate();
  const refreshUnread = useRefreshUnread();
  const { register, handleSubmit, setValue, control, formState } = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      coupon_id: '',
      points: '',
      agree_purchase: false,
      agree_eft: false,
      agree_privacy: false,
      pay_method: 'card',
      installment_months: '0',
      cash_receipt_type: 'none',
      cash_receipt_identity: '',
    },
  });
  const values = useWatch({ control });
  const couponId = values.coupon_id ? Number(values.coupon_id) : null;
  const typedPoints = parsePoints(values.points ?? '');
  const points = useSettled(typedPoints ?? 0, 300);
  const quote = useQuote({ product_id: productId, coupon_id: couponId, points });
  // The last price the server confirmed stays on screen while the next one loads or after a refusal.
  const [shown, setShown] = useState<Quote>();
  if (quote.data && !quote.isPlaceholderData && quote.data !== shown) setShown(quote.data);
  const order = useCreateOrderMutation();
  const [payError, setPayError] = useState<string>();

  if (!shown && quote.isPending) return <LoadingMessage label="주문 정보를 불러오는 중입니다" />;
  if (!shown && quote.isError) return <ErrorMessage message={errorMessage(quote.error)} onRetry={() => void quote.refetch()} />;
  if (!shown) return null;

  const settling = typedPoints !== points || quote.isFetching;
  const quoteRefused = quote.isError ? errorMessage(quote.error) : undefined;
  const pointsError = typedPoints === null ? '포인트는 1P 단위의 숫자로 입력해 주세요.' : (formState.errors.points?.message ?? quoteRefused);

  const onSubmit = handleSubmit(
    async (form) => {
      setPayError(undefined);
      try {
        const created = await order.mutateAsync({
          product_id: productId,
          coupon_id: form.coupon_id ? Number(form.coupon_id) : null,
          points: form.points,
          // Paid in full by coupon and points: no method to choose.
          ...(shown && shown.amount > 0 ? methodOfForm(form, shown.amount) : {}),
        });
        // Paid in full by coupon and points: the server already granted it, no payment window. Its payment notice is
        // listed by the time the order answers (decision 139): the bell counts it now.
        if (created.status !== 'pending') {
          refreshUnread();
          void navigate(`${SUCCESS_PATH}?orderId=${encodeURIComponent(created.order_id)}`);
          return;
        }
        await openPaymentWindow(created, pay);
      } catch (e) {
        setPayError(errorMessage(e));
      }
    },
    (_errors, event) => focusFirstInvalid(event?.target instanceof HTMLFormElement ? event.target : null),
  );

  const { product } = shown;
  const payButton = (
    <button type="submit" disabled={order.isPending || settling || Boolean(quoteRefused) || typedPoints === null} aria-busy={order.isPending} className={`${primaryButton} w-full`}>
      {formatWon(shown.amount)} 결제하기
    </button>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="주문서" className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_340px]">
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="order-summary" className="rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
          <h2 id="order-summary" className="font-bold text-slate-900">
            주문 상품
          </h2>
          <p className="mt-2 text-lg font-bold text-slate-900">{product.title}</p>
          <p className="text-sm text-slate-500">
            {formatWon(product.price)} (부가세 포함){product.monthly_price !== null && ` · 월 ${formatWon(product.monthly_price)}`}
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {product.includes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {shown.covered_notice && (
            <p role="note" aria-label="이미 이용 중" className="mt-3 rounded-xl bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              {shown.covered_notice}
            </p>
          )}
        </section>

        <section aria-labelledby="discounts" className="space-y-4 rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
          <h2 id="discounts" className="font-bold text-slate-900">
            할인
          </h2>
          <div>
            <label htmlFor="checkout-coupon" className="mb-1.5 block text-sm font-semibold text-slate-800">
              쿠폰
            </label>
            <select id="checkout-coupon" {...register('coupon_id')} className="h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-[15px]">
              <option value="">쿠폰 사용 안 함 (사용 가능 {shown.coupons.filter((c) => c.usable).length}장)</option>
              {shown.coupons.map((c) => (
                <option key={c.coupon_id} value={String(c.coupon_id)} disabled={!c.usable}>
                  {c.usable ? `${c.name} (−${formatWon(c.discount)})` : `${c.name} — ${c.reason ?? '사용할 수 없음'}`}
                </option>
              ))}
            </select>
          </div>
          <CouponCodeField onRegistered={(c) => setValue('coupon_id', String(c.coupon_id))} />
          <TextField
            label="포인트 사용"
            inputMode="numeric"
            placeholder="0"
            autoComplete="off"
            maxLength={11}
            {...register('points')}
            error={pointsError}
            hint={`보유 ${formatPoints(shown.points_balance)} · 이 주문에 최대 ${formatPoints(shown.points_max)} 사용 가능 (1P = 1원)`}
            addon={
              <button type="button" className={secondaryButton} disabled={shown.points_max === 0} onClick={() => setValue('points', String(shown.points_max), { shouldValidate: true })}>
                최대 사용
              </button>
            }
          />
        </section>

        {shown.amount > 0 && <PayMethodFields register={register} values={values} amount={shown.amount} errors={formState.errors} />}

        <Agreements register={register} setValue={setValue} values={values as Parameters<typeof Agreements>[0]['values']} errors={formState.errors} />
      </div>

      <div className="space-y-4 mobile:contents desktop:sticky desktop:top-24 desktop:self-start">
        <PriceSummary quote={shown} updating={settling} />
        <FormAlert message={payError} />
        <p className="text-xs leading-relaxed text-slate-500">
          결제는 결제대행사의 결제대금예치(에스크로) 서비스로 안전하게 처리됩니다. 결제 후 3영업일 안에 구매 내역에서 구매확정을 해 주세요.
        </p>
        {/* On a phone (the column above is `display: contents` there, so this is the form's own row) the amount and
            결제하기 stay in reach above the bottom menu while the form scrolls (issue 33 item 18). */}
        <div className="mobile:sticky mobile:bottom-[calc(4rem+env(safe-area-inset-bottom))] mobile:z-40 mobile:-mx-4 mobile:border-t mobile:border-slate-200 mobile:bg-white/95 mobile:px-4 mobile:py-3 mobile:backdrop-blur-md">
          {payButton}
        </div>
      </div>
    </form>
  );
}
