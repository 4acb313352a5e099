import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/** Accepted query strings (or path parameters) a route remembers before it starts over. */
const QUERIES_KEPT = 500;

/**
 * The zod validator, with each route's accepted query strings and path parameters remembered. The catalogue, search
 * and stock pages are asked the same few queries and ids over and over, and checking one (coercions, defaults) cost
 * more than answering it from the body cache (issue 13). A remembered value is frozen, so no handler can change what
 * the next request reads; refused ones are checked each time, so their Korean messages stay exact.
 */
export const validatorWithQueryMemo: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring' && route.httpPart !== 'params') return validate;
  const accepted = new Map<string, { value: unknown }>();
  return (data) => {
    const key = JSON.stringify(data);
    const known = accepted.get(key);
    if (known) return known;
    const result = validate(data) as { value?: unknown; error?: Error | FastifySchemaValidationError[] };
    if (result.error || !('value' in result)) return result;
    if (accepted.size >= QUERIES_KEPT) accepted.clear();
    const kept = { value: Object.freeze(result.value) };
    accepted.set(key, kept);
    return kept;
  };
};
