import { Link, useSearchParams } from 'react-router';
import type { FaqCategory } from '@school/contracts';
import { faqCategories } from '@school/contracts/plain';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useFaq } from '../api/get-faq';
import { CsHeader } from '../components/cs-nav';
import { SearchBox } from '../components/search-box';

/** /cs/faq: categories and search; each answer opens in place (details/summary, keyboard included). */
export function FaqPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = raw && raw in faqCategories ? (raw as FaqCategory) : undefined;
  const q = (params.get('q') ?? '').slice(0, 100);
  const faq = useFaq({ category, q: q || undefined });
  const chips: [string | undefined, string][] = [[undefined, '전체'], ...(Object.entries(faqCategories) as [string, string][])];
  return (
    <PageShell className="max-w-4xl">
      <CsHeader current="faq" />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <ul aria-label="질문 분류" className="flex flex-wrap gap-1.5">
          {chips.map(([key, label]) => (
            <li key={label}>
              <Link
                to={key ? `/cs/faq?category=${key}` : '/cs/faq'}
                aria-current={key === category ? 'true' : undefined}
                className={`inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold ${key === category ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-600 hover:bg-slate-200'}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="w-full max-w-sm mobile:max-w-none">
          <SearchBox key={q} label="자주 묻는 질문 검색" initial={q} onSearch={(text) => setParams(text ? { q: text } : {})} />
        </div>
      </div>
      <div className="mt-5">
        {faq.isPending && <LoadingMessage label="질문을 불러오는 중입니다" />}
        {faq.isError && <ErrorMessage message={`질문을 불러오지 못했습니다. ${errorMessage(faq.error)}`} onRetry={() => void faq.refetch()} />}
        {faq.data && faq.data.items.length === 0 && <EmptyState title="찾는 질문이 없습니다.">1:1 문의로 물어봐 주세요.</EmptyState>}
        {faq.data && faq.data.items.length > 0 && (
          <ul className="divide-y divide-slate-100 border-y border-slate-200">
            {faq.data.items.map((f) => (
              <li key={f.faq_sn}>
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-start gap-3 px-3 py-4 hover:bg-slate-50">
                    <span aria-hidden="true" className="font-extrabold text-accent-600">
                      Q
                    </span>
                    <span className="flex-1 font-medium text-slate-900">
                      <span className="sr-only">{f.category_label}: </span>
                      {f.question}
                    </span>
                    <span aria-hidden="true" className="text-slate-400 group-open:rotate-180">
                      ▾
                    </span>
                  </summary>
                  <div className="flex gap-3 bg-slate-50 px-3 py-4 leading-7 text-slate-700">
                    <span aria-hidden="true" className="font-extrabold text-slate-400">
                      A
                    </span>
                    <p className="flex-1 whitespace-pre-line">{f.answer}</p>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}
