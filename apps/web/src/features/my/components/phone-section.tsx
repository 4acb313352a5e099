import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE, type MyUser } from '@school/contracts';
import { errorMessage } from '../../../lib/api-client';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { certificationReady, noCertification, PhoneCertification, type CertificationState } from '../../auth';
import { validate } from '../../../lib/validation';
import { useChangeHpnoMutation } from '../api/change-hpno';
import { InfoSection, ResultMessage, type Result } from './info-section';

export function PhoneSection({ user }: { user: MyUser }) {
  const queryClient = useQueryClient();
  const mutation = useChangeHpnoMutation();
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [cert, setCert] = useState<CertificationState>(noCertification);
  const [errors, setErrors] = useState<{ phone?: string | undefined; code?: string | undefined }>({});
  const [result, setResult] = useState<Result>(null);

  function close() {
    setEditing(false);
    setPhone('');
    setCode('');
    setCert(noCertification);
    setErrors({});
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const phoneProblem = validate.hpno(phone) ?? (certificationReady(cert, phone) ? undefined : '인증번호 받기를 눌러 휴대폰 인증을 진행해 주세요.');
    const codeProblem = phoneProblem ? undefined : validate.authNo(code);
    setErrors({ phone: phoneProblem, code: codeProblem });
    if (phoneProblem || codeProblem) return;
    try {
      const response = await mutation.mutateAsync({ hpno: phone, auth_no: code });
      if (response.code === SUCCESS_CODE) {
        await queryClient.invalidateQueries({ queryKey: ['my', 'user'] });
        close();
      } else if (response.code.startsWith('202')) setErrors({ code: response.message });
      else if (response.code === '2012') setErrors({ phone: response.message });
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
        <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="휴대폰 번호 변경" className="mt-4 space-y-4">
          <PhoneCertification
            idPrefix="my-hpno"
            page="hpno"
            phoneLabel="새 휴대폰 번호"
            phone={phone}
            onPhoneChange={(v) => {
              setPhone(v);
              setErrors({});
            }}
            code={code}
            onCodeChange={(v) => {
              setCode(v);
              setErrors((s) => ({ ...s, code: undefined }));
            }}
            phoneError={errors.phone}
            codeError={errors.code}
            onPhoneErrorChange={(m) => setErrors((s) => ({ ...s, phone: m }))}
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
