import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { dormantChallenge } from '@school/contracts';
import { accountLimits, codes, SUCCESS_CODE } from '@school/contracts/plain';
import { describeDevice, deviceText, type DeviceInfo } from '../../../lib/device';
import { errorMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';
import { useLoginMutation } from '../api/login';
import { AuthShell, focusFirstInvalid, FormAlert, primaryButton, TextField } from '../../../components/ui/form';
import { BlockedPanel } from '../components/blocked-panel';
import { DormantRestore } from '../components/dormant-restore';
import { forgetBlocked, forgetSessionEnded, peekBlocked, peekSessionEnded, suspensionOf, type BlockedNotice } from '../../../lib/blocked-notice';
import { SocialLoginButtons } from '../components/social-login-buttons';
import { safeReturnUrl } from '../return-url';
import { startSession } from '../session';
import { validate } from '../../../lib/validation';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';
import { logAuthFailure } from '../log-failure';

const loginSchema = formSchema({ email: z.string(), password: z.string() }, (v) => ({
  email: validate.email(v.email),
  password: validate.loginPassword(v.password),
}));
type LoginValues = z.infer<typeof loginSchema>;

/** /login?returnUrl=…: e-mail sign-in; afterwards back to the (same-site) page that sent the person here. */
export function LoginPage() {
  const [params] = useSearchParams();
  const target = safeReturnUrl(params.get('returnUrl'));
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const mutation = useLoginMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, getValues, trigger, formState } = useForm<LoginValues>({
    ...formOptions,
    defaultValues: { email: '', password: '' },
    resolver: schemaResolver(loginSchema),
  });
  const { errors } = formState;
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [dormant, setDormant] = useState<{ email: string; token: string; device: DeviceInfo } | null>(null);
  // Signed out mid-session by a 0905 (suspended while watching): say so here, once.
  const [blocked, setBlocked] = useState<BlockedNotice | null>(peekBlocked);
  useEffect(forgetBlocked, []);
  // Signed out mid-session by a 0904 (another device signed in): the server's reason, once.
  const [ended, setEnded] = useState<string | null>(peekSessionEnded);
  useEffect(forgetSessionEnded, []);

  // Signed in (also right after a successful submit): go where the person was headed.
  if (loggedIn) return <Navigate to={target} replace />;

  async function onValid({ email, password }: LoginValues) {
    setFailure(null);
    setBlocked(null);
    setEnded(null);
    const device = describeDevice();
    try {
      const result = await mutation.mutateAsync({ email: email.trim(), user_password: password, os: deviceText(device) });
      if (result.code === SUCCESS_CODE && result.data) {
        startSession(email, result.data, queryClient, device);
        return;
      }
      const challenge = dormantChallenge.safeParse(result.details);
      if (result.code === codes.ACCOUNT_DORMANT.code && challenge.success) {
        setDormant({ email, token: challenge.data.dormant_token, device });
        return;
      }
      logAuthFailure('login', result);
      if (result.code === codes.ACCOUNT_BLOCKED.code) {
        setBlocked({ message: result.message, suspension: suspensionOf(result.details) });
        return;
      }
      setFailure(result.message);
    } catch (error) {
      logAuthFailure('login', error);
      setFailure(errorMessage(error));
    }
  }

  const onInvalid = () => {
    setFailure(null);
    focusFirstInvalid(formRef.current);
  };

  const signupHref = params.get('returnUrl') ? `/signup?${new URLSearchParams({ returnUrl: target }).toString()}` : '/signup';

  if (dormant) {
    return (
      <AuthShell title="로그인" description="오랜만에 오셨네요. 본인 확인 후 바로 이용하실 수 있습니다.">
        <DormantRestore email={dormant.email} dormantToken={dormant.token} device={dormant.device} onCancel={() => setDormant(null)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="로그인" description="이메일과 비밀번호로 로그인해 주세요.">
      {blocked && <BlockedPanel notice={blocked} />}
      {ended && !blocked && (
        <section role="alert" aria-labelledby="session-ended-title" className="mb-5 rounded-2xl bg-amber-50 p-5 text-sm leading-relaxed text-amber-900 ring-1 ring-amber-200">
          <h2 id="session-ended-title" className="text-base font-bold">
            로그아웃되었습니다
          </h2>
          <p className="mt-1">{ended}</p>
          <p className="mt-2">다시 로그인하면 보던 화면으로 돌아갑니다.</p>
        </section>
      )}
      <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="space-y-4" aria-label="이메일 로그인">
        <TextField
          label="이메일"
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={accountLimits.emailMax}
          placeholder="example@email.com"
          {...register('email', { onBlur: () => void (getValues('email') && trigger('email')) })}
          error={errors.email?.message}
        />
        <TextField
          label="비밀번호"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          maxLength={accountLimits.passwordMax}
          {...register('password')}
          error={errors.password?.message}
          addon={
            <button
              type="button"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
              className="h-12 shrink-0 rounded-xl px-3 text-sm font-semibold text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              {showPassword ? '숨기기' : '표시'}
              <span className="sr-only"> 비밀번호</span>
            </button>
          }
        />
        <FormAlert message={failure} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
          {mutation.isPending ? '로그인 중…' : '로그인'}
        </button>
      </form>
      <nav aria-label="계정 도움" className="mt-5 flex items-center justify-center gap-3 text-sm text-slate-600">
        <Link to="/find-password" className="rounded px-1 hover:text-slate-900 hover:underline">
          비밀번호 찾기
        </Link>
        <span aria-hidden="true" className="h-3 w-px bg-slate-300" />
        <Link to={signupHref} className="rounded px-1 font-semibold text-accent-700 hover:underline">
          회원가입
        </Link>
      </nav>
      <SocialLoginButtons returnUrl={target} />
    </AuthShell>
  );
}
