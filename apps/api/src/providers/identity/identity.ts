/** What the identity provider vouches for after a person passes its check. */
export interface VerifiedIdentity {
  /** Our request id, echoed by the provider: ties the result to the member who started it. */
  clientTxId: string;
  name: string;
  /** YYYY-MM-DD */
  birth: string;
  gender: 'M' | 'F';
  hpno: string | null;
  /** 연계정보 (88 characters at mobileOK): the same person across services. */
  ci: string;
  /** 중복가입확인정보 (64 characters): the same person within this site. */
  di: string;
}

export interface IdentityWindow {
  /** The page to open in a window. */
  windowUrl: string;
  /** What that page needs (mobileOK's MOKAuthRequestInfo JSON), or '' when the URL carries it all. */
  requestInfo: string;
}

/**
 * Identity verification shaped on mobileOK (드림시큐리티): request info → provider window →
 * token → the server fetches and decrypts the result. The token alone proves nothing:
 * the result behind it is fetched and decrypted server-side.
 */
export interface IdentityVerifier {
  readonly name: string;
  readonly sandbox: boolean;
  window(p: { clientTxId: string; returnUrl: string }): Promise<IdentityWindow>;
  result(encryptMOKKeyToken: string): Promise<VerifiedIdentity>;
}

/** The token or the result behind it is not genuine (tampered, foreign, garbled). */
export class IdentityTokenError extends Error {}
/** The provider says the person did not pass (cancelled, wrong answers, carrier refusal). */
export class IdentityFailedError extends Error {}

/** mobileOK's yyyyMMdd to YYYY-MM-DD, when it is a real date. */
export function isoBirth(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(v);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}
