import { useId } from 'react';

const providers = [
  { cd: 'naver', label: '네이버', className: 'bg-[#03C75A] text-white', mark: 'N' },
  { cd: 'google', label: '구글', className: 'bg-white text-slate-800 ring-1 ring-slate-300', mark: 'G' },
  { cd: 'apple', label: '애플', className: 'bg-slate-900 text-white', mark: '' },
] as const;

/**
 * Social sign-in (naver, google, apple). The server has no /api/auth/ologin yet
 * (docs/decisions/013), so the buttons are shown disabled with a plain notice
 * rather than pretending to work.
 */
export function SocialLoginButtons() {
  const hintId = useId();
  return (
    <section aria-labelledby={`${hintId}-title`} className="mt-8">
      <div className="flex items-center gap-3 text-[13px] text-slate-400">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        <h2 id={`${hintId}-title`} className="font-medium">
          간편 로그인
        </h2>
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-2">
        {providers.map((p) => (
          <li key={p.cd}>
            <button
              type="button"
              disabled
              aria-describedby={hintId}
              className={`flex h-12 w-full cursor-not-allowed items-center justify-center gap-1.5 rounded-xl text-[14px] font-semibold opacity-50 ${p.className}`}
            >
              {p.mark && (
                <span aria-hidden="true" className="font-extrabold">
                  {p.mark}
                </span>
              )}
              {p.label}
              <span className="sr-only">로 로그인</span>
            </button>
          </li>
        ))}
      </ul>
      <p id={hintId} className="mt-2 text-center text-[13px] text-slate-500">
        <span className="mr-1 rounded-full bg-slate-100 px-2 py-0.5 text-[12px] font-semibold text-slate-600">준비 중</span>
        네이버·구글·애플 간편 로그인은 준비 중입니다.
      </p>
    </section>
  );
}
