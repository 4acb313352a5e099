import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { codes } from '@school/contracts/plain';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { AuthShell, FormAlert } from '../../../components/ui/form';
import { getChild } from '../api/guardian';
import { ChildView } from '../components/child-view';
import { VerifyForm } from '../components/verify-form';

/**
 * /guardian: 법정대리인 열람·정정·탈퇴 (the specification, docs/decisions/072). The guardian of an under-14 member proves
 * the phone recorded at the child's sign-up; the key lives in this tab's memory only (30 minutes).
 */
export function GuardianPage() {
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const child = useQuery({ queryKey: ['guardian', token], enabled: token !== null, gcTime: 0, retry: false, queryFn: () => getChild(token!) });
  const expired = child.error instanceof ApiError && child.error.code === codes.GUARDIAN_SESSION_EXPIRED.code;

  if (done) {
    return (
      <AuthShell title="법정대리인 확인">
        <FormAlert tone="info" message={done} />
      </AuthShell>
    );
  }

  if (token === null || expired) {
    return (
      <AuthShell
        title="법정대리인 확인"
        description="만 14세 미만 자녀의 회원정보를 열람하거나 고치거나 탈퇴를 요청하실 수 있습니다. 자녀가 가입할 때 등록한 보호자 휴대폰으로 본인 확인을 해 주세요."
      >
        {expired && <FormAlert message={codes.GUARDIAN_SESSION_EXPIRED.message} />}
        <VerifyForm onVerified={setToken} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="법정대리인 열람·정정" description="보호자 확인은 30분 동안 유지됩니다. 창을 닫으면 다시 확인해야 합니다.">
      {child.isPending && <p className="text-sm text-slate-500">불러오는 중…</p>}
      {child.isError && <FormAlert message={errorMessage(child.error)} />}
      {child.data && (
        <ChildView
          token={token}
          child={child.data}
          onChange={() => void child.refetch()}
          onWithdrawn={() => setDone('자녀의 계정을 탈퇴 처리했습니다. 이용해 주셔서 감사합니다.')}
        />
      )}
    </AuthShell>
  );
}
