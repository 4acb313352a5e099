import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { accountLimits, SUCCESS_CODE } from '@school/contracts/plain';
import { AuthShell, focusFirstInvalid, FormAlert, primaryButton } from '../../../../components/ui/form';
import { describeDevice, deviceText } from '../../../../lib/device';
import { errorMessage } from '../../../../lib/api-client';
import { formOptions, schemaResolver } from '../../../../lib/form-schema';
import { needsGuardian } from '../../../../lib/validation';
import { useSignupMutation } from '../../api/signup';
import { useOSignupCompleteMutation } from '../../api/social-login';
import { startSession } from '../../session';
import { emptySignupForm, fieldOfCode, fieldsOfValidation, toSignupBody, toSocialSignupBody, type SignupErrors, type SignupForm } from '../../signup-form';
import { signupSchema, type SocialSignup } from '../../signup-schema';
import { noCertification, type CertificationState } from '../phone-certification';
import { AccountSection } from './account-section';
import { ConsentSection } from './consent-section';
import { GuardianSection } from './guardian-section';
import { ProfileSection } from './profile-section';
import { useDuplicateCheck } from './use-duplicate-check';
import { logAuthFailure } from '../../log-failure';

/**
 * The sign-up form (e-mail, or the rest of a social sign-up): its sections, the checks and the submit. `start` is
 * shown above the form (the e-mail sign-up's 간편 가입 buttons).
 */
export function SignupFormView({ onDone, social, start }: { onDone: (name: string) => void; social?: SocialSignup; start?: ReactNode }) {
  const queryClient = useQueryClient();
  const emailSignup = useSignupMutation();
  const socialSignup = useOSignupCompleteMutation();
  const signup = social ? socialSignup : emailSignup;
  const formRef = useRef<HTMLFormElement>(null);
  const [cert, setCert] = useState<CertificationState>(noCertification);
  const [guardianCert, setGuardianCert] = useState<CertificationState>(noCertification);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupForm>({
    ...formOptions,
    defaultValues: social ? { ...emptySignupForm, email: social.email, userName: social.userName.slice(0, accountLimits.userNameMax) } : emptySignupForm,
    resolver: schemaResolver(signupSchema({ cert, guardianCert, passwordless: Boolean(social) })),
  });
  const dup = useDuplicateCheck(form);
  const minor = needsGuardian(useWatch({ control: form.control, name: 'birth' }));

  const onInvalid = () => {
    setFailure('입력한 내용을 다시 확인해 주세요.');
    focusFirstInvalid(formRef.current);
  };

  async function onValid(values: SignupForm) {
    setFailure(null);
    const device = describeDevice();
    try {
      const os = deviceText(device);
      const result = social
        ? await socialSignup.mutateAsync(toSocialSignupBody(values, os, social))
        : await emailSignup.mutateAsync(toSignupBody(values, os));
      if (result.code === SUCCESS_CODE && result.data) {
        startSession(values.email, result.data, queryClient, device, social?.provider);
        onDone(values.userName.trim());
        return;
      }
      logAuthFailure(social ? 'social' : 'signup', result);
      const field = fieldOfCode(result.code);
      const next: SignupErrors = { ...fieldsOfValidation(result.details), ...(field ? { [field]: result.message } : {}) };
      for (const [key, message] of Object.entries(next)) {
        if (message) form.setError(key as keyof SignupForm, { type: 'server', message });
      }
      setFailure(result.message);
      if (Object.keys(next).length > 0) focusFirstInvalid(formRef.current);
    } catch (error) {
      logAuthFailure(social ? 'social' : 'signup', error);
      setFailure(errorMessage(error));
    }
  }

  return (
    <AuthShell
      title="회원가입"
      description={
        social
          ? `${social.providerLabel} 계정으로 가입합니다. 나머지 정보를 입력해 주세요.`
          : '투자학교 회원이 되어 강의와 분석자료를 이용해 보세요.'
      }
    >
      {start}
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)} aria-label="회원가입" className="space-y-8">
          <AccountSection social={social} dup={dup} />
          <ProfileSection dup={dup} cert={cert} onCertChange={setCert} />
          {minor && <GuardianSection cert={guardianCert} onCertChange={setGuardianCert} />}
          <ConsentSection />
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
      </FormProvider>
    </AuthShell>
  );
}
