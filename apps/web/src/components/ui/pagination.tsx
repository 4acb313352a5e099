import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

/** Page links (not buttons), so every page has an address and back/forward works. */
export function Pagination({
  page,
  total,
  size,
  hrefFor,
  label = '페이지',
}: {
  page: number;
  total: number;
  size: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const last = Math.max(1, Math.ceil(total / size));
  if (last <= 1) return null;
  const from = Math.max(1, Math.min(page - 2, last - 4));
  const pages = Array.from({ length: Math.min(5, last) }, (_, i) => from + i);
  const item = 'inline-flex size-10 items-center justify-center rounded-lg text-sm font-semibold';
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex items-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={`${item} text-slate-600 hover:bg-slate-100`} aria-label="이전 페이지">
              <ChevronRightIcon width={18} height={18} className="rotate-180" />
            </Link>
          ) : (
            <span className={`${item} text-slate-300`} aria-hidden="true">
              <ChevronRightIcon width={18} height={18} className="rotate-180" />
            </span>
          )}
        </li>
        {pages.map((p) => (
          <li key={p}>
            <Link
              to={hrefFor(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={`${p}페이지`}
              className={`${item} ${p === page ? 'bg-accent-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {p}
            </Link>
          </li>
        ))}
        <li>
          {page < last ? (
            <Link to={hrefFor(page + 1)} className={`${item} text-slate-600 hover:bg-slate-100`} aria-label="다음 페이지">
              <ChevronRightIcon width={18} height={18} />
            </Link>
          ) : (
            <span className={`${item} text-slate-300`} aria-hidden="true">
              <ChevronRightIcon width={18} height={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
