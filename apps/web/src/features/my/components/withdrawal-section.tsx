import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { WithdrawalAvailability } from '@school/contracts';
import { SUCCESS_CODE, WITHDRAWAL_PHRASE } from '@school/contracts/plain';
import { primaryButton, TextField } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { formatPoints, TERMS } from '../../../lib/copy';
import { showInfo } from '../../../lib/popup';
import { useSessionStore } from '../../../stores/session';
import { withdrawalAvailabilityQueryOptions } from '../api/get-withdrawal-availability';
import { useWithdrawMutation } from '../api/withdraw';
import { markLeaving } from '../../auth';
import { InfoSection, ResultMessage, type Result } from './info-section';

const dangerButton =
  'inline-flex h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold text-rose-700 ring-1 ring-rose-300 hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Withdrawal as a deliberate act (issue 33 item 16): the server says what blocks it and what the member
 * holds; the member sees what is lost, confirms with the password (or a typed phrase when the account has
 * none), and the quiet red button does it while "계속 이용하기" stays the main action.
 */
export function WithdrawalSection() {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [availability, setAvailability] = useState<WithdrawalAvailability | null>(null);
  const [result, setResult] = useState<Result>(null);

  async function start() {
    setResult(null);
    setChecking(true);
    try {
      setAvailability(await queryClient.fetchQuery(withdrawalAvailabilityQueryOptions()));
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <InfoSection id="my-withdrawal" title="회원 탈퇴" description="탈퇴하면 계정과 학습 기록을 더 이상 이용할 수 없습니다.">
      {!availability?.available && (
        <button type="button" onClick={() => void start()} disabled={checking} className={dangerButton}>
          {checking ? '확인하는 중…' : '회원 탈퇴'}
        </button>
      )}
      {availability && !availability.available && (
        <div role="alert" className="mt-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">지금은 탈퇴할 수 없습니다.</p>
          <ul className="mt-1 list-disc pl-5">
            {(availability.reasons.length > 0 ? availability.reasons : ['지금은 탈퇴할 수 없습니다.']).map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      )}
      {availability?.available && <WithdrawalForm availability={availability} onCancel={() => setAvailability(null)} />}
      <ResultMessage result={result} />
    </InfoSection>
  );
}

function WithdrawalForm({ availability, onCancel }: { availability: WithdrawalAvailability; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutation = useWithdrawMutation();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | undefined>();
  const byPassword = availability.confirm_with === 'password';
  const { access, points } = availability.holdings;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!secret.trim()) {
      setError(byPassword ? '비밀번호를 입력해 주세요.' : `확인 문구 "${WITHDRAWAL_PHRASE}"를 입력해 주세요.`);
      return;
    }
    if (!useSessionStore.getState().user?.refreshToken) return;
    try {
      const response = await mutation.mutateAsync({
        currentRefreshToken: () => useSessionStore.getState().user?.refreshToken ?? '',
        proof: byPassword ? { user_password: secret } : { confirm_phrase: secret },
      });
      if (response.code !== SUCCESS_CODE) {
        setError(response.message);
        return;
      }
      // The account is gone: sign out here and go home (the guard of this page must not send us to /login).
      markLeaving(pathname);
      useSessionStore.getState().clearUser();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'comm' });
      await navigate('/', { replace: true });
      void showInfo(response.message);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form noValidate aria-label="회원 탈퇴 확인" onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="rounded-xl bg-rose-50 p-4 text-sm text-rose-900">
        <p className="font-bold">탈퇴하면 되돌릴 수 없고, 아래의 것이 모두 사라집니다.</p>
        <ul aria-label="탈퇴하면 사라지는 것" className="mt-2 list-disc space-y-1 pl-5">
          {access.map((a, i) => (
            <li key={`${a.title}-${i}`}>
              {a.kind === 'pass' ? TERMS.pass : '구매한 강의'} <span className="font-semibold">{a.title}</span>
              {a.days_left === null ? ' (기한 없음)' : ` — ${a.days_left}일 남음`}
            </li>
          ))}
          {access.length === 0 && <li>이용 중인 {TERMS.pass}이나 구매한 강의는 없습니다.</li>}
          <li>{points > 0 ? <>{TERMS.points} <span className="font-semibold">{formatPoints(points)}</span></> : `남은 ${TERMS.points}는 없습니다.`}</li>
          <li>{TERMS.myClass}의 진도와 학습 기록, 쿠폰, 가입 혜택 (수료증은 발급하지 않습니다)</li>
        </ul>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-[13px] leading-relaxed text-slate-600">
        {availability.notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      {byPassword ? (
        <TextField label="비밀번호 확인" type="password" autoComplete="current-password" maxLength={128} value={secret} onChange={(e) => setSecret(e.target.value)} error={error} />
      ) : (
        <TextField
          label={`확인 문구 입력: ${WITHDRAWAL_PHRASE}`}
          hint="소셜 로그인으로 가입해 비밀번호가 없는 계정은 확인 문구를 그대로 입력해 탈퇴를 확인합니다."
          autoComplete="off"
          maxLength={20}
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          error={error}
        />
      )}
      <div className="flex flex-wrap items-center gap-3 mobile:flex-col-reverse mobile:items-stretch">
        <button type="submit" className={dangerButton} disabled={mutation.isPending}>
          {mutation.isPending ? '탈퇴 처리 중…' : '탈퇴하기'}
        </button>
        <button type="button" className={primaryButton} onClick={onCancel}>
          계속 이용하기
        </button>
      </div>
    </form>
  );
}
