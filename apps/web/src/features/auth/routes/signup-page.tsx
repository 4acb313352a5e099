import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { accountLimits, limits, SUCCESS_CODE, type DupBody, type SocialProvider } from '@school/contracts';
import { describeDevice, deviceText } from '../../../lib/device';
import { errorMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';
import { useCheckDuplicateMutation } from '../api/check-duplicate';
import { useCheckReferralMutation } from '../api/check-referral';
import { useSignupMutation } from '../api/signup';
import { useOSignupCompleteMutation } from '../api/social-login';
import { AuthShell, focusFirstInvalid, FormAlert, primaryButton, secondaryButton, TextField } from '../../../components/ui/form';
import { certificationReady, noCertification, PhoneCertification, type CertificationState } from '../components/phone-certification';
import { SignupWelcome } from '../components/signup-welcome';
import { openLegalDocument } from '../legal';
import { safeReturnUrl } from '../return-url';
import { startSession } from '../session';
import {
  emptySignupForm,
  fieldOfCode,
  fieldsOfValidation,
  formatBirthInput,
  toSignupBody,
  toSocialSignupBody,
  validateSignup,
  type SignupErrors,
  type SignupField,
  type SignupForm,
} from '../signup-form';
import { needsGuardian, validate } from '../../../lib/validation';

type DupField = 'email' | 'nickname';
type DupState = Partial<Record<DupField, { value: string; duplicated: boolean }>>;

/** /signup: e-mail sign-up with SMS certification, the under-14 guardian step, and consents. */
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
  return <SignupFormView onDone={setWelcomeName} />;
}

/** A social account on its way to becoming a member (after POST /api/auth/osignup confirmed the e-mail). */
export interface SocialSignup {
  provider: SocialProvider;
  providerLabel: string;
  signupToken: string;
  email: string;
  userName: string;
}

export function SignupFormView({ onDone, social }: { onDone: (name: string) => void; social?: SocialSignup }) {
  const queryClient = useQueryClient();
  const emailSignup = useSignupMutation();
  const socialSignup = useOSignupCompleteMutation();
  const signup = social ? socialSignup : emailSignup;
  const dup = useCheckDuplicateMutation();
  const referral = useCheckReferralMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<SignupForm>(() =>
    social ? { ...emptySignupForm, email: social.email, userName: social.userName.slice(0, accountLimits.userNameMax) } : emptySignupForm,
  );
  const [errors, setErrors] = useState<SignupErrors>({});
  const [dupState, setDupState] = useState<DupState>({});
  const [referralOk, setReferralOk] = useState<string | null>(null);
  const [cert, setCert] = useState<CertificationState>(noCertification);
  const [guardianCert, setGuardianCert] = useState<CertificationState>(noCertification);
  const [failure, setFailure] = useState<string | null>(null);

  const minor = needsGuardian(form.birth);

  const set = <K extends SignupField>(key: K, value: SignupForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const setError = (key: SignupField, message: string | undefined) => setErrors((e) => ({ ...e, [key]: message }));
  const blurCheck = (key: SignupField, check: () => string | undefined) => setError(key, check());

  async function checkDuplicate(type: DupField): Promise<boolean> {
    const value = form[type];
    const problem = type === 'email' ? validate.email(value) : validate.nickname(value);
    if (problem) {
      setError(type, problem);
      return false;
    }
    const known = dupState[type];
    if (known?.value === value.trim()) return !known.duplicated;
    try {
      const result = await dup.mutateAsync({ type, value: value.trim() } satisfies DupBody);
      if (result.code !== SUCCESS_CODE || !result.data) {
        setError(type, result.message);
        return false;
      }
      setDupState((s) => ({ ...s, [type]: { value: value.trim(), duplicated: result.data!.duplicated } }));
      setError(type, result.data.duplicated ? (type === 'email' ? '이미 가입된 이메일입니다.' : '이미 사용 중인 닉네임입니다.') : undefined);
      return !result.data.duplicated;
    } catch (error) {
      setError(type, errorMessage(error));
      return false;
    }
  }

  async function checkReferral() {
    const code = form.referralCode.trim();
    const problem = validate.referralCode(code);
    if (!code || problem) {
      setError('referralCode', problem ?? '추천인 코드를 입력해 주세요.');
      return;
    }
    try {
      const result = await referral.mutateAsync(code);
      if (result.code !== SUCCESS_CODE || !result.data) setError('referralCode', result.message);
      else if (!result.data.exists) setError('referralCode', '추천인 코드를 찾을 수 없습니다.');
      else {
        setError('referralCode', undefined);
        setReferralOk(result.data.code);
      }
    } catch (error) {
      setError('referralCode', errorMessage(error));
    }
  }

  const dupSuccess = (type: DupField, message: string) => {
    const known = dupState[type];
    return known && !known.duplicated && known.value === form[type].trim() && !errors[type] ? message : undefined;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = validateSignup(form, {
      certReady: certificationReady(cert, form.hpno),
      guardianCertReady: certificationReady(guardianCert, form.guardianHpno),
      passwordless: Boolean(social),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure('입력한 내용을 다시 확인해 주세요.');
      focusFirstInvalid(formRef.current);
      return;
    }
    const device = describeDevice();
    try {
      const os = deviceText(device);
      const result = social
        ? await socialSignup.mutateAsync(toSocialSignupBody(form, os, social))
        : await emailSignup.mutateAsync(toSignupBody(form, os));
      if (result.code === SUCCESS_CODE && result.data) {
        startSession(form.email, result.data, queryClient, device, social?.provider);
        onDone(form.userName.trim());
        return;
      }
      const fromFields = fieldsOfValidation(result.details);
      const field = fieldOfCode(result.code);
      const next: SignupErrors = { ...fromFields, ...(field ? { [field]: result.message } : {}) };
      setErrors(next);
      setFailure(result.message);
      if (Object.keys(next).length > 0) focusFirstInvalid(formRef.current);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  const allAgreed = form.agreeTerms && form.agreePrivacy && form.agreeMarket;

  return (
    <AuthShell
      title="회원가입"
      description={
        social
          ? `${social.providerLabel} 계정으로 가입합니다. 나머지 정보를 입력해 주세요.`
          : '투자학교 회원이 되어 강의와 분석자료를 이용해 보세요.'
      }
    >
      <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="회원가입" className="space-y-8">
        <Section title="계정 정보">
          {social ? (
            <TextField label="이메일" type="email" value={form.email} readOnly hint={`${social.providerLabel} 로그인으로 확인한 이메일입니다.`} />
          ) : (
            <>
              <TextField
                label="이메일"
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={accountLimits.emailMax}
                placeholder="example@email.com"
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
                onBlur={() => form.email && void checkDuplicate('email')}
                error={errors.email}
                success={dupSuccess('email', '사용할 수 있는 이메일입니다.')}
                hint="로그인 아이디로 쓰이며, 가입 후에는 바꿀 수 없습니다."
                addon={
                  <button type="button" className={secondaryButton} onClick={() => void checkDuplicate('email')} disabled={dup.isPending}>
                    중복확인
                  </button>
                }
              />
              <TextField
                label="비밀번호"
                type="password"
                autoComplete="new-password"
                maxLength={accountLimits.passwordMax}
                value={form.password}
                onChange={(e) => set('password', e.target.value)}
                onBlur={() => form.password && blurCheck('password', () => validate.password(form.password))}
                error={errors.password}
                hint={`${accountLimits.passwordMin}자 이상 ${accountLimits.passwordMax}자 이하로 입력해 주세요. 너무 흔한 비밀번호는 쓸 수 없습니다.`}
              />
              <TextField
                label="비밀번호 확인"
                type="password"
                autoComplete="new-password"
                maxLength={accountLimits.passwordMax}
                value={form.passwordConfirm}
                onChange={(e) => set('passwordConfirm', e.target.value)}
                onBlur={() => form.passwordConfirm && blurCheck('passwordConfirm', () => validate.passwordConfirm(form.passwordConfirm, form.password))}
                error={errors.passwordConfirm}
              />
            </>
          )}
        </Section>

        <Section title="회원 정보">
          <TextField
            label="이름"
            autoComplete="name"
            maxLength={accountLimits.userNameMax}
            value={form.userName}
            onChange={(e) => set('userName', e.target.value)}
            onBlur={() => form.userName && blurCheck('userName', () => validate.userName(form.userName))}
            error={errors.userName}
          />
          <TextField
            label="닉네임"
            autoComplete="nickname"
            maxLength={accountLimits.nicknameMax}
            value={form.nickname}
            onChange={(e) => set('nickname', e.target.value)}
            onBlur={() => form.nickname && void checkDuplicate('nickname')}
            error={errors.nickname}
            success={dupSuccess('nickname', '사용할 수 있는 닉네임입니다.')}
            hint={`한글, 영문, 숫자, 밑줄(_)로 ${accountLimits.nicknameMin}~${accountLimits.nicknameMax}자`}
            addon={
              <button type="button" className={secondaryButton} onClick={() => void checkDuplicate('nickname')} disabled={dup.isPending}>
                중복확인
              </button>
            }
          />
          <PhoneCertification
            idPrefix="signup"
            page="signUp"
            phoneLabel="휴대폰 번호"
            email={validate.email(form.email) ? undefined : form.email.trim()}
            phone={form.hpno}
            onPhoneChange={(v) => set('hpno', v)}
            code={form.authNo}
            onCodeChange={(v) => set('authNo', v)}
            phoneError={errors.hpno}
            codeError={errors.authNo}
            onPhoneErrorChange={(m) => setError('hpno', m)}
            state={cert}
            onStateChange={setCert}
          />
          <TextField
            label="생년월일"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="YYYY-MM-DD"
            maxLength={10}
            value={form.birth}
            onChange={(e) => set('birth', formatBirthInput(e.target.value))}
            onBlur={() => form.birth && blurCheck('birth', () => validate.birth(form.birth))}
            error={errors.birth}
            hint="예: 1990-01-31 (숫자 8자리만 입력해도 됩니다)"
          />
          <fieldset aria-describedby={errors.gender ? 'signup-gender-error' : undefined}>
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">성별</legend>
            <div className="grid grid-cols-2 gap-2">
              {(
                [
                  ['M', '남성'],
                  ['F', '여성'],
                ] as const
              ).map(([value, label]) => (
                <label
                  key={value}
                  className={`flex h-12 cursor-pointer items-center justify-center gap-2 rounded-xl text-[15px] font-semibold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 ${
                    form.gender === value ? 'bg-accent-50 text-accent-700 ring-accent-500' : 'text-slate-600 ring-slate-300 hover:bg-slate-50'
                  }`}
                >
                  <input
                    type="radio"
                    name="gender"
                    value={value}
                    checked={form.gender === value}
                    onChange={() => set('gender', value)}
                    aria-invalid={errors.gender ? true : undefined}
                    className="sr-only"
                  />
                  {label}
                </label>
              ))}
            </div>
            {errors.gender && (
              <p id="signup-gender-error" className="mt-1.5 text-[13px] text-rose-600">
                {errors.gender}
              </p>
            )}
          </fieldset>
          <TextField
            label="추천인 코드"
            optional
            maxLength={accountLimits.referralCodeMax}
            autoCapitalize="characters"
            value={form.referralCode}
            onChange={(e) => {
              set('referralCode', e.target.value);
              setReferralOk(null);
            }}
            error={errors.referralCode}
            success={referralOk && referralOk === form.referralCode.trim().toUpperCase() ? '확인된 추천인 코드입니다.' : undefined}
            addon={
              <button type="button" className={secondaryButton} onClick={() => void checkReferral()} disabled={referral.isPending || !form.referralCode.trim()}>
                코드 확인
              </button>
            }
          />
        </Section>

        {minor && (
          <Section
            title="법정대리인(보호자) 동의"
            description={`만 ${limits.guardianAgeThreshold}세 미만은 법정대리인(보호자)의 동의와 휴대폰 인증이 있어야 가입할 수 있습니다.`}
            highlight
          >
            <TextField
              label="보호자 이름"
              autoComplete="off"
              maxLength={accountLimits.userNameMax}
              value={form.guardianName}
              onChange={(e) => set('guardianName', e.target.value)}
              error={errors.guardianName}
            />
            <PhoneCertification
              idPrefix="guardian"
              page="guardian"
              phoneLabel="보호자 휴대폰 번호"
              phone={form.guardianHpno}
              onPhoneChange={(v) => set('guardianHpno', v)}
              code={form.guardianAuthNo}
              onCodeChange={(v) => set('guardianAuthNo', v)}
              phoneError={errors.guardianHpno}
              codeError={errors.guardianAuthNo}
              onPhoneErrorChange={(m) => setError('guardianHpno', m)}
              state={guardianCert}
              onStateChange={setGuardianCert}
            />
          </Section>
        )}

        <fieldset className="rounded-2xl bg-slate-50 p-4">
          <legend className="sr-only">약관 동의</legend>
          <Check
            label={<span className="text-[15px] font-bold text-slate-900">전체 동의</span>}
            description="필수 및 선택 항목에 모두 동의합니다."
            checked={allAgreed}
            onChange={(checked) => {
              setForm((f) => ({ ...f, agreeTerms: checked, agreePrivacy: checked, agreeMarket: checked }));
              setErrors((e) => ({ ...e, agreeTerms: undefined, agreePrivacy: undefined }));
            }}
          />
          <div className="my-3 h-px bg-slate-200" aria-hidden="true" />
          <ul className="space-y-2.5">
            <li>
              <Check
                label="[필수] 이용약관 동의"
                checked={form.agreeTerms}
                onChange={(c) => set('agreeTerms', c)}
                error={errors.agreeTerms}
                onView={() => void openLegalDocument('terms', '이용약관')}
                viewLabel="이용약관 보기"
              />
            </li>
            <li>
              <Check
                label="[필수] 개인정보 수집 및 이용 동의"
                checked={form.agreePrivacy}
                onChange={(c) => set('agreePrivacy', c)}
                error={errors.agreePrivacy}
                onView={() => void openLegalDocument('collection', '개인정보 수집 및 이용 동의')}
                viewLabel="개인정보 수집 및 이용 동의 보기"
              />
            </li>
            <li>
              <Check
                label="[선택] 마케팅 정보 수신 동의"
                description="이벤트·혜택 소식을 문자와 이메일로 받습니다. 회원정보에서 언제든 바꿀 수 있습니다."
                checked={form.agreeMarket}
                onChange={(c) => set('agreeMarket', c)}
              />
            </li>
          </ul>
        </fieldset>

        <div className="space-y-3">
          <FormAlert message={failure} />
          <button type="submit" className={`${primaryButton} w-full`} disabled={signup.isPending}>
            {signup.isPending ? '가입하는 중…' : '가입하기'}
          </button>
          <p className="text-center text-sm text-slate-600">
            이미 회원이신가요?{' '}
            <Link to="/login" className="font-semibold text-accent-700 hover:underline">
              로그인
            </Link>
          </p>
        </div>
      </form>
    </AuthShell>
  );
}

function Section({ title, description, highlight, children }: { title: string; description?: string; highlight?: boolean; children: ReactNode }) {
  return (
    <fieldset className={highlight ? 'rounded-2xl bg-accent-50/60 p-4 ring-1 ring-accent-100' : ''}>
      {/* Floated so the legend lays out like a heading instead of sitting on the fieldset's border. */}
      <legend className="float-left mb-4 w-full text-[17px] font-bold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">
        {description && <p className="-mt-2 text-sm leading-relaxed text-slate-600">{description}</p>}
        {children}
      </div>
    </fieldset>
  );
}

interface CheckProps {
  label: ReactNode;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  onView?: () => void;
  viewLabel?: string;
}

function Check({ label, description, checked, onChange, error, onView, viewLabel }: CheckProps) {
  const errorId = useId();
  return (
    <div>
      <div className="flex items-start gap-2">
        <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-2.5 text-[14px] text-slate-700">
          <input
            type="checkbox"
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-600"
          />
          <span className="min-w-0">
            {label}
            {description && <span className="mt-0.5 block text-[13px] leading-snug text-slate-500">{description}</span>}
          </span>
        </label>
        {onView && (
          <button type="button" onClick={onView} aria-label={viewLabel} className="shrink-0 rounded px-1 text-[13px] text-slate-500 underline underline-offset-2 hover:text-slate-900">
            보기
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 pl-7.5 text-[13px] text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
