import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountLimits, SUCCESS_CODE } from '@school/contracts';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstInvalid, NewPasswordFields, primaryButton, TextField } from '../../../components/ui/form';
import { validate } from '../../../lib/validation';
import { useChangePasswordMutation } from '../api/change-password';
import { InfoSection, ResultMessage, type Result } from './info-section';

type Errors = { current?: string | undefined; next?: string | undefined; confirm?: string | undefined };

export function PasswordSection() {
  const queryClient = useQueryClient();
  const mutation = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Result>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Errors = {
      current: current === '' ? '현재 비밀번호를 입력해 주세요.' : undefined,
      next: validate.password(next) ?? (next === current ? '새 비밀번호가 현재 비밀번호와 같습니다.' : undefined),
      confirm: validate.passwordConfirm(confirm, next),
    };
    setErrors(found);
    setResult(null);
    if (found.current || found.next || found.confirm) {
      focusFirstInvalid(form);
      return;
    }
    try {
      const response = await mutation.mutateAsync({ user_password: current, new_password: next });
      if (response.code === SUCCESS_CODE) {
        setCurrent('');
        setNext('');
        setConfirm('');
        // The device list changed: the other devices were signed out.
        await queryClient.invalidateQueries({ queryKey: ['my', 'user'] });
      } else if (response.code === '2015') setErrors({ current: response.message });
      else if (response.code === '2013' || response.code === '2014') setErrors({ next: response.message });
      setResult({ ok: response.code === SUCCESS_CODE, message: response.message });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  return (
    <InfoSection id="my-password" title="비밀번호 변경" description="비밀번호를 바꾸면 이 기기를 뺀 다른 모든 기기에서 로그아웃됩니다.">
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="비밀번호 변경" className="space-y-4">
        <TextField
          label="현재 비밀번호"
          type="password"
          autoComplete="current-password"
          maxLength={accountLimits.passwordMax}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
        />
        <NewPasswordFields
          password={next}
          confirm={confirm}
          onPasswordChange={setNext}
          onConfirmChange={setConfirm}
          passwordError={errors.next}
          confirmError={errors.confirm}
        />
        <button type="submit" className={`${primaryButton} w-full desktop:w-auto`} disabled={mutation.isPending}>
          {mutation.isPending ? '변경하는 중…' : '비밀번호 변경'}
        </button>
        <ResultMessage result={result} />
      </form>
    </InfoSection>
  );
}
