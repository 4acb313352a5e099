import type { codes } from './codes.ts';
import { accountLimits } from './limits.ts';

// The codes the web app's shell acts on, written out (the compiler checks them against `codes`): its first load
// needs these three, not the table of every message (issue 13, initial JS).
export const SUCCESS_CODE = '0000' satisfies typeof codes.OK.code;

/** Codes after which the client clears the session and sends the person to /login. */
export const SIGN_OUT_CODES: readonly string[] = [
  '0901' satisfies typeof codes.TOKEN_INVALID.code,
  '0903' satisfies typeof codes.REFRESH_INVALID.code,
  '0904' satisfies typeof codes.SESSION_ENDED.code,
  '0905' satisfies typeof codes.ACCOUNT_BLOCKED.code,
  '0907' satisfies typeof codes.LOGIN_REQUIRED.code,
];

export const TOKEN_EXPIRED_CODE = '0902' satisfies typeof codes.TOKEN_EXPIRED.code;

/**
 * 0904's message when a newer sign-in pushed this device out (the session ended as 'displaced'): the login page it
 * leads to says so, instead of a bare form.
 */
export const SESSION_DISPLACED_MESSAGE = `다른 기기에서 로그인해 이 기기는 로그아웃되었습니다. 한 계정으로는 기기 ${accountLimits.maxSessions}대까지 동시에 로그인할 수 있어, 가장 오래전에 로그인한 기기부터 로그아웃됩니다.`;
