import { Link } from 'react-router';
import { ChevronRightIcon } from './icons';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the page sits; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="현재 위치" className="text-[13px] text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="rounded hover:text-accent-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-semibold text-slate-700' : ''}>
                  {item.label}
                </span>
              )}
              {!last && <ChevronRightIcon width={14} height={14} className="text-slate-300" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
