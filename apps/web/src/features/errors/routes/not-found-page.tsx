import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';

export function NotFoundPage() {
  return (
    <PageShell>
      <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-16 text-center mobile:py-8">
        <p className="text-5xl font-extrabold text-accent-600">404</p>
        <h1 id="not-found-title" className="mt-4 text-2xl font-bold text-slate-900">
          페이지를 찾을 수 없습니다
        </h1>
        <p className="mt-3 text-slate-600">주소가 바뀌었거나 없는 페이지예요. 입력한 주소를 다시 확인해 주세요.</p>
        <Link to="/" className="mt-8 inline-flex h-12 items-center rounded-xl bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700">
          홈으로 가기
        </Link>
      </section>
    </PageShell>
  );
}
