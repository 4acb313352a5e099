/**
 * The call table of the product specification (section 7, "Calls"), copied verbatim: the specification is not
 * kept in this repository, so the test that walks it against the OpenAPI document reads this copy.
 * 46 rows, 48 calls (two rows name two calls each).
 */
export const SPEC_CALL_TABLE = `
| Method and path | Payload |
|---|---|
| GET /api/comm/rs/menu | none |
| GET /api/rs/next | none |
| GET /api/rs/menu/{id} | none |
| POST /api/rs/auto | lc_no |
| GET /api/rs/play/{lc_no} | none |
| PUT /api/rs/play/setTime | lc_no, player, play_second |
| GET /api/comm/search | query params |
| GET /api/rs/learning | none |
| GET /api/my/latest | params |
| GET /api/rs/main/{id} | none |
| GET /api/board/comments/{id} | none |
| PUT /api/board/comment | lc_no, comment, g_no (default 0), parent (default 0) |
| POST /api/board/comment/{id} | comment |
| DELETE /api/board/comment/{id} | none |
| POST /api/board/comment/accuse | co_sn, accuse_cd |
| GET /api/my/user, GET /api/my/simpleUser | none |
| PUT /api/my/user/password | user_password, new_password |
| PUT /api/my/user/hpno | hpno, auth_no |
| PUT /api/my/user/name | user_name |
| PUT /api/my/user/market | is_market |
| GET /api/my/user/withdrawal/available | none |
| DELETE /api/my/user/withdrawal | refreshToken in body |
| POST /api/auth/revoke | code |
| GET /api/my/coupon | params |
| POST /api/payment/coupon | cp_no |
| GET /api/comm/review/chk | none |
| POST /api/comm/review | star, contents |
| GET /api/comm/incheck | none |
| GET /api/my/payment | params |
| GET /api/my/balance | none |
| POST /api/auth/certification | hpno, page (default signUp), email |
| PUT /api/my/user/event | event_type |
| GET /api/my/user/event/{type} | none |
| GET /api/my/signup_benefit | none |
| POST /api/comm/my/iden | encryptMOKKeyToken |
| GET /api/my/iden/check | none |
| POST /api/auth/login | email, user_password, os; response data holds accessToken, refreshToken |
| POST /api/auth/dup | type, value |
| POST /api/auth/signup | signup fields plus os (field list not shown) |
| POST /api/auth/osignup, POST /api/auth/osignup/complete | os, email, provider_cd |
| GET /api/auth/referral/{code} | none |
| POST /api/auth/findPassword | not shown |
| POST /api/auth/logout | refreshToken |
| POST /api/auth/ologin | client_id, provider_cd, os |
| POST /api/auth/alogin | os |
| POST /api/auth/rtoken | accessToken, refreshToken, os |
`;

export interface SpecCall {
  method: string;
  /** As the specification writes it, e.g. /api/rs/play/{lc_no}. */
  path: string;
  /** The payload column as written ("none", "lc_no, comment, g_no (default 0)", "params", …). */
  payload: string;
}

/** The calls of the table, one per method and path. */
export function specCalls(table = SPEC_CALL_TABLE): SpecCall[] {
  const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Method'));
  return rows.flatMap((row) => {
    const [calls = '', payload = ''] = row.slice(1, -1).split('|').map((cell) => cell.trim());
    return calls.split(', ').map((call) => {
      const [method = '', path = ''] = call.split(' ');
      return { method, path, payload };
    });
  });
}
