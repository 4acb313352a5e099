import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { accountLimits } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert, focusFirstInvalid, primaryButton, TextField } from '../../../components/ui/form';
import { certificationReady, noCertification, PhoneCertification, type CertificationState } from '../../auth';
import { validate } from '../../../lib/validation';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';
import { verifyGuardian } from '../api/guardian';

const schema = (cert: CertificationState) =>
  formSchema({ email: z.string(), phone: z.string(), code: z.string() }, (v) => {
    const phone = validate.hpno(v.phone) ?? (certificationReady(cert, v.phone) ? undefined : '인증번호 받기를 눌러 보호자 휴대폰 인증을 진행해 주세요.');
    return { email: validate.email(v.email), phone, code: phone ? undefined : validate.authNo(v.code) };
  });
type Values = { email: string; phone: string; code: string };

/** The guardian's proof: the child's sign-in e-mail and the guardian phone given at the child's sign-up. */
export function VerifyForm({ onVerified }: { onVerified: (token: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [cert, setCert] = useState<CertificationState>(noCertification);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } = useForm<Values>({
    ...formOptions,
    defaultValues: { email: '', phone: '', code: '' },
    resolver: schemaResolver(schema(cert)),
  });
  const { errors } = formState;
  const [phone, code] = useWatch({ control, name: ['phone', 'code'] });

  async function onValid(v: Values) {
    setFailure(null);
    try {
      const session = await verifyGuardian({ email: v.email.trim(), guardian_hpno: v.phone.replace(/\D/g, ''), auth_no: v.code });
      onVerified(session.guardian_token);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  }

  return (
    <form ref={formRef} noValidate aria-label="보호자 확인" className="space-y-4" onSubmit={(e) => void handleSubmit(onValid, () => focusFirstInvalid(formRef.current))(e)}>
      <TextField
        label="자녀의 아이디(이메일)"
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={accountLimits.emailMax}
        placeholder="child@email.com"
        {...register('email')}
        error={errors.email?.message}
      />
      <PhoneCertification
        idPrefix="guardian"
        page="parental"
        phoneLabel="보호자 휴대폰 번호 (자녀 가입 때 등록한 번호)"
        phone={phone}
        onPhoneChange={(value) => {
          setValue('phone', value);
          clearErrors('phone');
        }}
        code={code}
        onCodeChange={(value) => {
          setValue('code', value);
          clearErrors('code');
        }}
        phoneError={errors.phone?.message}
        codeError={errors.code?.message}
        onPhoneErrorChange={(m) => (m ? setError('phone', { type: 'server', message: m }) : clearErrors('phone'))}
        state={cert}
        onStateChange={setCert}
      />
      <FormAlert message={failure} />
      <button type="submit" className={`${primaryButton} w-full`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? '확인 중…' : '보호자 확인'}
      </button>
    </form>
  );
}
