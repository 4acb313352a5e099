import { z } from 'zod';
import './zod-locale.ts';

/** The largest number PostgreSQL's integer column holds: a larger row number is refused as input, never queried. */
const ID_MAX = 2_147_483_647;

/**
 * A row's number from an address or a query string: coerced from text, a whole number from 1 to the integer
 * range, refused otherwise with a Korean message naming it ('강의' → '강의 번호가 올바르지 않습니다.').
 */
export function idParam(label?: string) {
  const what = label ? `${label} 번호` : '번호';
  return z.coerce
    .number({ message: `${what}는 숫자여야 합니다.` })
    .int({ message: `${what}는 정수여야 합니다.` })
    .min(1, { message: `${what}가 올바르지 않습니다.` })
    .max(ID_MAX, { message: `${what}가 올바르지 않습니다.` });
}

/**
 * A row's number in a JSON body: a whole number from 1 to the integer range. Beyond it PostgreSQL refuses the
 * value itself (22003), which was a 500 (issue 35's fuzz: `p_ca_sn` 10^15).
 */
export function idField(label?: string) {
  const what = label ? `${label} 번호` : '번호';
  return z
    .number({ message: `${what}는 숫자여야 합니다.` })
    .int({ message: `${what}는 정수여야 합니다.` })
    .min(1, { message: `${what}가 올바르지 않습니다.` })
    .max(ID_MAX, { message: `${what}가 올바르지 않습니다.` });
}
