import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountLimits, SUCCESS_CODE } from '@school/contracts/plain';
import { AuthShell, focusFirstInvalid, FormAlert, primaryButton, TextField } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { describeDevice, deviceText } from '../../../lib/device';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';
import { validate } from '../../../lib/validation';
import { adminLogin } from '../api/admin-login';

const signInSchema = formSchema({ email: z.string(), password: z.string() }, (v) => ({
  email: validate.email(v.email),
  password: validate.loginPassword(v.password),
}));
type SignInValues = z.infer<typeof signInSchema>;

/** The console's own sign-in (콘솔 로그인, for operators and teachers): every attempt is recorded by the server. */
export function AdminSignIn({ notice }: { notice?: string | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    ...formOptions,
    defaultValues: { email: '', password: '' },
    resolver: schemaResolver(signInSchema),
  });
  const { errors, isSubmitting } = formState;

  async function onValid({ email, password }: SignInValues) {
    setFailure(null);
    const device = describeDevice();
    try {
      const result = await adminLogin(email.trim(), password, device, `관리 콘솔 · ${deviceText(device)}`);
      // On success the console store opens the console (admin-app.tsx).
      if (result.code !== SUCCESS_CODE) setFailure(result.message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <AuthShell title="콘솔 로그인" description="운영자와 강사가 쓰는 관리 콘솔입니다. 강사는 자기 강의의 질문과 현황을 봅니다. 모든 로그인 시도는 기록됩니다.">
      <form
        ref={formRef}
        noValidate
        aria-label="콘솔 로그인"
        className="space-y-4"
        onSubmit={(e) => void handleSubmit(onValid, () => focusFirstInvalid(formRef.current))(e)}
      >
        <TextField label="이메일" type="email" autoComplete="username" maxLength={accountLimits.emailMax} {...register('email')} error={errors.email?.message} />
        <TextField label="비밀번호" type="password" autoComplete="current-password" maxLength={accountLimits.passwordMax} {...register('password')} error={errors.password?.message} />
        <FormAlert message={failure ?? notice} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={isSubmitting}>
          {isSubmitting ? '확인 중…' : '로그인'}
        </button>
      </form>
    </AuthShell>
  );
}
