import { z } from 'zod';
import './zod-locale.ts';
import { codes } from './codes.ts';

/**
 * Text a person can type and PostgreSQL can store: no control characters (C0 except tab,
 * line feed and carriage return; DEL; C1) and no lone UTF-16 surrogates. NUL in particular
 * makes PostgreSQL refuse the whole statement, which used to surface as a 500.
 */
export const PRINTABLE_TEXT = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;

export const CONTROL_CHARS_MESSAGE = codes.INPUT_CONTROL_CHARS.message;

/**
 * The one string type of every request field: a string refusing control characters, with a
 * maximum length when given. Chain the field's own rules after it (`text(30).trim().min(1)`).
 */
export function text(max?: number, params?: Parameters<typeof z.string>[0]) {
  const base = z.string(params).regex(PRINTABLE_TEXT, { message: CONTROL_CHARS_MESSAGE });
  return max === undefined ? base : base.max(max);
}
