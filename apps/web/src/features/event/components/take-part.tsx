import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { primaryButton } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';
import { ProtectedLink } from '../../auth';

type Result = { ok: boolean; message: string } | null;

/** The result of a member action, read out when it changes. */
export function ActionResult({ result }: { result: Result }) {
  if (!result) return null;
  return (
    <p role={result.ok ? 'status' : 'alert'} className={`mt-3 rounded-xl p-3 text-sm ${result.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-rose-50 text-rose-800'}`}>
      {result.message}
    </p>
  );
}

/** A visitor is sent to /login?returnUrl=(this page) to take part. */
export function LoginToTakePart({ label }: { label: string }) {
  return (
    <ProtectedLink className={`${primaryButton} inline-flex items-center justify-center`}>
      로그인하고 {label}
    </ProtectedLink>
  );
}

/** Runs a member action and keeps its result; the server's refusal message is shown as is. */
export function useAction() {
  const [result, setResult] = useState<Result>(null);
  const queryClient = useQueryClient();
  async function run(action: () => Promise<{ code: string; message: string }>, invalidate: readonly unknown[][]) {
    setResult(null);
    try {
      const response = await action();
      setResult({ ok: response.code === SUCCESS_CODE, message: response.message });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
    // A refusal (taken part on another device, the seats gone) changes what the page shows as well.
    await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }
  return { result, run, loggedIn: useIsLoggedIn() };
}
