import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { LoadingMessage } from '../../../components/ui/status';
import { GiftIcon } from '../../../components/ui/icons';
import { useSignupBenefits } from '../../my';
import { AuthShell, primaryButton, secondaryButton } from '../../../components/ui/form';

const day = (iso: string) => iso.slice(0, 10);

/** Shown right after sign-up: a welcome and the benefits the server recorded (none invented). */
export function SignupWelcome({ name, next }: { name: string; next: string }) {
  const benefits = useSignupBenefits();
  return (
    <AuthShell announce title="가입을 환영합니다" description={`${name}님, 투자학교 회원이 되신 것을 환영합니다. 지금 바로 로그인된 상태로 이용하실 수 있어요.`}>
      <div aria-live="polite">
        {benefits.isPending && <LoadingMessage label="가입 혜택을 확인하는 중입니다" />}
        {benefits.isError && <p className="text-sm text-slate-500">가입 혜택을 불러오지 못했습니다. ({errorMessage(benefits.error)}) 내 정보에서 다시 확인할 수 있어요.</p>}
        {benefits.data && benefits.data.length > 0 && (
          <section aria-labelledby="benefit-title" className="rounded-2xl bg-accent-50 p-5">
            <h2 id="benefit-title" className="flex items-center gap-2 font-bold text-accent-800">
              <GiftIcon width={20} height={20} />
              가입 혜택
            </h2>
            <ul className="mt-3 space-y-3">
              {benefits.data.map((b) => (
                <li key={`${b.kind}-${b.granted_at}`} className="rounded-xl bg-white p-4 ring-1 ring-accent-100">
                  <p className="font-semibold text-slate-900">{b.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{b.description}</p>
                  {b.expires_at && <p className="mt-2 text-[13px] text-slate-500">사용 기한: {day(b.expires_at)}까지</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {/* A grid, not flex-1 in a column: a column's flex-basis 0 overrode the buttons' height (23 px on a phone). */}
      <div className="mt-6 grid grid-cols-2 gap-2 mobile:grid-cols-1">
        <Link to={next} className={primaryButton}>
          시작하기
        </Link>
        <Link to="/my" className={secondaryButton}>
          내 정보 보기
        </Link>
      </div>
    </AuthShell>
  );
}
