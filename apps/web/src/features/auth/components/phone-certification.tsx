import { useEffect, useState } from 'react';
import type { CertificationPage } from '@school/contracts';
import { accountLimits, SUCCESS_CODE } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { useSendCertificationMutation } from '../api/send-certification';
import { phoneDigits, validate } from '../../../lib/validation';
import { secondaryButton, TextField } from '../../../components/ui/form';

export interface CertificationState {
  /** Phone digits the newest number was sent to, or null. */
  sentTo: string | null;
  /** When that number stops being valid (ms since epoch). */
  expiresAt: number;
}

export const noCertification: CertificationState = { sentTo: null, expiresAt: 0 };

/** Is there a live number for this phone (sent to it, not yet expired)? */
export function certificationReady(state: CertificationState, phone: string, now = Date.now()): boolean {
  return state.sentTo !== null && state.sentTo === phoneDigits(phone) && now < state.expiresAt;
}

interface Props {
  idPrefix: string;
  page: CertificationPage;
  phoneLabel: string;
  email?: string | undefined;
  phone: string;
  onPhoneChange: (value: string) => void;
  code: string;
  onCodeChange: (value: string) => void;
  phoneError?: string | undefined;
  codeError?: string | undefined;
  onPhoneErrorChange: (message: string | undefined) => void;
  state: CertificationState;
  onStateChange: (state: CertificationState) => void;
}

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Mobile number + "인증번호 받기" + the six-digit code with its 3-minute countdown.
 * Sending again is offered once the server's resend wait (60 s) is over.
 */
export function PhoneCertification(props: Props) {
  const { idPrefix, page, phoneLabel, email, phone, code, state, onStateChange, onPhoneErrorChange } = props;
  const send = useSendCertificationMutation();
  const [resendAt, setResendAt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const sentHere = state.sentTo !== null && state.sentTo === phoneDigits(phone);
  const ticking = sentHere && (now < state.expiresAt || now < resendAt);
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);

  const remaining = sentHere ? Math.max(0, Math.ceil((state.expiresAt - now) / 1000)) : 0;
  const resendWait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const expired = sentHere && remaining === 0;

  async function requestNumber() {
    const problem = validate.hpno(phone);
    if (problem) {
      onPhoneErrorChange(problem);
      return;
    }
    onPhoneErrorChange(undefined);
    setNotice(null);
    try {
      const result = await send.mutateAsync({ hpno: phone, page, ...(email ? { email } : {}) });
      const started = Date.now();
      if (result.code === SUCCESS_CODE && result.data) {
        onStateChange({ sentTo: phoneDigits(phone), expiresAt: started + result.data.expires_in * 1000 });
        setResendAt(started + result.data.resend_after * 1000);
        setNow(started);
        const minutes = Math.round(result.data.expires_in / 60);
        // Whether the phone already has an account is said only in the SMS itself (issue 35).
        setNotice(
          page === 'signUp' || page === 'hpno'
            ? `문자를 보냈습니다. 인증번호를 ${minutes}분 안에 입력해 주세요. 이미 가입된 번호라면 인증번호 대신 안내 문자가 갑니다.`
            : `인증번호를 보냈습니다. ${minutes}분 안에 입력해 주세요.`,
        );
        return;
      }
      const retry = (result.data as { retry_after?: unknown } | null)?.retry_after;
      if (typeof retry === 'number') setResendAt(started + retry * 1000);
      onPhoneErrorChange(result.message);
    } catch (error) {
      onPhoneErrorChange(errorMessage(error));
    }
  }

  const canSend = !send.isPending && (!sentHere || resendWait === 0);
  const buttonText = send.isPending ? '보내는 중…' : sentHere ? (resendWait > 0 ? `재발송 (${resendWait}초)` : '재발송') : '인증번호 받기';

  return (
    <div className="space-y-3">
      <TextField
        id={`${idPrefix}-hpno`}
        label={phoneLabel}
        type="tel"
        inputMode="numeric"
        autoComplete={page === 'guardian' ? 'off' : 'tel-national'}
        placeholder="01012345678"
        maxLength={13}
        value={phone}
        onChange={(e) => {
          props.onPhoneChange(e.target.value.replace(/[^\d-]/g, ''));
          onPhoneErrorChange(undefined);
        }}
        error={props.phoneError}
        hint={sentHere ? undefined : '숫자만 입력해 주세요.'}
        addon={
          <button type="button" className={`${secondaryButton} w-[128px] mobile:w-[112px]`} onClick={() => void requestNumber()} disabled={!canSend}>
            {buttonText}
          </button>
        }
      />
      {sentHere && (
        <TextField
          id={`${idPrefix}-authno`}
          label="인증번호"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={`${accountLimits.authNoLength}자리 숫자`}
          maxLength={accountLimits.authNoLength}
          value={code}
          onChange={(e) => props.onCodeChange(e.target.value.replace(/\D/g, ''))}
          error={props.codeError ?? (expired ? '입력 시간이 지났습니다. 인증번호를 다시 받아 주세요.' : undefined)}
          hint={notice ?? undefined}
          trailing={expired ? undefined : <span aria-label={`남은 시간 ${mmss(remaining)}`}>{mmss(remaining)}</span>}
        />
      )}
      <p role="status" className="sr-only">
        {notice}
      </p>
    </div>
  );
}
