import type { DestinationStream, LoggerOptions } from 'pino';
import pino from 'pino';

/**
 * Logs are read by more people, and kept longer, than the database: they must never hold
 * personal data or secrets. Three leaks are closed here:
 * - database errors: drizzle's message carries every bound parameter (e-mail, phone, birth
 *   date, password hash, sealed CI/DI) and PostgreSQL's `detail` repeats key values;
 * - request URLs: reset tokens, OAuth codes and phone numbers travel in query strings;
 * - anything else that looks like a secret in an error message (tokens, hashes, e-mails, phones).
 */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.user_password', '*.new_password', '*.accessToken', '*.refreshToken', '*.token', '*.account_number', '*.accountNumber', '*.refundReceiveAccount', '*.id_number', '*.account_no', '*.real_name'],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/** Query values are dropped except a few harmless paging and filter keys. */
const SAFE_QUERY_KEYS = new Set(['page', 'size', 'sort', 'free', 'ca_sn', 'p_ca_sn', 'lc_no', 'course_sn', 'market', 'limit', 'type', 'range', 'proc_type', 'v']);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = [...params.keys()].map((k) => `${encodeURIComponent(k)}=${SAFE_QUERY_KEYS.has(k) ? encodeURIComponent(params.get(k) ?? '') : '[redacted]'}`);
  return `${url.slice(0, q)}?${kept.join('&')}`;
}

const SECRET_PATTERNS: [RegExp, string][] = [
  [/\$argon2[a-z]*\$[^\s"',)]*/g, '[hash]'],
  [/eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, '[jwt]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/\b01[016789]-?\d{3,4}-?\d{4}\b/g, '[phone]'],
  [/\b(token|code|state|password)=[^&\s"]+/gi, '$1=[redacted]'],
];

export function scrub(text: string): string {
  let out = text;
  for (const [re, by] of SECRET_PATTERNS) out = out.replace(re, by);
  return out;
}

interface ErrorLike {
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

/** pino's error serializer, without bound parameters, PostgreSQL's value-bearing fields or secret-looking text. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object') return err;
  const e = err as ErrorLike & Error;
  const cause = depth < 4 && e.cause ? serializeError(e.cause, depth + 1) : undefined;
  // drizzle's DrizzleQueryError: the SQL text (placeholders only) and the driver's error, never `params`.
  if (typeof e.query === 'string' && 'params' in e) {
    return { type: e.constructor.name, message: `Failed query: ${e.query}`, cause };
  }
  // pg's DatabaseError: `detail`, `where` and `internalQuery` may repeat row values; its message may quote one.
  if (typeof e.severity === 'string' && typeof e.code === 'string') {
    return {
      type: e.constructor.name,
      message: scrub(String(e.message)).replace(/: ".*"$/, ': "[redacted]"'),
      code: e.code,
      constraint: e.constraint,
      table: e.table,
      column: e.column,
      cause,
    };
  }
  const std = pino.stdSerializers.err(e) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(std)) {
    if (k === 'params' || k === 'detail' || k === 'raw') continue;
    out[k] = typeof v === 'string' ? scrub(v) : k === 'cause' ? cause : v;
  }
  return out;
}
