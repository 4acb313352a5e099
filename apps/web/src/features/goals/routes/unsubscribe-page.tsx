import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { errorMessage } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/** /goals/unsubscribe?token=…: the weekly summary mail's 수신거부 link; one button, no sign-in. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const off = useUnsubscribe();
  return (
    <PageShell className="max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">주간 학습 요약 메일 수신거부</h1>
      {off.isSuccess ? (
        <p role="status" className="mt-4 text-slate-700">
          수신거부했습니다. 이제 주간 학습 요약 메일을 보내지 않습니다. 다른 광고성 정보 수신 동의는{' '}
          <Link to="/my/info" className="font-semibold text-accent-700 hover:underline">
            회원정보
          </Link>
          에서 바꿀 수 있습니다.
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">아래 버튼을 누르면 주간 학습 요약 메일을 더 받지 않습니다.</p>
          {off.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {errorMessage(off.error)}
            </p>
          )}
          <button
            type="button"
            disabled={!token || off.isPending}
            onClick={() => off.mutate(token)}
            className="mt-4 h-11 rounded-xl bg-accent-600 px-5 font-semibold text-white disabled:opacity-60"
          >
            수신거부
          </button>
        </>
      )}
    </PageShell>
  );
}
