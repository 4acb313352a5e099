import { useId, useState } from 'react';
import type { SocialProvider } from '@school/contracts';
import { errorMessage } from '../../../lib/api-client';
import { KakaoConsentNote, KakaoLoginButton, providerLabel, startOAuth, useOAuthProviders } from '../../auth';

const linkButton =
  'inline-flex h-10 items-center justify-center rounded-lg px-3 text-[13px] font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * 연결하기 (decision 124): each provider the server offers that is not linked yet. The member signs in at the
 * provider and comes back to /login/oauth, which links the account to theirs and returns here.
 */
export function SocialLinkButtons({ linked }: { linked: SocialProvider[] }) {
  const consentId = useId();
  const offered = useOAuthProviders();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = (offered.data ?? []).map((p) => p.provider_cd).filter((cd) => !linked.includes(cd));
  if (open.length === 0) return null;

  async function go(provider: SocialProvider) {
    setBusy(true);
    setFailure(null);
    try {
      const result = await startOAuth({ provider, returnUrl: '/my/info' });
      if (result.data) return window.location.assign(result.data.url);
      setFailure(result.message);
    } catch (e) {
      setFailure(errorMessage(e));
    }
    setBusy(false);
  }

  const others = open.filter((cd) => cd !== 'kakao');
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <p className="text-[13px] font-semibold text-slate-700">다른 계정 연결하기</p>
      {open.includes('kakao') && (
        <div className="mt-2">
          <KakaoLoginButton label="카카오 계정 연결" disabled={busy} describedBy={consentId} onClick={() => void go('kakao')} />
          <KakaoConsentNote id={consentId} />
        </div>
      )}
      {others.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {others.map((cd) => (
            <button key={cd} type="button" className={linkButton} disabled={busy} onClick={() => void go(cd)}>
              {providerLabel[cd]} 계정 연결
            </button>
          ))}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-[13px] text-rose-600">
          {failure}
        </p>
      )}
    </div>
  );
}
