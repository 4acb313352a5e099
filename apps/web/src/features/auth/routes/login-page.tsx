import { useSearchParams } from 'react-router';
import { PreparingPage } from '../../../components/ui/preparing-page';

/**
 * Placeholder until the accounts work builds sign-in. It keeps and shows the
 * returnUrl so that work can send the person back after a successful login.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  return (
    <PreparingPage title="로그인">
      {returnUrl && (
        <dl className="rounded-xl bg-slate-50 p-4 text-sm">
          <dt className="font-semibold text-slate-700">로그인 후 이동할 페이지</dt>
          <dd className="mt-1 break-all text-slate-600" data-testid="return-url">
            {returnUrl}
          </dd>
        </dl>
      )}
    </PreparingPage>
  );
}
