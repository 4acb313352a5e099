import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { dormantChallenge, socialLinkRequired, socialSignupRequired, type SocialLinkRequired, type SocialProvider, type SocialSignupRequired, type TokenPair } from '@school/contracts';
import { accountLimits, codes, SUCCESS_CODE } from '@school/contracts/plain';
import { describeDevice, deviceText } from '../../../lib/device';
import { errorMessage } from '../../../lib/api-client';
import { LoadingMessage } from '../../../components/ui/status';
import { useSessionStore } from '../../../stores/session';
import { getSimpleUser } from '../../my';
import { tokensOf } from '../api/login';
import { useOLinkMineMutation, useOLinkMutation, useOLoginMutation, useOSignupMutation } from '../api/social-login';
import { AuthShell, FormAlert, primaryButton, secondaryButton, TextField } from '../../../components/ui/form';
import { SignupWelcome } from '../components/signup-welcome';
import { DormantRestore } from '../components/dormant-restore';
import { safeReturnUrl } from '../return-url';
import { startSession } from '../session';
import { parseOAuthReturn, providerLabel, type OAuthReturn } from '../social';
import { validate } from '../../../lib/validation';
import { SignupFormView } from '../components/signup/signup-form-view';
import type { SocialSignup } from '../signup-schema';
import { logAuthFailure } from '../log-failure';

type Step =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'signup'; data: SocialSignupRequired }
  | { kind: 'signupForm'; social: SocialSignup }
  | { kind: 'link'; data: SocialLinkRequired }
  | { kind: 'dormant'; token: string; provider: SocialProvider }
  | { kind: 'welcome'; name: string };

// One client_id is single-use; React may run the effect twice in development.
const spentClientIds = new Set<string>();

/**
 * /login/oauth: where the provider's callback sends the browser back, with the
 * result in the URL fragment. Signs in a linked account, or continues with
 * social sign-up (2060) or linking to an existing password account (2063).
 * A member already signed in came from /my's 연결하기: the account is linked to theirs.
 */
export function OAuthReturnPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [result] = useState<OAuthReturn>(() => parseOAuthReturn(location.hash));
  const target = safeReturnUrl(result.kind === 'invalid' ? null : result.returnUrl);
  const ologin = useOLoginMutation();
  const olinkMine = useOLinkMineMutation();
  const [linking] = useState(() => useSessionStore.getState().user !== null);
  const [step, setStep] = useState<Step>(() =>
    result.kind === 'failed'
      ? { kind: 'failed', message: result.message }
      : result.kind === 'invalid'
        ? { kind: 'failed', message: '소셜 로그인 정보가 없습니다. 로그인 화면에서 다시 시도해 주세요.' }
        : { kind: 'working' },
  );

  async function signedIn(tokens: TokenPair, provider: SocialProvider, email: string) {
    const device = describeDevice();
    startSession(email, tokens, queryClient, device, provider);
    if (!email) {
      // ologin answers only with tokens: ask who signed in, for the stored session.
      try {
        const me = await getSimpleUser();
        const user = useSessionStore.getState().user;
        if (user) useSessionStore.getState().setUser({ ...user, email: me.email });
      } catch {
        // The session works without it; the e-mail shows up once my info is opened.
      }
    }
    void navigate(target, { replace: true });
  }

  async function linkToMine(clientId: string, provider: SocialProvider) {
    try {
      const answer = await olinkMine.mutateAsync({ client_id: clientId, provider_cd: provider });
      if (answer.code !== SUCCESS_CODE) return setStep({ kind: 'failed', message: answer.message });
      void queryClient.invalidateQueries({ queryKey: ['my'] });
      void navigate(target, { replace: true });
    } catch (error) {
      setStep({ kind: 'failed', message: errorMessage(error) });
    }
  }

  useEffect(() => {
    // The fragment carries a one-time value: keep it out of the history.
    if (location.hash) void navigate(location.pathname, { replace: true });
    if (result.kind !== 'signedIn' || spentClientIds.has(result.clientId)) return;
    spentClientIds.add(result.clientId);
    const { clientId, provider } = result;
    void (async () => {
      if (linking) return linkToMine(clientId, provider);
      try {
        const answer = await ologin.mutateAsync({ client_id: clientId, provider_cd: provider, os: deviceText(describeDevice()) });
        const tokens = tokensOf(answer);
        if (tokens.data) {
          await signedIn(tokens.data, provider, '');
          return;
        }
        const signup = socialSignupRequired.safeParse(answer.data);
        if (answer.code === '2060' && signup.success) return setStep({ kind: 'signup', data: signup.data });
        const link = socialLinkRequired.safeParse(answer.data);
        if (answer.code === '2063' && link.success) return setStep({ kind: 'link', data: link.data });
        const sleeping = dormantChallenge.safeParse(answer.data);
        if (answer.code === codes.ACCOUNT_DORMANT.code && sleeping.success) return setStep({ kind: 'dormant', token: sleeping.data.dormant_token, provider });
        logAuthFailure('social', answer);
        setStep({ kind: 'failed', message: answer.message });
      } catch (error) {
        logAuthFailure('social', error);
        setStep({ kind: 'failed', message: errorMessage(error) });
      }
    })();
    // Runs once per arrival; the values it reads come from the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  switch (step.kind) {
    case 'working':
      return (
        <AuthShell title={linking ? '소셜 계정 연결' : '소셜 로그인'}>
          <LoadingMessage label={linking ? '계정을 연결하는 중입니다' : '로그인하는 중입니다'} />
        </AuthShell>
      );
    case 'failed':
      return (
        <AuthShell title={linking ? '소셜 계정 연결' : '소셜 로그인'}>
          <FormAlert message={step.message} />
          <Link to={linking ? target : `/login?${new URLSearchParams({ returnUrl: target }).toString()}`} className={`${primaryButton} mt-6 w-full`}>
            {linking ? '돌아가기' : '로그인 화면으로'}
          </Link>
        </AuthShell>
      );
    case 'signup':
      return <ConfirmEmail data={step.data} onConfirmed={(social) => setStep({ kind: 'signupForm', social })} />;
    case 'signupForm':
      return <SignupFormView social={step.social} onDone={(name) => setStep({ kind: 'welcome', name })} />;
    case 'welcome':
      return <SignupWelcome name={step.name} next={target} />;
    case 'link':
      return <LinkAccount data={step.data} onLinked={(tokens) => void signedIn(tokens, step.data.provider_cd, step.data.email)} />;
    case 'dormant':
      return (
        <AuthShell title="소셜 로그인">
          <DormantRestore
            email=""
            dormantToken={step.token}
            device={describeDevice()}
            onCancel={() => void navigate(`/login?${new URLSearchParams({ returnUrl: target }).toString()}`, { replace: true })}
            onRestored={(tokens) => void signedIn(tokens, step.provider, '')}
          />
        </AuthShell>
      );
  }
}

/** Step 1 of social sign-up: the account's e-mail (the provider's, or typed when it gave none). */
function ConfirmEmail({ data, onConfirmed }: { data: SocialSignupRequired; onConfirmed: (social: SocialSignup) => void }) {
  const mutation = useOSignupMutation();
  const label = providerLabel[data.provider_cd];
  const [email, setEmail] = useState(data.email);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validate.email(email);
    setError(problem);
    setFailure(null);
    if (problem) return;
    try {
      const answer = await mutation.mutateAsync({
        signup_token: data.signup_token,
        provider_cd: data.provider_cd,
        email: email.trim(),
        os: deviceText(describeDevice()),
      });
      if (answer.code === SUCCESS_CODE && answer.data) {
        onConfirmed({
          provider: data.provider_cd,
          providerLabel: label,
          signupToken: data.signup_token,
          email: answer.data.email,
          userName: answer.data.user_name || data.user_name,
        });
        return;
      }
      logAuthFailure('social', answer);
      if (answer.code === '2010') setError(answer.message);
      setFailure(answer.message);
    } catch (e) {
      logAuthFailure('social', e);
      setFailure(errorMessage(e));
    }
  }

  return (
    <AuthShell title="회원가입" description={`${label} 계정은 아직 투자학교에 가입되어 있지 않습니다. 가입에 사용할 이메일을 확인해 주세요.`}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="가입 이메일 확인" className="space-y-4">
        <TextField
          label="이메일"
          type="email"
          autoComplete="email"
          maxLength={accountLimits.emailMax}
          value={email}
          readOnly={data.email_verified}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={data.email_verified ? `${label}에서 확인된 이메일입니다. 로그인 아이디로 쓰이며 바꿀 수 없습니다.` : '로그인 아이디로 쓰이며, 가입 후에는 바꿀 수 없습니다.'}
        />
        <FormAlert message={failure} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
          계속하기
        </button>
      </form>
    </AuthShell>
  );
}

/** 2063: the provider's e-mail already has a password account; its password links the two. */
function LinkAccount({ data, onLinked }: { data: SocialLinkRequired; onLinked: (tokens: TokenPair) => void }) {
  const mutation = useOLinkMutation();
  const label = providerLabel[data.provider_cd];
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validate.loginPassword(password);
    setError(problem);
    setFailure(null);
    if (problem) return inputRef.current?.focus();
    try {
      const answer = await mutation.mutateAsync({
        link_token: data.link_token,
        provider_cd: data.provider_cd,
        user_password: password,
        os: deviceText(describeDevice()),
      });
      if (answer.code === SUCCESS_CODE && answer.data) return onLinked(answer.data);
      logAuthFailure('social', answer);
      setFailure(answer.message);
    } catch (e) {
      logAuthFailure('social', e);
      setFailure(errorMessage(e));
    }
  }

  return (
    <AuthShell
      title="계정 연결"
      description={`${data.email}(으)로 가입된 계정이 이미 있습니다. 이 계정의 비밀번호를 입력하면 ${label} 계정을 연결하고 로그인합니다.`}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="계정 연결" className="space-y-4">
        <TextField label="이메일" type="email" value={data.email} readOnly />
        <TextField
          ref={inputRef}
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          maxLength={accountLimits.passwordMax}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <FormAlert message={failure} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
          연결하고 로그인
        </button>
        <Link to="/find-password" className={`${secondaryButton} w-full`}>
          비밀번호를 잊으셨나요?
        </Link>
      </form>
    </AuthShell>
  );
}
