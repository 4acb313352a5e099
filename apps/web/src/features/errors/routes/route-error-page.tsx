import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** Last line of defence for a route that throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main className="mx-auto max-w-xl px-5 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">일시적인 오류가 발생했습니다</h1>
      <p className="mt-3 text-slate-600">잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 알려 주세요.</p>
      <div className="mt-8 flex justify-center gap-2">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="h-12 rounded-xl bg-slate-100 px-5 font-semibold text-slate-700 hover:bg-slate-200"
        >
          새로고침
        </button>
        <Link to="/" reloadDocument className="inline-flex h-12 items-center rounded-xl bg-accent-600 px-5 font-semibold text-white">
          홈으로 가기
        </Link>
      </div>
    </main>
  );
}
