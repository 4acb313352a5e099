import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { TokenPair } from '@school/contracts';
import { codes, SUCCESS_CODE } from '@school/contracts/plain';
import { deviceText, type DeviceInfo } from '../../../lib/device';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert, primaryButton, secondaryButton, TextField } from '../../../components/ui/form';
import { restoreDormant, sendDormantCode } from '../api/dormant';
import { startSession } from '../session';

interface Props {
  email: string;
  dormantToken: string;
  device: DeviceInfo;
  /** Back to the sign-in form (the key expired or the person changed their mind). */
  onCancel: () => void;
  /** Instead of starting the session here (social sign-in finishes its own way). */
  onRestored?: (tokens: TokenPair) => void;
}

/**
 * The restore step after a dormant account's sign-in (2080, docs/decisions/071): a code to the phone
 * given at sign-up, then the account and its data come back and the person is signed in.
 */
export function DormantRestore({ email, dormantToken, device, onCancel, onRestored }: Props) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  async function send() {
    setFailure(null);
    setSending(true);
    try {
      const result = await sendDormantCode(dormantToken);
      if (result.code === SUCCESS_CODE && result.data) setSentTo(result.data.hpno_masked);
      else {
        setFailure(result.message);
        setExpired(result.code === codes.DORMANT_CHALLENGE_EXPIRED.code);
      }
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  async function restore({ code }: { code: string }) {
    setFailure(null);
    try {
      const result = await restoreDormant({ dormant_token: dormantToken, auth_no: code.trim(), os: deviceText(device) });
      if (result.code === SUCCESS_CODE && result.data) {
        if (onRestored) onRestored(result.data);
        else startSession(email, result.data, queryClient, device);
        return;
      }
      setFailure(result.message);
      setExpired(result.code === codes.DORMANT_CHALLENGE_EXPIRED.code);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="dormant-title" className="space-y-4">
      <h2 id="dormant-title" className="text-lg font-bold text-slate-900">
        휴면 계정 해제
      </h2>
      <p className="text-sm leading-6 text-slate-600">
        1년 넘게 이용하지 않아 회원정보를 따로 보관하고 있는 계정입니다. 가입할 때 등록한 휴대폰으로 본인 확인을 하시면 회원정보와 수강 내역을 그대로 다시 이용하실 수 있습니다.
      </p>
      {sentTo === null ? (
        <button type="button" className={`${primaryButton} w-full`} onClick={() => void send()} disabled={sending || expired}>
          {sending ? '보내는 중…' : '가입한 휴대폰으로 인증번호 받기'}
        </button>
      ) : (
        <form noValidate aria-label="휴면 해제" className="space-y-4" onSubmit={(e) => void handleSubmit(restore)(e)}>
          <FormAlert tone="info" message={`${sentTo}(으)로 인증번호를 보냈습니다. 3분 안에 입력해 주세요.`} />
          <TextField
            label="인증번호"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...register('code', { required: '인증번호 6자리를 입력해 주세요.', pattern: { value: /^\d{6}$/, message: '인증번호 6자리를 입력해 주세요.' } })}
            error={formState.errors.code?.message}
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={formState.isSubmitting || expired}>
            {formState.isSubmitting ? '확인 중…' : '휴면 해제하고 로그인'}
          </button>
          <button type="button" className={`${secondaryButton} w-full`} onClick={() => void send()} disabled={sending || expired}>
            인증번호 다시 받기
          </button>
        </form>
      )}
      <FormAlert message={failure} />
      <button type="button" className="w-full rounded px-1 text-sm text-slate-600 hover:text-slate-900 hover:underline" onClick={onCancel}>
        로그인 화면으로 돌아가기
      </button>
    </section>
  );
}
