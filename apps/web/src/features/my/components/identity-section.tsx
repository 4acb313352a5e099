import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { finishIdentity, startIdentity, useIdentityCheck } from '../api/identity';
import { formatDate, InfoSection, ResultMessage, type Result } from './info-section';

const TOKEN = /(?:^#|&)encryptMOKKeyToken=([^&]+)/;
const RETURN_PATH = '/my/info';

declare global {
  interface Window {
    MOBILEOK?: { process: (requestInfo: string, mode: string, callback: string) => void };
    mokIdentityResult?: (data: string) => void;
  }
}

/** The provider's script, loaded once (mobileOK's standard window). */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const s = document.createElement('script');
    s.src = src;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('본인인증 창을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    document.head.append(s);
  });
}

/**
 * 본인인증 (the specification): opens the provider's window (mobileOK; the local sandbox window outside
 * production) and sends its token to the server, which fetches the result itself. The verified birth
 * date then replaces the typed one; one person can verify one account (2072).
 */
export function IdentitySection() {
  const check = useIdentityCheck();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  const handled = useRef(false);

  const finish = async (token: string) => {
    setBusy(true);
    try {
      const done = await finishIdentity(token);
      setResult({ ok: true, message: `${done.message} (${done.result.user_name}, ${done.result.birth})` });
      // Back from the provider's window, the section's first check may still be on its way, asked before this
      // verification: React Query joins a first fetch instead of starting another, and the section then said
      // 본인인증을 하지 않았습니다 under the message above. Cancelled first, it is asked again.
      await queryClient.cancelQueries({ queryKey: ['my', 'iden'] });
      void queryClient.invalidateQueries({ queryKey: ['my'] });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  // Back from the sandbox window: the token is in the address's fragment (never sent to a server by the browser).
  useEffect(() => {
    const m = TOKEN.exec(window.location.hash);
    if (!m || handled.current) return;
    handled.current = true;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    void finish(decodeURIComponent(m[1]!));
  });

  const start = async () => {
    setResult(null);
    setBusy(true);
    try {
      const w = await startIdentity(RETURN_PATH);
      if (w.provider === 'sandbox') {
        window.location.assign(w.window_url);
        return;
      }
      await loadScript(w.window_url);
      window.mokIdentityResult = (data: string) => {
        const token = (JSON.parse(data) as { encryptMOKKeyToken?: string }).encryptMOKKeyToken;
        if (token) void finish(token);
        else setResult({ ok: false, message: '본인인증이 완료되지 않았습니다.' });
      };
      window.MOBILEOK?.process(w.request_info, 'WB', 'mokIdentityResult');
      setBusy(false);
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
      setBusy(false);
    }
  };

  const verified = check.data?.verified === true;
  return (
    <InfoSection id="my-identity" title="본인인증" description="휴대폰 본인인증으로 이름과 생년월일을 확인합니다. 한 사람은 한 계정만 인증할 수 있습니다.">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[15px] font-semibold text-slate-800">
          {check.isPending ? '확인 중…' : verified ? `본인인증 완료 (${formatDate(check.data?.verified_at ?? '')})` : '본인인증을 하지 않았습니다.'}
        </p>
        <button type="button" onClick={() => void start()} disabled={busy} className="h-11 shrink-0 rounded-xl bg-white px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:text-slate-400">
          {verified ? '다시 인증하기' : '본인인증 하기'}
        </button>
      </div>
      <ResultMessage result={result} />
    </InfoSection>
  );
}
