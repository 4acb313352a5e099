import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { useMyUser } from '../api/get-user';
import { DevicesSection } from '../components/devices-section';
import { formatDate, InfoSection } from '../components/info-section';
import { MarketSection } from '../components/market-section';
import { ConsentsSection } from '../components/consents-section';
import { IdentitySection } from '../components/identity-section';
import { NameSection } from '../components/name-section';
import { PasswordSection } from '../components/password-section';
import { PhoneSection } from '../components/phone-section';
import { SocialSection } from '../components/social-section';
import { WithdrawalSection } from '../components/withdrawal-section';

const genderLabel = { M: '남성', F: '여성' } as const;

/** /my/info: view the account and change what may be changed (never the e-mail). */
export function MyInfoPage() {
  const user = useMyUser();
  return (
    <PageShell className="max-w-3xl">
      <Link to="/my" className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-slate-900 mobile:hidden">
        <ChevronLeftIcon width={16} height={16} />내 정보
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 mobile:mt-0 mobile:text-xl">회원 정보</h1>
      <div className="mt-6 space-y-4">
        {user.isPending && <LoadingMessage label="회원 정보를 불러오는 중입니다" />}
        {user.isError && <ErrorMessage message={`회원 정보를 불러오지 못했습니다. ${errorMessage(user.error)}`} onRetry={() => void user.refetch()} />}
        {user.data && (
          <>
            <InfoSection id="my-basic" title="기본 정보">
              <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-3 text-[15px] mobile:grid-cols-[5.5rem_1fr]">
                <dt className="text-slate-500">이메일(아이디)</dt>
                <dd className="min-w-0">
                  <span className="break-all text-slate-900">{user.data.email}</span>
                  <span className="mt-0.5 block text-[13px] text-slate-500">이메일은 바꿀 수 없습니다.</span>
                </dd>
                <dt className="text-slate-500">닉네임</dt>
                <dd className="text-slate-900">{user.data.nickname}</dd>
                <dt className="text-slate-500">생년월일</dt>
                <dd className="text-slate-900">{user.data.birth}</dd>
                <dt className="text-slate-500">성별</dt>
                <dd className="text-slate-900">{genderLabel[user.data.gender]}</dd>
                <dt className="text-slate-500">내 추천인 코드</dt>
                <dd className="font-mono text-slate-900">{user.data.referral_code || '-'}</dd>
                <dt className="text-slate-500">가입일</dt>
                <dd className="text-slate-900">{formatDate(user.data.created_at)}</dd>
              </dl>
            </InfoSection>
            <NameSection user={user.data} />
            {user.data.provider_cd === 'email' ? (
              <PasswordSection />
            ) : (
              <InfoSection id="my-password" title="비밀번호">
                <p className="text-sm leading-relaxed text-slate-600">간편 로그인으로 가입한 계정이라 비밀번호가 없습니다. 가입한 소셜 계정으로 로그인해 주세요.</p>
              </InfoSection>
            )}
            <SocialSection />
            <PhoneSection user={user.data} />
            <IdentitySection />
            <MarketSection user={user.data} />
            <ConsentsSection />
            <DevicesSection user={user.data} />
            <WithdrawalSection />
          </>
        )}
      </div>
    </PageShell>
  );
}
