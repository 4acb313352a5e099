import { useState, type FormEvent } from 'react';
import { accountLimits, SUCCESS_CODE } from '@school/contracts/plain';
import { AuthShell, FormAlert, primaryButton, TextField } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { describeDevice, deviceText } from '../../../lib/device';
import { studioLogin } from '../api/studio-login';

/** The studio's own sign-in (강사 스튜디오 로그인): every attempt is recorded by the server (decision 122). */
export function StudioSignIn({ notice }: { notice?: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const email = text('email').trim();
    const password = text('password');
    if (!email || !password) return setFailure('이메일과 비밀번호를 입력해 주세요.');
    setFailure(null);
    setBusy(true);
    const device = describeDevice();
    try {
      const result = await studioLogin(email, password, device, `강사 스튜디오 · ${deviceText(device)}`);
      if (result.code !== SUCCESS_CODE) setFailure(result.message);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell title="강사 스튜디오 로그인" description="강사로 연결된 계정만 로그인할 수 있습니다. 내 강의의 초안과 검토를 여기서 관리합니다. 모든 로그인 시도는 기록됩니다.">
      <form noValidate aria-label="강사 스튜디오 로그인" className="space-y-4" onSubmit={(e) => void onSubmit(e)}>
        <TextField label="이메일" name="email" type="email" autoComplete="username" maxLength={accountLimits.emailMax} />
        <TextField label="비밀번호" name="password" type="password" autoComplete="current-password" maxLength={accountLimits.passwordMax} />
        <FormAlert message={failure ?? notice} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
          {busy ? '확인 중…' : '로그인'}
        </button>
      </form>
    </AuthShell>
  );
}
