import { codes, type CodeName, type ValidationIssue } from '@school/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The area code answering a validation failure of a field ('querystring.range' → 5004), or of one
     * issue of it ('querystring.q:too_big'), so the page can say exactly what to fix. Unlisted: 1xxx.
     */
    fieldCodes?: Record<string, CodeName>;
  }
}

/** Turns every failure into the {code, message, data} envelope; internals never reach the client. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A failure is never kept by a cache, even from a route that had already said its answer may be.
  reply.header('cache-control', 'no-store');
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({ code: error.code, message: error.message, data: error.data });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: ValidationIssue[] = error.validation.map((v) => ({
      field: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? codes.INPUT_INVALID.message,
    }));
    const map = request.routeOptions.config.fieldCodes ?? {};
    // 'field:issue' (querystring.q:too_big) is more specific than 'field'.
    const name = fields.map((f, i) => map[`${f.field}:${error.validation[i]?.keyword}`] ?? map[f.field]).find((n) => n !== undefined);
    // Control characters get their own code, so a client can tell them from an ordinary typo.
    const control = fields.find((f) => f.message === codes.INPUT_CONTROL_CHARS.message);
    if (name && !control) {
      const entry = codes[name];
      return reply.status(entry.status).send({ code: entry.code, message: entry.message, data: { fields } });
    }
    const { code, message: base } = control ? codes.INPUT_CONTROL_CHARS : codes.INPUT_INVALID;
    // The message is read by a person: the field's own Korean sentence, never its path (which stays in data.fields
    // for a client that marks the field).
    const message = control ? base : (fields[0]?.message ?? base);
    return reply.status(400).send({ code, message, data: { fields } });
  }
  if (databaseUnreachable(error)) {
    // A database restart or failover: the request changed nothing it acknowledged; the client may retry.
    request.log.warn({ err: error }, 'database unreachable');
    return send(reply.header('retry-after', '1'), 'DATABASE_UNAVAILABLE', 503);
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    const { code, message } = codes.SERVER_ERROR;
    return reply.status(500).send({ code, message: `${message} (오류 번호: ${String(request.id).slice(0, 8)})`, data: null });
  }
  return send(reply, clientErrorName(status), status);
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 'NOT_FOUND', 404);
}

function clientErrorName(status: number): CodeName {
  switch (status) {
    case 401:
      return 'LOGIN_REQUIRED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'INPUT_TOO_LARGE';
    case 415:
      return 'INPUT_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'INPUT_MALFORMED';
  }
}

function send(reply: FastifyReply, name: CodeName, status: number) {
  const { code, message } = codes[name];
  return reply.status(status).send({ code, message, data: null });
}

// Connection refused or cut, the server shutting down or starting up (SQLSTATE class 08, 57P01–57P03),
// or no connection free within the pool's time: drizzle wraps the pg error in `cause`.
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
const POOL_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'Client has encountered a connection error'];

function databaseUnreachable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && POOL_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}
