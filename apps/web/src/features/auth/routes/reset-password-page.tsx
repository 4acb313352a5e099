import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SUCCESS_CODE } from '@school/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthShell, focusFirstInvalid, FormAlert, NewPasswordFields, primaryButton } from '../../../components/ui/form';
import { validate } from '../../../lib/validation';

/**
 * The page the reset mail links to (PASSWORD_RESET_PATH, `?token=…`). A new
 * password ends every session of the account, this browser's included.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const mutation = useResetPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { password: validate.password(password), confirm: validate.passwordConfirm(confirm, password) };
    setErrors(next);
    setFailure(null);
    if (next.password || next.confirm) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const result = await mutation.mutateAsync({ token, new_password: password });
      if (result.code === SUCCESS_CODE) {
        // Every session of the account ended on the server; a stored one here is dead too.
        useSessionStore.getState().clearUser();
        setDone(result.message);
        return;
      }
      if (result.code === '2013') setErrors({ password: result.message });
      setFailure(result.message);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  }

  return (
    <AuthShell title="비밀번호 재설정" description="새로 사용할 비밀번호를 입력해 주세요. 변경하면 모든 기기에서 로그아웃됩니다.">
      <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label="비밀번호 재설정">
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          passwordError={errors.password}
          confirmError={errors.confirm}
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
