import { accountLimits, limits } from '@school/contracts/plain';
import { TextField } from '../../../../components/ui/form';
import { PhoneCertification, type CertificationState } from '../phone-certification';
import { Section } from './section';
import { useSignupField } from './use-signup-field';

/** The under-14 step: the legal guardian's name and certified phone. */
export function GuardianSection({ cert, onCertChange }: { cert: CertificationState; onCertChange: (state: CertificationState) => void }) {
  const { values, set, setFieldError, errorOf } = useSignupField(['guardianName', 'guardianHpno', 'guardianAuthNo']);
  return (
    <Section
      title="법정대리인(보호자) 동의"
      description={`만 ${limits.guardianAgeThreshold}세 미만은 법정대리인(보호자)의 동의와 휴대폰 인증이 있어야 가입할 수 있습니다.`}
      highlight
    >
      <TextField
        label="보호자 이름"
        autoComplete="off"
        maxLength={accountLimits.userNameMax}
        value={values.guardianName}
        onChange={(e) => set('guardianName', e.target.value)}
        error={errorOf('guardianName')}
      />
      <PhoneCertification
        idPrefix="guardian"
        page="guardian"
        phoneLabel="보호자 휴대폰 번호"
        phone={values.guardianHpno}
        onPhoneChange={(v) => set('guardianHpno', v)}
        code={values.guardianAuthNo}
        onCodeChange={(v) => set('guardianAuthNo', v)}
        phoneError={errorOf('guardianHpno')}
        codeError={errorOf('guardianAuthNo')}
        onPhoneErrorChange={(m) => setFieldError('guardianHpno', m)}
        state={cert}
        onStateChange={onCertChange}
      />
    </Section>
  );
}
