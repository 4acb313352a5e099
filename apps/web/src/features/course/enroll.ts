import type { Envelope } from '@school/contracts';
import { SIGN_OUT_CODES, SUCCESS_CODE, codes } from '@school/contracts/plain';
import { errorMessage } from '../../lib/api-client';
import { loginPath } from '../../lib/navigation';

export { PAYMENT_PATH as PAYMENT_PRODUCT_PATH } from '@school/contracts/plain';
export const playPath = (courseSn: number) => `/course/play/${courseSn}`;
/** One lecture of the course in the player (features/learning: course/play/:id?lc_no=). */
export const lecturePath = (courseSn: number, lcNo: number) => `/course/play/${courseSn}?lc_no=${lcNo}`;

/** Shown when the server has no access-check route (1004, e.g. an older API): not the member's fault, not a missing pass. */
export const ACCESS_CHECK_UNAVAILABLE_MESSAGE = '수강 확인 기능을 준비하고 있습니다. 잠시 후 다시 시도해 주세요.';

export interface EnrollDeps {
  isLoggedIn: () => boolean;
  checkAccess: (courseSn: number) => Promise<Envelope<unknown>>;
  navigate: (to: string) => void;
  /** The server's message with a way to /payment/product. */
  showDenied: (message: string) => void;
  showError: (message: string) => void;
  log?: Pick<Console, 'error'>;
}

export type EnrollOutcome = 'login' | 'play' | 'denied' | 'signed-out' | 'error';

/**
 * 수강하기 (the specification): a visitor goes to /login with a way back; a member's access
 * is checked first — 0000 opens the player, anything else shows the server's
 * message with a link to the passes. Access-check failures are logged (the specification).
 */
export async function startCourse(courseSn: number, returnUrl: string, deps: EnrollDeps): Promise<EnrollOutcome> {
  const log = deps.log ?? console;
  if (!deps.isLoggedIn()) {
    deps.navigate(loginPath(returnUrl));
    return 'login';
  }
  let result: Envelope<unknown>;
  try {
    result = await deps.checkAccess(courseSn);
  } catch (error) {
    log.error('[course-access]', error);
    deps.showError(errorMessage(error));
    return 'error';
  }
  if (result.code === SUCCESS_CODE) {
    deps.navigate(playPath(courseSn));
    return 'play';
  }
  log.error(`[course-access] ${result.code} ${result.message}`);
  // The API client already cleared the session and is on its way to /login.
  if (SIGN_OUT_CODES.includes(result.code)) return 'signed-out';
  if (result.code === codes.NOT_FOUND.code) {
    deps.showError(ACCESS_CHECK_UNAVAILABLE_MESSAGE);
    return 'error';
  }
  deps.showDenied(result.message);
  return 'denied';
}
