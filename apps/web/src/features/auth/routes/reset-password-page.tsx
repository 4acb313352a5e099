import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link, useSearchParams } from 'react-router';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthShell, focusFirstInvalid, FormAlert, NewPasswordFields, primaryButton } from '../../../components/ui/form';
import { validate } from '../../../lib/validation';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';

const resetPasswordSchema = formSchema({ password: z.string(), confirm: z.string() }, (v) => ({
  password: validate.password(v.password),
  confirm: validate.passwordConfirm(v.confirm, v.password),
}));
type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/**
 * The page the reset mail links to (PASSWORD_RESET_PATH, `?token=…`). A new
 * password ends every session of the account, this browser's included.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const mutation = useResetPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordValues>({
    ...formOptions,
    defaultValues: { password: '', confirm: '' },
    resolver: schemaResolver(resetPasswordSchema),
  });
  const { errors } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!token) {
    return (
      <AuthShell title="비밀번호 재설정" description="링크가 올바르지 않습니다. 메일의 링크를 그대로 열었는지 확인하거나, 비밀번호 찾기를 다시 진행해 주세요.">
        <Link to="/find-password" className={`${primaryButton} w-full`}>
          비밀번호 찾기
        </Link>
      </AuthShell>
    );
  }

  if (done) {
    return (
      <AuthShell title="비밀번호를 변경했습니다">
        <FormAlert tone="info" message={done} />
        <Link to="/login" className={`${primaryButton} mt-6 w-full`}>
          로그인하기
        </Link>
      </AuthShell>
    );
  }

  const onInvalid = () => {
    setFailure(null);
    focusFirstInvalid(formRef.current);
  };

  async function onValid({ password }: ResetPasswordValues) {
    setFailure(null);
    try {
      const result = await mutation.mutateAsync({ token, new_password: password });
      if (result.code === SUCCESS_CODE) {
        // Every session of the account ended on the server; a stored one here is dead too.
        useSessionStore.getState().clearUser();
        setDone(result.message);
        return;
      }
      if (result.code === '2013') setError('password', { type: 'server', message: result.message });
      setFailure(result.message);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  }

  return (
    <AuthShell title="비밀번호 재설정" description="새로 사용할 비밀번호를 입력해 주세요. 변경하면 모든 기기에서 로그아웃됩니다.">
      <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="space-y-4" aria-label="비밀번호 재설정">
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirm')}
          passwordError={errors.password?.message}
          confirmError={errors.confirm?.message}
        />
        <FormAlert message={failure} />
        {failure && !errors.password && (
          <Link to="/find-password" className="block text-center text-sm font-semibold text-accent-700 hover:underline">
            비밀번호 찾기 다시 하기
          </Link>
        )}
        <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
          {mutation.isPending ? '변경하는 중…' : '비밀번호 변경'}
        </button>
      </form>
    </AuthShell>
  );
}
