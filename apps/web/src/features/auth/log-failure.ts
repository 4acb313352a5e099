/** Which sign-in path failed; admin sign-in arrives with the operator console. */
export type AuthFlow = 'login' | 'signup' | 'social' | 'admin';

/**
 * The specification: login, sign-up, social and admin login failures are caught, logged and returned. The page
 * shows the message; this leaves the code and message (or the thrown error) in the console for support.
 */
// `failure`: an envelope ({code, message}) or whatever was thrown.
export function logAuthFailure(flow: AuthFlow, failure: unknown): void {
  if (failure && typeof failure === 'object' && 'code' in failure && 'message' in failure) {
    console.warn(`[${flow}] ${String(failure.code)} ${String(failure.message)}`);
  } else {
    console.warn(`[${flow}]`, failure);
  }
}
