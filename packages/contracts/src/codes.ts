/**
 * Every response code the API can send, with the Korean message a person reads.
 * Grouped by area: 0xxx session, 1xxx input, 2xxx account, 3xxx learning,
 * 4xxx commerce, 5xxx stocks, 6xxx board, 9xxx server.
 */
export const codes = {
  OK: { code: '0000', status: 200, message: '성공' },

  TOKEN_INVALID: { code: '0901', status: 401, message: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.' },
  TOKEN_EXPIRED: { code: '0902', status: 401, message: '로그인 시간이 만료되었습니다.' },
  REFRESH_INVALID: { code: '0903', status: 401, message: '로그인이 만료되었습니다. 다시 로그인해 주세요.' },
  SESSION_ENDED: { code: '0904', status: 401, message: '로그아웃되었거나 다른 기기에서 로그인하여 접속이 종료되었습니다.' },
  ACCOUNT_BLOCKED: { code: '0905', status: 401, message: '이용이 정지되었거나 탈퇴한 계정입니다.' },
  FORBIDDEN: { code: '0906', status: 403, message: '이 기능을 사용할 권한이 없습니다.' },
  LOGIN_REQUIRED: { code: '0907', status: 401, message: '로그인이 필요합니다.' },
  XSRF_MISMATCH: { code: '0908', status: 403, message: '보안 확인에 실패했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' },

  INPUT_INVALID: { code: '1000', status: 400, message: '입력한 내용을 다시 확인해 주세요.' },
  INPUT_MALFORMED: { code: '1001', status: 400, message: '요청 형식이 올바르지 않습니다.' },
  INPUT_TOO_LARGE: { code: '1002', status: 413, message: '요청 내용이 너무 큽니다.' },
  INPUT_MEDIA_TYPE: { code: '1003', status: 415, message: '지원하지 않는 요청 형식입니다.' },
  NOT_FOUND: { code: '1004', status: 404, message: '요청하신 내용을 찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED: { code: '1005', status: 405, message: '지원하지 않는 요청 방식입니다.' },
  TOO_MANY_REQUESTS: { code: '1006', status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },

  SERVER_ERROR: { code: '9000', status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  SERVICE_UNAVAILABLE: { code: '9001', status: 503, message: '서비스 점검 중입니다. 잠시 후 다시 시도해 주세요.' },
} as const satisfies Record<string, { code: string; status: number; message: string }>;

export type CodeName = keyof typeof codes;
export type Code = (typeof codes)[CodeName]['code'];

export const SUCCESS_CODE = codes.OK.code;

/** Codes after which the client clears the session and sends the person to /login. */
export const SIGN_OUT_CODES: readonly string[] = [
  codes.TOKEN_INVALID.code,
  codes.REFRESH_INVALID.code,
  codes.SESSION_ENDED.code,
  codes.ACCOUNT_BLOCKED.code,
  codes.LOGIN_REQUIRED.code,
];

export const TOKEN_EXPIRED_CODE = codes.TOKEN_EXPIRED.code;
