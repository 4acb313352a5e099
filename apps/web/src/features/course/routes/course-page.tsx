import { useSearchParams } from 'react-router';
import { PreparingPage } from '../../../components/ui/preparing-page';
import { useMenu } from '../../menu/api/get-menu';
import { findCategory, visibleCategories } from '../../menu/categories';

/** /course?p_ca_sn=…&ca_sn=…: names the chosen category (real menu data) while the list is being built. */
export function CoursePage() {
  const [params] = useSearchParams();
  const { data } = useMenu();
  const parentId = Number(params.get('p_ca_sn'));
  const categoryId = Number(params.get('ca_sn'));
  const tree = data ? visibleCategories(data) : [];
  const parent = parentId ? findCategory(tree, parentId) : undefined;
  const category = categoryId ? findCategory(tree, categoryId) : undefined;
  const names = [parent?.title, category?.title].filter(Boolean);

  return (
    <PreparingPage title={category?.title ?? parent?.title ?? '전체 강의'}>
      {names.length > 0 && (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          선택한 분야: <span className="font-semibold text-slate-900">{names.join(' › ')}</span>
          <br />이 분야의 강의 목록을 준비하고 있어요.
        </p>
      )}
    </PreparingPage>
  );
}
