import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { showConfirm, showInfo } from '../../../lib/popup';
import { useSessionStore } from '../../../stores/session';
import { withdrawalAvailabilityQueryOptions } from '../api/get-withdrawal-availability';
import { useWithdrawMutation } from '../api/withdraw';
import { markLeaving } from '../../auth';
import { InfoSection, ResultMessage, type Result } from './info-section';

/** Withdrawal: ask the server what blocks it, confirm with what happens to the data, then sign out for good. */
export function WithdrawalSection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutation = useWithdrawMutation();
  const [checking, setChecking] = useState(false);
  const [blockers, setBlockers] = useState<string[] | null>(null);
  const [result, setResult] = useState<Result>(null);

  async function start() {
    setResult(null);
    setBlockers(null);
    setChecking(true);
    let notices: string[];
    try {
      const availability = await queryClient.fetchQuery(withdrawalAvailabilityQueryOptions());
      if (!availability.available) {
        setBlockers(availability.reasons.length > 0 ? availability.reasons : ['지금은 탈퇴할 수 없습니다.']);
        return;
      }
      notices = availability.notices;
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
      return;
    } finally {
      setChecking(false);
    }
    const text = ['탈퇴하면 되돌릴 수 없습니다. 정말 탈퇴하시겠습니까?', ...notices.map((n) => `• ${n}`)].join('\n');
    const yes = await showConfirm(text, { title: '회원 탈퇴', yesText: '탈퇴하기', noText: '취소' });
    if (!yes) return;
    if (!useSessionStore.getState().user?.refreshToken) return;
    try {
      const response = await mutation.mutateAsync(() => useSessionStore.getState().user?.refreshToken ?? '');
      if (response.code !== SUCCESS_CODE) {
        setResult({ ok: false, message: response.message });
        return;
      }
      // The account is gone: sign out here and go home (the guard of this page must not send us to /login).
      markLeaving(pathname);
      useSessionStore.getState().clearUser();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'comm' });
      await navigate('/', { replace: true });
      void showInfo(response.message);
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  return (
    <InfoSection id="my-withdrawal" title="회원 탈퇴" description="탈퇴하면 계정과 학습 기록을 더 이상 이용할 수 없습니다.">
      <button
        type="button"
        onClick={() => void start()}
        disabled={checking || mutation.isPending}
        className="h-10 rounded-xl px-4 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50 disabled:opacity-60"
      >
        {checking ? '확인하는 중…' : '회원 탈퇴'}
      </button>
      {blockers && (
        <div role="alert" className="mt-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">지금은 탈퇴할 수 없습니다.</p>
          <ul className="mt-1 list-disc pl-5">
            {blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      )}
      <ResultMessage result={result} />
    </InfoSection>
  );
}
