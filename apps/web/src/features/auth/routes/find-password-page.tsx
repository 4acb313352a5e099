import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link } from 'react-router';
import { accountLimits, SUCCESS_CODE } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { useFindPasswordMutation } from '../api/find-password';
import { AuthShell, focusFirstInvalid, FormAlert, primaryButton, secondaryButton, TextField } from '../../../components/ui/form';
import { validate } from '../../../lib/validation';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';

const findPasswordSchema = formSchema({ email: z.string() }, (v) => ({ email: validate.email(v.email) }));
type FindPasswordValues = z.infer<typeof findPasswordSchema>;

/** /find-password: mails a reset link. The server answers alike for every e-mail, so we do too. */
export function FindPasswordPage() {
  const mutation = useFindPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, clearErrors, formState } = useForm<FindPasswordValues>({
    ...formOptions,
    defaultValues: { email: '' },
    resolver: schemaResolver(findPasswordSchema),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onInvalid = () => {
    setFailure(null);
    focusFirstInvalid(formRef.current);
  };

  async function onValid({ email }: FindPasswordValues) {
    setFailure(null);
    try {
      const result = await mutation.mutateAsync({ email: email.trim() });
      if (result.code === SUCCESS_CODE) setSent(result.message);
      else setFailure(result.message);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  }

  if (sent) {
    return (
      <AuthShell title="메일을 확인해 주세요">
        <FormAlert tone="info" message={sent} />
        <p className="mt-4 text-sm leading-relaxed text-slate-600">
          링크는 30분 동안 한 번만 쓸 수 있습니다. 메일이 오지 않으면 스팸함을 확인하거나 잠시 후 다시 요청해 주세요.
        </p>
        <div className="mt-6 flex gap-2 mobile:flex-col">
          <Link to="/login" className={`${primaryButton} flex-1`}>
            로그인으로 가기
          </Link>
          <button type="button" className={`${secondaryButton} flex-1`} onClick={() => setSent(null)}>
            다시 보내기
          </button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="비밀번호 찾기" description="가입한 이메일을 입력하시면 비밀번호를 다시 설정할 수 있는 링크를 보내 드립니다.">
      <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="space-y-4" aria-label="비밀번호 찾기">
        <TextField
          label="이메일"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={accountLimits.emailMax}
          placeholder="example@email.com"
          {...register('email', { onChange: () => clearErrors('email') })}
          error={formState.errors.email?.message}
        />
        <FormAlert message={failure} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
          {mutation.isPending ? '보내는 중…' : '재설정 링크 받기'}
        </button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-600">
        <Link to="/login" className="rounded px-1 hover:text-slate-900 hover:underline">
          로그인으로 돌아가기
        </Link>
      </p>
    </AuthShell>
  );
}
