import { useSearchParams } from 'react-router';
import { PreparingPage } from '../../../components/ui/preparing-page';

/** Stock search placeholder (used by features/stocks/routes/stock-page.tsx until the stock search page replaces it). */
export function SearchPreparingPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const searchText = params.get('searchText')?.trim() ?? '';
  return (
    <PreparingPage title={title}>
      <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        {searchText ? (
          <p>
            <span className="font-semibold text-slate-900">‘{searchText}’</span> 검색 결과는 검색 기능이 준비되는 대로 보여 드릴게요.
          </p>
        ) : (
          <p>검색어를 입력해 주세요.</p>
        )}
      </div>
    </PreparingPage>
  );
}
