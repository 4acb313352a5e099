import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CouponCreated } from '@school/contracts/admin';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useCreateCoupon } from '../api/create-coupon';
import { useCoupons } from '../api/get-coupons';
import { CouponList, CsvButton } from '../components/coupon-list';
import { CouponPolicySection } from '../components/coupon-policy-form';

interface CouponForm {
  name: string;
  discount_type: 'fixed' | 'percent';
  discount_value: string;
  max_discount: string;
  min_order: string;
  product_kind: '' | 'pass' | 'course';
  valid_until: string;
  valid_days: string;
  count: string;
  code: string;
}
const empty: CouponForm = { name: '', discount_type: 'fixed', discount_value: '', max_discount: '', min_order: '0', product_kind: '', valid_until: '', valid_days: '30', count: '1', code: '' };
const num = (s: string) => (s.trim() === '' ? null : Number(s));
const select = 'mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3';

/** /admin/coupons: make a coupon or a batch of single-use codes; see how each is used; download a batch. */
export default function CouponsPage() {
  const coupons = useCoupons();
  const create = useCreateCoupon();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const [made, setMade] = useState<CouponCreated | null>(null);
  const { register, handleSubmit, reset, control, formState } = useForm<CouponForm>({ defaultValues: empty });
  const count = Number(useWatch({ control, name: 'count' })) || 1;

  const submit = handleSubmit(async (v) => {
    setResult(null);
    setMade(null);
    try {
      const done = await create.mutateAsync({
        name: v.name,
        discount_type: v.discount_type,
        discount_value: num(v.discount_value) ?? 0,
        max_discount: num(v.max_discount),
        min_order: num(v.min_order) ?? 0,
        product_kind: v.product_kind || null,
        valid_until: v.valid_until || null,
        valid_days: num(v.valid_days),
        count: num(v.count) ?? 1,
        code: v.code.trim() || null,
      });
      setResult({ tone: 'info', message: done.message });
      setMade(done.data);
      reset(empty);
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });

  return (
    <section aria-labelledby="coupons-title" className="space-y-4">
      <h1 id="coupons-title" className="text-xl font-bold">
        쿠폰
      </h1>
      <form noValidate aria-label="쿠폰 만들기" onSubmit={(e) => void submit(e)} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 lg:grid-cols-3">
        <TextField label="쿠폰 이름" maxLength={100} {...register('name')} />
        <label className="block text-sm font-semibold">
          할인 방식
          <select className={select} {...register('discount_type')}>
            <option value="fixed">정액 (원)</option>
            <option value="percent">정률 (%)</option>
          </select>
        </label>
        <TextField label="할인 값" inputMode="numeric" {...register('discount_value')} />
        <TextField label="최대 할인 (정률, 원)" inputMode="numeric" optional {...register('max_discount')} />
        <TextField label="최소 주문 금액 (원)" inputMode="numeric" {...register('min_order')} />
        <label className="block text-sm font-semibold">
          쓸 수 있는 상품
          <select className={select} {...register('product_kind')}>
            <option value="">모든 상품</option>
            <option value="pass">이용권만</option>
            <option value="course">단과만</option>
          </select>
        </label>
        <TextField label="마지막 사용일" type="date" optional {...register('valid_until')} />
        <TextField label="등록 후 사용 기간 (일)" inputMode="numeric" {...register('valid_days')} />
        <TextField label="만들 장수" inputMode="numeric" hint="2장 이상이면 한 번만 쓸 수 있는 번호가 장마다 만들어집니다." {...register('count')} />
        {count === 1 && <TextField label="쿠폰 번호" optional maxLength={30} hint="비워 두면 자동으로 만듭니다." {...register('code')} />}
        <div className="lg:col-span-3">
          <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
        </div>
        <button type="submit" className={`${primaryButton} lg:col-span-3 lg:justify-self-start`} disabled={formState.isSubmitting}>
          쿠폰 만들기
        </button>
      </form>
      {made && (
        <section aria-label="만든 쿠폰 번호" className="rounded-xl bg-emerald-50 p-4 text-sm ring-1 ring-emerald-200">
          <p className="font-semibold">만든 쿠폰 번호 ({made.codes.length}장)</p>
          <p className="mt-1 font-mono break-all">{made.codes.slice(0, 20).join(', ')}{made.codes.length > 20 ? ' …' : ''}</p>
          {made.batch && (
            <CsvButton batch={made.batch} label="전체 번호 받기 (CSV)" onError={(message) => setResult({ tone: 'error', message })} />
          )}
        </section>
      )}
      {coupons.isPending && <LoadingMessage label="쿠폰을 불러오는 중" />}
      {coupons.isError && <ErrorMessage message={errorMessage(coupons.error)} onRetry={() => void coupons.refetch()} />}
      {coupons.data && <CouponList list={coupons.data.list} onError={(message) => setResult({ tone: 'error', message })} />}
      <CouponPolicySection />
    </section>
  );
}
