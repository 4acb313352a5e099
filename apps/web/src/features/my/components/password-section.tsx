import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { accountLimits, SUCCESS_CODE } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstInvalid, NewPasswordFields, primaryButton, TextField } from '../../../components/ui/form';
import { validate } from '../../../lib/validation';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';
import { useChangePasswordMutation } from '../api/change-password';
import { InfoSection, ResultMessage, type Result } from './info-section';

const passwordSchema = formSchema({ current: z.string(), next: z.string(), confirm: z.string() }, (v) => ({
  current: v.current === '' ? '현재 비밀번호를 입력해 주세요.' : undefined,
  next: validate.password(v.next) ?? (v.next === v.current ? '새 비밀번호가 현재 비밀번호와 같습니다.' : undefined),
  confirm: validate.passwordConfirm(v.confirm, v.next),
}));
type PasswordValues = z.infer<typeof passwordSchema>;
const empty: PasswordValues = { current: '', next: '', confirm: '' };

export function PasswordSection() {
  const queryClient = useQueryClient();
  const mutation = useChangePasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    ...formOptions,
    defaultValues: empty,
    resolver: schemaResolver(passwordSchema),
  });
  const { errors } = formState;
  const [result, setResult] = useState<Result>(null);

  const onInvalid = () => {
    setResult(null);
    focusFirstInvalid(formRef.current);
  };

  async function onValid({ current, next }: PasswordValues) {
    setResult(null);
    try {
      const response = await mutation.mutateAsync({ user_password: current, new_password: next });
      if (response.code === SUCCESS_CODE) {
        reset(empty);
        // The device list changed: the other devices were signed out.
        await queryClient.invalidateQueries({ queryKey: ['my', 'user'] });
      } else if (response.code === '2015') setError('current', { type: 'server', message: response.message });
      else if (response.code === '2013' || response.code === '2014') setError('next', { type: 'server', message: response.message });
      setResult({ ok: response.code === SUCCESS_CODE, message: response.message });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  return (
    <InfoSection id="my-password" title="비밀번호 변경" description="비밀번호를 바꾸면 이 기기를 뺀 다른 모든 기기에서 로그아웃됩니다.">
      <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} aria-label="비밀번호 변경" className="space-y-4">
        <TextField
          label="현재 비밀번호"
          type="password"
          autoComplete="current-password"
          maxLength={accountLimits.passwordMax}
          {...register('current')}
          error={errors.current?.message}
        />
        <NewPasswordFields
          password={register('next')}
          confirm={register('confirm')}
          passwordError={errors.next?.message}
          confirmError={errors.confirm?.message}
        />
        <button type="submit" className={`${primaryButton} w-full desktop:w-auto`} disabled={mutation.isPending}>
          {mutation.isPending ? '변경하는 중…' : '비밀번호 변경'}
        </button>
        <ResultMessage result={result} />
      </form>
    </InfoSection>
  );
}
