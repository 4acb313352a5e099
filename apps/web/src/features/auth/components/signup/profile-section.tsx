import { accountLimits } from '@school/contracts/plain';
import { secondaryButton, TextField } from '../../../../components/ui/form';
import { validate } from '../../../../lib/validation';
import { formatBirthInput } from '../../signup-form';
import { PhoneCertification, type CertificationState } from '../phone-certification';
import { GenderField } from './gender-field';
import { ReferralField } from './referral-field';
import { Section } from './section';
import type { DuplicateCheck } from './use-duplicate-check';
import { useSignupField } from './use-signup-field';

/** 회원 정보: name, nickname (checked for duplicates), the certified phone, birth date, gender and the referral code. */
export function ProfileSection(props: { dup: DuplicateCheck; cert: CertificationState; onCertChange: (state: CertificationState) => void }) {
  const { dup, cert, onCertChange } = props;
  const { values, set, setFieldError, errorOf } = useSignupField(['userName', 'nickname', 'email', 'hpno', 'authNo', 'birth']);
  return (
    <Section title="회원 정보">
      <TextField
        label="이름"
        autoComplete="name"
        maxLength={accountLimits.userNameMax}
        value={values.userName}
        onChange={(e) => set('userName', e.target.value)}
        onBlur={() => values.userName && setFieldError('userName', validate.userName(values.userName))}
        error={errorOf('userName')}
      />
      <TextField
        label="닉네임"
        autoComplete="nickname"
        maxLength={accountLimits.nicknameMax}
        value={values.nickname}
        onChange={(e) => set('nickname', e.target.value)}
        onBlur={() => values.nickname && void dup.check('nickname')}
        error={errorOf('nickname')}
        success={dup.success('nickname', '사용할 수 있는 닉네임입니다.')}
        hint={`한글, 영문, 숫자, 밑줄(_)로 ${accountLimits.nicknameMin}~${accountLimits.nicknameMax}자`}
        addon={
          <button type="button" className={secondaryButton} onClick={() => void dup.check('nickname')} disabled={dup.pending}>
            중복확인
          </button>
        }
      />
      <PhoneCertification
        idPrefix="signup"
        page="signUp"
        phoneLabel="휴대폰 번호"
        email={validate.email(values.email) ? undefined : values.email.trim()}
        phone={values.hpno}
        onPhoneChange={(v) => set('hpno', v)}
        code={values.authNo}
        onCodeChange={(v) => set('authNo', v)}
        phoneError={errorOf('hpno')}
        codeError={errorOf('authNo')}
        onPhoneErrorChange={(m) => setFieldError('hpno', m)}
        state={cert}
        onStateChange={onCertChange}
      />
      <TextField
        label="생년월일"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="YYYY-MM-DD"
        maxLength={10}
        value={values.birth}
        onChange={(e) => set('birth', formatBirthInput(e.target.value))}
        onBlur={() => values.birth && setFieldError('birth', validate.birth(values.birth))}
        error={errorOf('birth')}
        hint="예: 1990-01-31 (숫자 8자리만 입력해도 됩니다)"
      />
      <GenderField />
      <ReferralField />
    </Section>
  );
}
