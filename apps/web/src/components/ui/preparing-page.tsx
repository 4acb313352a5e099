import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from './page-shell';

/**
 * Shown by routes whose feature is not built yet. It says so plainly instead
 * of showing made-up content (nothing is faked to look done).
 */
export function PreparingPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageShell>
      <section aria-labelledby="preparing-title" className="mx-auto max-w-xl py-12 text-center mobile:py-6">
        <p className="mb-4 inline-flex rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700">준비 중</p>
        <h1 id="preparing-title" className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">
          {title}
        </h1>
        <p className="mt-3 text-slate-600">이 페이지는 지금 준비하고 있어요. 조금만 기다려 주세요.</p>
        {children && <div className="mt-6 text-left">{children}</div>}
        <Link
          to="/"
          className="mt-8 inline-flex h-12 items-center rounded-xl bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700"
        >
          홈으로 가기
        </Link>
      </section>
    </PageShell>
  );
}
