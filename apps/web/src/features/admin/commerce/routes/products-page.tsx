import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { AdminProduct } from '@school/contracts/admin';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useCategories } from '../../catalogue/api/get-categories';
import { CategoryOptions } from '../../catalogue/components/category-options';
import { badge, won } from '../../components/labels';
import { useAdminProducts } from '../api/get-products';
import { useSavePass } from '../api/save-pass';

type PassForm = { title: string; price: string; months: string; scope_type: 'all' | 'category'; ca_sn: string; is_active: boolean; sort_order: string };
const empty: PassForm = { title: '', price: '', months: '1', scope_type: 'all', ca_sn: '', is_active: true, sort_order: '0' };
const rowButton = 'h-10 shrink-0 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300';

/** /admin/products: passes (price, period, scope, on sale) and the single courses on sale at their course's price. */
export default function ProductsPage() {
  const products = useAdminProducts();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  if (products.isPending) return <LoadingMessage label="상품을 불러오는 중" />;
  if (products.isError) return <ErrorMessage message={errorMessage(products.error)} onRetry={() => void products.refetch()} />;
  const passes = products.data.list.filter((p) => p.kind === 'pass');
  const courses = products.data.list.filter((p) => p.kind === 'course');
  return (
    <section aria-labelledby="products-title" className="grid gap-4 lg:grid-cols-[1fr_26rem]">
      <div className="space-y-3">
        <h1 id="products-title" className="text-xl font-bold">
          이용권·가격
        </h1>
        <p className="text-sm text-slate-600">가격·기간·범위를 바꾸면 이후 주문부터 적용됩니다. 이미 산 이용권의 범위와 기간은 그대로입니다.</p>
        <h2 className="text-lg font-bold">이용권</h2>
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {passes.map((p) => (
            <li key={p.product_id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="flex items-center gap-1 font-semibold">
                  {p.is_active === 'N' && <span className={badge('muted')}>판매 중지</span>}
                  <span className="truncate">{p.title}</span>
                </span>
                <span className="block text-sm text-slate-600">
                  {won(p.price)} · {p.months}개월 · {p.scope_type === 'all' ? '전체 강의' : (p.category ?? '분야')} · 판매 {p.sold}건
                </span>
              </span>
              <button type="button" className={rowButton} onClick={() => setEditing(p)}>
                수정<span className="sr-only"> {p.title}</span>
              </button>
            </li>
          ))}
        </ul>
        <h2 className="text-lg font-bold">단과 강의</h2>
        <p className="text-sm text-slate-600">단과 가격은 강의 편집의 가격을 따릅니다.</p>
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {courses.map((p) => (
            <li key={p.product_id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="flex items-center gap-1 font-semibold">
                  {p.is_active === 'N' && <span className={badge('muted')}>판매 중지</span>}
                  <span className="truncate">{p.title}</span>
                </span>
                <span className="block text-sm text-slate-600">
                  {won(p.price)} · {p.days}일 · 판매 {p.sold}건
                </span>
              </span>
              {p.course_sn !== null && (
                <Link to={`/admin/courses/${p.course_sn}`} className={`${rowButton} inline-flex items-center`}>
                  강의 편집<span className="sr-only"> {p.title}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
      <PassEditor key={editing?.product_id ?? 'new'} pass={editing} onDone={() => setEditing(null)} />
    </section>
  );
}

function PassEditor({ pass, onDone }: { pass: AdminProduct | null; onDone: () => void }) {
  const save = useSavePass();
  const categories = useCategories();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, reset, control, formState } = useForm<PassForm>({
    defaultValues: pass
      ? { title: pass.title, price: String(pass.price), months: String(pass.months ?? 1), scope_type: pass.scope_type === 'category' ? 'category' : 'all', ca_sn: pass.ca_sn ? String(pass.ca_sn) : '', is_active: pass.is_active === 'Y', sort_order: String(pass.sort_order) }
      : empty,
  });
  const scope = useWatch({ control, name: 'scope_type' });
  const submit = handleSubmit(async (v) => {
    setResult(null);
    const body = {
      title: v.title,
      price: Number(v.price.replace(/,/g, '')),
      months: Number(v.months),
      scope_type: v.scope_type,
      ca_sn: v.scope_type === 'category' && v.ca_sn ? Number(v.ca_sn) : null,
      is_active: v.is_active ? ('Y' as const) : ('N' as const),
      sort_order: Number(v.sort_order) || 0,
    };
    try {
      const done = await save.mutateAsync({ id: pass?.product_id ?? null, body });
      setResult({ tone: 'info', message: done.message });
      if (pass) onDone();
      else reset(empty);
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  const select = 'mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3';
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={pass ? '이용권 수정' : '이용권 만들기'} className="h-fit space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold">{pass ? '이용권 수정' : '이용권 만들기'}</h2>
      {pass && pass.sold > 0 && <p className="text-sm text-slate-600">이미 {pass.sold}건 팔린 이용권입니다. 산 회원의 이용권은 바뀌지 않습니다.</p>}
      <TextField label="이용권 이름" maxLength={200} {...register('title')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="가격 (원)" inputMode="numeric" {...register('price')} />
        <TextField label="기간 (개월)" inputMode="numeric" {...register('months')} />
      </div>
      <label className="block text-sm font-semibold">
        범위
        <select className={select} {...register('scope_type')}>
          <option value="all">전체 강의</option>
          <option value="category">한 분야 (하위 분야 포함)</option>
        </select>
      </label>
      {scope === 'category' && (
        <label className="block text-sm font-semibold">
          분야
          <select className={select} {...register('ca_sn')}>
            <option value="">분야를 고르세요</option>
            {categories.data && <CategoryOptions list={categories.data.list} />}
          </select>
        </label>
      )}
      <TextField label="순서 (작을수록 앞)" inputMode="numeric" {...register('sort_order')} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('is_active')} /> 판매 중
      </label>
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {pass ? '저장' : '만들기'}
        </button>
        {pass && (
          <button type="button" className="h-12 rounded-xl px-4 font-semibold ring-1 ring-slate-300" onClick={onDone}>
            취소
          </button>
        )}
      </div>
    </form>
  );
}
