import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LinkedProvider } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { ErrorMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { showConfirm } from '../../../lib/popup';
import { providerLabel } from '../../auth';
import { useLinkedSocial, useUnlinkSocialMutation } from '../api/social';
import { formatDate, InfoSection, ResultMessage, type Result } from './info-section';
import { SocialLinkButtons } from './social-link-buttons';

const unlinkButton =
  'inline-flex h-9 shrink-0 items-center justify-center rounded-lg px-3 text-[13px] font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * 연결된 소셜 계정 (issue 34): each linked provider with a 연결 해제 button, asked once more before it is done. The
 * server decides whether it may be removed (not the only way into an account without a password) and its refusal
 * is shown as it says it. Providers not linked yet can be linked from here (decision 124).
 */
export function SocialSection() {
  const linked = useLinkedSocial();
  const queryClient = useQueryClient();
  const unlink = useUnlinkSocialMutation();
  const [result, setResult] = useState<Result>(null);

  async function remove(account: LinkedProvider) {
    const label = providerLabel[account.provider_cd];
    const yes = await showConfirm(`${label} 계정(${account.email || '이메일 없음'}) 연결을 해제할까요? 해제하면 이 ${label} 계정으로는 로그인할 수 없습니다.`, {
      title: '소셜 계정 연결 해제',
      yesText: '연결 해제',
      noText: '취소',
    });
    if (!yes) return;
    setResult(null);
    try {
      const answer = await unlink.mutateAsync(account.provider_cd);
      setResult({ ok: answer.code === SUCCESS_CODE, message: answer.message });
      if (answer.code === SUCCESS_CODE) void queryClient.invalidateQueries({ queryKey: ['my'] });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  return (
    <InfoSection id="my-social" title="연결된 소셜 계정" description="간편 로그인에 쓰는 소셜 계정입니다. 연결을 해제하면 그 계정으로는 로그인할 수 없습니다.">
      {linked.isError && <ErrorMessage message={`연결된 소셜 계정을 불러오지 못했습니다. ${errorMessage(linked.error)}`} onRetry={() => void linked.refetch()} />}
      {linked.data &&
        (linked.data.social.length === 0 ? (
          <p className="text-sm text-slate-500">연결된 소셜 계정이 없습니다.</p>
        ) : (
          <ul aria-label="연결된 소셜 계정 목록" className="divide-y divide-slate-100">
            {linked.data.social.map((account) => (
              <li key={account.provider_cd} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-800">{providerLabel[account.provider_cd]}</p>
                  <p className="mt-0.5 break-all text-[13px] text-slate-500">
                    {account.email || '이메일 없음'} · {formatDate(account.linked_at)} 연결
                  </p>
                </div>
                <button
                  type="button"
                  className={unlinkButton}
                  aria-label={`${providerLabel[account.provider_cd]} 연결 해제`}
                  disabled={unlink.isPending}
                  onClick={() => void remove(account)}
                >
                  연결 해제
                </button>
              </li>
            ))}
          </ul>
        ))}
      {linked.data && <SocialLinkButtons linked={linked.data.social.map((l) => l.provider_cd)} />}
      <ResultMessage result={result} />
    </InfoSection>
  );
}
