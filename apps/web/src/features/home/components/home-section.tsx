import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';

/** A titled home section with its 전체 보기 link. */
export function HomeSection({ id, title, more, children }: { id: string; title: string; more?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {more && (
          <Link to={more} className="inline-flex items-center gap-0.5 text-sm font-semibold text-slate-500 hover:text-accent-700">
            전체 보기
            <span className="sr-only">: {title}</span>
            <ChevronRightIcon width={16} height={16} />
          </Link>
        )}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
