import { useId, useState } from 'react';
import type { SocialProvider } from '@school/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useOAuthProviders } from '../api/oauth-providers';
import { useStartOAuthMutation } from '../api/oauth-start';
import { providerLabel } from '../social';
import { KakaoConsentNote, KakaoLoginButton } from './kakao-login-button';

const looks: Record<Exclude<SocialProvider, 'kakao'>, { className: string; mark: string }> = {
  naver: { className: 'bg-[#03C75A] text-white hover:bg-[#02b351]', mark: 'N' },
  google: { className: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50', mark: 'G' },
  apple: { className: 'bg-slate-900 text-white hover:bg-black', mark: '' },
};
const grid = ['naver', 'google', 'apple'] as const;
const order: SocialProvider[] = ['kakao', ...grid];

/**
 * Social sign-in (and sign-up: a new social account continues to it). 카카오 first and full width, as most
 * members here use it, with the consent items it asks for; then 네이버, 구글, 애플. Only the providers the server
 * offers (GET /api/auth/oauth/providers) are enabled; the others stay visible but disabled with a "준비 중" note.
 */
export function SocialLoginButtons({
  returnUrl,
  heading = '간편 로그인',
  kakaoLabel = '카카오 로그인',
  className = 'mt-8',
}: {
  returnUrl: string;
  heading?: string;
  /** Kakao's guide offers "카카오 로그인" and "카카오로 시작하기" (sign-up). */
  kakaoLabel?: string;
  className?: string;
}) {
  const hintId = useId();
  const consentId = useId();
  const offered = useOAuthProviders();
  const start = useStartOAuthMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const available = new Map((offered.data ?? []).map((p) => [p.provider_cd, p]));
  const missing = order.filter((cd) => !available.has(cd));
  const sandbox = [...available.values()].some((p) => p.sandbox);

  async function go(provider: SocialProvider) {
    setFailure(null);
    try {
      const result = await start.mutateAsync({ provider, returnUrl });
      if (result.data) window.location.assign(result.data.url);
      else setFailure(result.message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby={`${hintId}-title`} className={className}>
      <div className="flex items-center gap-3 text-[13px] text-slate-400">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        <h2 id={`${hintId}-title`} className="font-medium">
          {heading}
        </h2>
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
      <div className="mt-4">
        <KakaoLoginButton
          label={kakaoLabel}
          disabled={!available.has('kakao') || start.isPending}
          describedBy={available.has('kakao') ? consentId : hintId}
          onClick={() => void go('kakao')}
        />
        <KakaoConsentNote id={consentId} />
      </div>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {grid.map((cd) => {
          const enabled = available.has(cd);
          return (
            <li key={cd}>
              <button
                type="button"
                disabled={!enabled || start.isPending}
                aria-label={`${providerLabel[cd]}로 로그인`}
                aria-describedby={enabled ? undefined : hintId}
                onClick={() => void go(cd)}
                className={`flex h-12 w-full items-center justify-center gap-1.5 rounded-xl text-[14px] font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${looks[cd].className}`}
              >
                {cd === 'apple' ? (
                  <AppleLogo />
                ) : (
                  <span aria-hidden="true" className="font-extrabold">
                    {looks[cd].mark}
                  </span>
                )}
                {providerLabel[cd]}
              </button>
            </li>
          );
        })}
      </ul>
      {failure && (
        <p role="alert" className="mt-2 text-center text-[13px] text-rose-600">
          {failure}
        </p>
      )}
      {missing.length > 0 && !offered.isPending && (
        <p id={hintId} className="mt-2 text-center text-[13px] text-slate-500">
          <span className="mr-1 rounded-full bg-slate-100 px-2 py-0.5 text-[12px] font-semibold text-slate-600">준비 중</span>
          {missing.map((cd) => providerLabel[cd]).join('·')} 간편 로그인은 준비 중입니다.
        </p>
      )}
      {sandbox && <p className="mt-2 text-center text-[12px] text-amber-700">개발용 테스트 로그인(샌드박스)으로 연결됩니다.</p>}
    </section>
  );
}

/** Apple's sign-in buttons carry its logo (Apple's guidelines); the glyph from Simple Icons (CC0). */
function AppleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="currentColor" className="-mt-0.5 shrink-0">
      <path d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701" />
    </svg>
  );
}
