import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import type { MyUser } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { certificationReady, noCertification, PhoneCertification, type CertificationState } from '../../auth';
import { validate } from '../../../lib/validation';
import { formOptions, formSchema, schemaResolver } from '../../../lib/form-schema';

/** The certification state is part of the rules: a number must have been sent to this phone. */
const phoneSchema = (cert: CertificationState) =>
  formSchema({ phone: z.string(), code: z.string() }, (v) => {
    const phone = validate.hpno(v.phone) ?? (certificationReady(cert, v.phone) ? undefined : '인증번호 받기를 눌러 휴대폰 인증을 진행해 주세요.');
    return { phone, code: phone ? undefined : validate.authNo(v.code) };
  });
type PhoneValues = { phone: string; code: string };
const empty: PhoneValues = { phone: '', code: '' };
import { useChangeHpnoMutation } from '../api/change-hpno';
import { InfoSection, ResultMessage, type Result } from './info-section';

export function PhoneSection({ user }: { user: MyUser }) {
  const queryClient = useQueryClient();
  const mutation = useChangeHpnoMutation();
  const [editing, setEditing] = useState(false);
  const [cert, setCert] = useState<CertificationState>(noCertification);
  const { handleSubmit, setValue, setError, clearErrors, reset, control, formState } = useForm<PhoneValues>({
    ...formOptions,
    defaultValues: empty,
    resolver: schemaResolver(phoneSchema(cert)),
  });
  const { errors } = formState;
  const [phone, code] = useWatch({ control, name: ['phone', 'code'] });
  const [result, setResult] = useState<Result>(null);

  function close() {
    setEditing(false);
    reset(empty);
    setCert(noCertification);
  }

  async function onValid({ phone, code }: PhoneValues) {
    setResult(null);
    try {
      const response = await mutation.mutateAsync({ hpno: phone, auth_no: code });
      if (response.code === SUCCESS_CODE) {
        await queryClient.invalidateQueries({ queryKey: ['my', 'user'] });
        close();
      } else if (response.code.startsWith('202')) setError('code', { type: 'server', message: response.message });
      else if (response.code === '2012') setError('phone', { type: 'server', message: response.message });
      setResult({ ok: response.code === SUCCESS_CODE, message: response.message });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  return (
    <InfoSection id="my-phone" title="휴대폰 번호">
      <div className="flex items-center justify-between gap-3">
        <p className="text-[15px] text-slate-800">
          <span className="sr-only">현재 번호 </span>
          {user.hpno}
        </p>
        {!editing && (
          <button
            type="button"
            className={`${secondaryButton} h-10`}
            onClick={() => {
              setEditing(true);
              setResult(null);
            }}
          >
            번호 변경
          </button>
        )}
      </div>
      {editing && (
        <form noValidate onSubmit={(e) => void handleSubmit(onValid, () => setResult(null))(e)} aria-label="휴대폰 번호 변경" className="mt-4 space-y-4">
          <PhoneCertification
            idPrefix="my-hpno"
            page="hpno"
            phoneLabel="새 휴대폰 번호"
            phone={phone}
            onPhoneChange={(v) => {
              setValue('phone', v);
              clearErrors();
            }}
            code={code}
            onCodeChange={(v) => {
              setValue('code', v);
              clearErrors('code');
            }}
            phoneError={errors.phone?.message}
            codeError={errors.code?.message}
            onPhoneErrorChange={(m) => (m ? setError('phone', { type: 'server', message: m }) : clearErrors('phone'))}
            state={cert}
            onStateChange={setCert}
          />
          <div className="flex gap-2">
            <button type="submit" className={`${primaryButton} flex-1 desktop:flex-none`} disabled={mutation.isPending}>
              번호 변경하기
            </button>
            <button type="button" className={`${secondaryButton} flex-1 desktop:flex-none`} onClick={close}>
              취소
            </button>
          </div>
        </form>
      )}
      <ResultMessage result={result} />
    </InfoSection>
  );
}
