import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell, primaryButton } from '../../../components/ui/form';
import { useIsLoggedIn } from '../../../stores/session';
import { SignupFormView } from '../components/signup/signup-form-view';
import { SignupWelcome } from '../components/signup-welcome';
import { SocialLoginButtons } from '../components/social-login-buttons';
import { safeReturnUrl } from '../return-url';

/**
 * /signup: 카카오 (and the other providers) first, as on /login — a new social account continues to the sign-up
 * steps — then e-mail sign-up with SMS certification, the under-14 guardian step, and consents.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const target = safeReturnUrl(params.get('returnUrl'));
  const loggedIn = useIsLoggedIn();
  const [welcomeName, setWelcomeName] = useState<string | null>(null);

  if (welcomeName !== null) return <SignupWelcome name={welcomeName} next={target} />;
  if (loggedIn) {
    return (
      <AuthShell title="회원가입" description="이미 로그인되어 있습니다.">
        <Link to="/my" className={`${primaryButton} w-full`}>
          내 정보로 가기
        </Link>
      </AuthShell>
    );
  }
  return (
    <SignupFormView
      onDone={setWelcomeName}
      start={<SocialLoginButtons returnUrl={target} heading="간편 가입" kakaoLabel="카카오로 시작하기" className="mb-8" />}
    />
  );
}
