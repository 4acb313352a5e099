import { useState, type FormEvent } from 'react';
import type { AdminCategory } from '@school/contracts/admin';
import { FormAlert, secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { badge } from '../../components/labels';
import { useCreateCategory } from '../api/create-category';
import { useCategories } from '../api/get-categories';
import { useUpdateCategory } from '../api/update-category';
import { CategoryOptions, treeOrder } from '../components/category-options';

const field = 'h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm';

/** /admin/categories: the side menu's tree — add, rename, move, order, hide/show. The menu follows at once. */
export default function CategoriesPage() {
  const categories = useCategories();
  const create = useCreateCategory();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);

  const add = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const parent = data.get('parent');
    const title = data.get('title');
    setResult(null);
    try {
      const done = await create.mutateAsync({ p_ca_sn: typeof parent === 'string' && parent ? Number(parent) : null, title: typeof title === 'string' ? title : '' });
      setResult({ tone: 'info', message: done.message });
      form.reset();
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  };

  if (categories.isPending) return <LoadingMessage label="카테고리를 불러오는 중" />;
  if (categories.isError) return <ErrorMessage message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />;
  const list = categories.data.list;
  return (
    <section aria-labelledby="categories-title" className="space-y-4">
      <h1 id="categories-title" className="text-xl font-bold">
        카테고리
      </h1>
      <form onSubmit={(e) => void add(e)} aria-label="카테고리 추가" className="flex flex-wrap items-end gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          상위 카테고리
          <select name="parent" className={field} defaultValue="">
            <option value="">(최상위)</option>
            <CategoryOptions list={list} />
          </select>
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-semibold">
          새 카테고리 이름
          <input name="title" maxLength={100} className={field} />
        </label>
        <button type="submit" className={secondaryButton} disabled={create.isPending}>
          추가
        </button>
        <div className="basis-full">
          <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
        </div>
      </form>
      <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
        {treeOrder(list).map(({ c, depth }) => (
          <CategoryRow key={c.ca_sn} c={c} depth={depth} list={list} />
        ))}
      </ul>
    </section>
  );
}

function CategoryRow({ c, depth, list }: { c: AdminCategory; depth: number; list: AdminCategory[] }) {
  const update = useUpdateCategory();
  const [title, setTitle] = useState(c.title);
  const [failure, setFailure] = useState<string | null>(null);
  const change = async (body: Parameters<typeof update.mutateAsync>[0]) => {
    setFailure(null);
    try {
      await update.mutateAsync(body);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-2 px-3 py-2" style={{ paddingLeft: `${0.75 + depth * 1.5}rem` }} aria-label={c.title}>
      <input aria-label={`${c.title} 이름`} value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} className={`${field} min-w-40 flex-1`} />
      {title !== c.title && (
        <button type="button" className="h-10 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300" onClick={() => void change({ id: c.ca_sn, title })}>
          이름 저장
        </button>
      )}
      <span className="text-xs text-slate-500">강의 {c.course_count}</span>
      {c.is_hidden === 'Y' && <span className={badge('muted')}>숨김</span>}
      <label className="text-sm">
        <span className="sr-only">{c.title} 순서</span>
        <input type="number" min={0} max={10000} defaultValue={c.sort_order} className={`${field} w-20`} onBlur={(e) => Number(e.target.value) !== c.sort_order && void change({ id: c.ca_sn, sort_order: Number(e.target.value) })} />
      </label>
      <label className="text-sm">
        <span className="sr-only">{c.title} 상위 카테고리</span>
        <select className={`${field} max-w-48`} value={c.p_ca_sn ?? ''} onChange={(e) => void change({ id: c.ca_sn, p_ca_sn: e.target.value ? Number(e.target.value) : null })}>
          <option value="">(최상위)</option>
          <CategoryOptions list={list} exclude={c.ca_sn} />
        </select>
      </label>
      <button type="button" className="h-10 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300" onClick={() => void change({ id: c.ca_sn, is_hidden: c.is_hidden === 'Y' ? 'N' : 'Y' })}>
        {c.is_hidden === 'Y' ? '보이기' : '숨기기'}
      </button>
      {failure && (
        <p role="alert" className="basis-full text-sm text-rose-700">
          {failure}
        </p>
      )}
    </li>
  );
}
