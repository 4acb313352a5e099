import { useState } from 'react';
import { courseShareData, loadKakaoSdk, shareCourse, type ShareData } from '../share';
import { showToast } from '../../../components/ui/toast';

const kakaoKey = (import.meta.env.VITE_KAKAO_JS_KEY as string | undefined) || undefined;

/** Kakao share with a configured key; otherwise the system share sheet or copy-link with a toast. */
export function ShareButton({ share, courseSn }: { share: ShareData; courseSn: number }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await shareCourse(courseShareData(share, courseSn), {
        kakaoKey,
        loadKakao: loadKakaoSdk,
        nav: typeof navigator === 'undefined' ? undefined : navigator,
        toast: showToast,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      className="inline-flex h-12 items-center justify-center gap-1.5 rounded-xl bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-200 hover:ring-slate-300 disabled:opacity-60"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="m8.2 10.8 7.6-4.5M8.2 13.2l7.6 4.5" />
      </svg>
      {kakaoKey ? '카카오톡 공유' : '공유하기'}
    </button>
  );
}
