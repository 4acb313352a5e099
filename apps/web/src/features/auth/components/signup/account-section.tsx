import { accountLimits } from '@school/contracts/plain';
import { secondaryButton, TextField } from '../../../../components/ui/form';
import { validate } from '../../../../lib/validation';
import type { SocialSignup } from '../../signup-schema';
import { Section } from './section';
import type { DuplicateCheck } from './use-duplicate-check';
import { useSignupField } from './use-signup-field';

/** 계정 정보: the e-mail (checked for duplicates) and the password twice; a social sign-up shows the provider's e-mail only. */
export function AccountSection({ social, dup }: { social?: SocialSignup | undefined; dup: DuplicateCheck }) {
  const { values, set, setFieldError, errorOf } = useSignupField(['email', 'password', 'passwordConfirm']);
  const blurCheck = (key: 'password' | 'passwordConfirm', message: string | undefined) => setFieldError(key, message);

  if (social) {
    return (
      <Section title="계정 정보">
        <TextField label="이메일" type="email" value={values.email} readOnly hint={`${social.providerLabel} 로그인으로 확인한 이메일입니다.`} />
      </Section>
    );
  }
  return (
    <Section title="계정 정보">
      <TextField
        label="이메일"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={accountLimits.emailMax}
        placeholder="example@email.com"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        onBlur={() => values.email && void dup.check('email')}
        error={errorOf('email')}
        success={dup.success('email', '사용할 수 있는 이메일입니다.')}
        hint="로그인 아이디로 쓰이며, 가입 후에는 바꿀 수 없습니다."
        addon={
          <button type="button" className={secondaryButton} onClick={() => void dup.check('email')} disabled={dup.pending}>
            중복확인
          </button>
        }
      />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        maxLength={accountLimits.passwordMax}
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        onBlur={() => values.password && blurCheck('password', validate.password(values.password))}
        error={errorOf('password')}
        hint={`${accountLimits.passwordMin}자 이상 ${accountLimits.passwordMax}자 이하로 입력해 주세요. 너무 흔한 비밀번호는 쓸 수 없습니다.`}
      />
      <TextField
        label="비밀번호 확인"
        type="password"
        autoComplete="new-password"
        maxLength={accountLimits.passwordMax}
        value={values.passwordConfirm}
        onChange={(e) => set('passwordConfirm', e.target.value)}
        onBlur={() =>
          values.passwordConfirm && blurCheck('passwordConfirm', validate.passwordConfirm(values.passwordConfirm, values.password))
        }
        error={errorOf('passwordConfirm')}
      />
    </Section>
  );
}
