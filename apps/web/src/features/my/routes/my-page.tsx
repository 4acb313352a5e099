import { Link } from 'react-router';
import { MyCertificates } from '../../certificate';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage } from '../../../components/ui/status';
import { BellIcon, ChartIcon, ChevronRightIcon, GiftIcon, HistoryIcon, LightbulbIcon, PlayIcon, TicketIcon, UserIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { TERMS } from '../../../lib/copy';
import { LogoutButton } from '../../auth';
import { GoalSection } from '../../goals';
import { PointBalance } from '../../commerce';
import { SubscriptionSection } from '../../subscription';
import { useSignupBenefits } from '../api/get-signup-benefit';
import { AccessSummary } from '../components/access-summary';
import { useSimpleUser } from '../api/get-simple-user';

const links = [
  { to: '/my/class', label: TERMS.myClass, text: '수강 중인 강의와 진도', Icon: PlayIcon },
  { to: '/my/history', label: '최근 본 강의', text: '최근에 본 강의 목록', Icon: HistoryIcon },
  { to: '/my/notes', label: '내 메모', text: '강의를 보며 남긴 메모·텍스트로 내보내기', Icon: LightbulbIcon },
  { to: '/practice', label: '모의투자', text: '가상 1,000만 원·1만 달러 계좌, 거래 내역, 모의투자 대회', Icon: ChartIcon },
  { to: '/my/purchase', label: '구매내역', text: `${TERMS.pass}·강의 결제 내역`, Icon: TicketIcon },
  { to: '/my/coupon', label: '쿠폰', text: '보유한 쿠폰', Icon: GiftIcon },
  { to: '/my/offline', label: '오프라인 저장 강의', text: '앱에 저장한 강의·저장 공간·푸시 알림', Icon: PlayIcon },
  { to: '/my/notifications', label: '알림', text: '받은 알림·알림 설정(알림톡·메일·푸시·광고성 정보)', Icon: BellIcon },
  { to: '/my/info', label: '회원정보', text: '이름·비밀번호·휴대폰·수신 동의·탈퇴', Icon: UserIcon },
];

/** /my: who is signed in, and the member's pages. */
export function MyPage() {
  const user = useSimpleUser();
  const benefits = useSignupBenefits();
  const activeBenefits = benefits.data?.filter((b) => b.status === 'granted') ?? [];

  return (
    <PageShell className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">내 정보</h1>

      <section aria-label="회원 요약" className="mt-6 rounded-3xl bg-gradient-to-br from-accent-600 to-accent-800 p-6 text-white mobile:p-5">
        {user.isPending && <p className="text-white/80">회원 정보를 불러오는 중입니다…</p>}
        {user.isError && <p className="text-white/90">회원 정보를 불러오지 못했습니다. {errorMessage(user.error)}</p>}
        {user.data && (
          <>
            <p className="text-xl font-bold">
              {user.data.user_name}
              <span className="font-medium text-white/80">님</span>
            </p>
            <p className="mt-1 text-sm break-all text-white/80">{user.data.email}</p>
            <p className="mt-0.5 text-sm text-white/80">닉네임 {user.data.nickname}</p>
          </>
        )}
        <div className="mt-5 flex gap-2">
          <Link to="/my/info" className="inline-flex h-10 items-center rounded-xl bg-white px-4 text-sm font-semibold text-accent-800 hover:bg-accent-50">
            회원정보 관리
          </Link>
          <LogoutButton className="inline-flex h-10 items-center rounded-xl px-4 text-sm font-semibold text-white ring-1 ring-white/50 hover:bg-white/10 disabled:opacity-60" />
        </div>
      </section>

      <div className="mt-4 space-y-4">
        <AccessSummary />
        <SubscriptionSection />
        <PointBalance />
        <GoalSection />
      </div>
      <MyCertificates />

      {activeBenefits.length > 0 && (
        <section aria-labelledby="my-benefit" className="mt-4 rounded-2xl bg-accent-50 p-5">
          <h2 id="my-benefit" className="flex items-center gap-2 font-bold text-accent-800">
            <GiftIcon width={20} height={20} />
            가입 혜택
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {activeBenefits.map((b) => (
              <li key={`${b.kind}-${b.granted_at}`}>
                <span className="font-semibold">{b.title}</span> — {b.description}
                {b.expires_at && <span className="text-slate-500"> ({b.expires_at.slice(0, 10)}까지)</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav aria-label="내 정보 메뉴" className="mt-6">
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl ring-1 ring-slate-200">
          {links.map(({ to, label, text, Icon }) => (
            <li key={to}>
              <Link to={to} className="flex items-center gap-4 px-5 py-4 hover:bg-slate-50 mobile:px-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon width={22} height={22} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{label}</span>
                  <span className="block text-sm text-slate-500">{text}</span>
                </span>
                <ChevronRightIcon width={18} height={18} className="text-slate-300" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {user.isError && (
        <div className="mt-4">
          <ErrorMessage message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
        </div>
      )}
    </PageShell>
  );
}
