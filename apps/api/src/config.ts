import path from 'node:path';
import { z } from 'zod';

function bool(fallback: 'true' | 'false') {
  return z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
}

/** The only reader of process.env. Every setting, its default and meaning is listed in README.md. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default(path.resolve(import.meta.dirname, '../../web/dist')),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(256 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  TRUST_PROXY: bool('false'),
  /** HS256 key for access tokens; unset = a random one generated once and kept in the database. */
  JWT_SECRET: z.string().min(32, { message: 'JWT_SECRET must be at least 32 characters' }).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(365 * 86_400).default(14 * 86_400),
  /** Base of links sent by mail (password reset); defaults to the listening address. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_PROVIDER: z.enum(['sandbox', 'nhncloud']).default('sandbox'),
  NHN_SMS_APP_KEY: z.string().max(100).optional(),
  NHN_SMS_SECRET_KEY: z.string().max(200).optional(),
  SMS_SENDER_NO: z.string().regex(/^\d{8,12}$/, { message: 'digits only' }).optional(),
  MAIL_PROVIDER: z.enum(['sandbox', 'nhncloud']).default('sandbox'),
  NHN_MAIL_APP_KEY: z.string().max(100).optional(),
  NHN_MAIL_SECRET_KEY: z.string().max(200).optional(),
  MAIL_FROM: z.email().optional(),
  ALLOW_SANDBOX_PROVIDERS: bool('false'),
  /** Sign-in attempts per account, and per client address, in 15 minutes. */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
});

// Cross-field rules: a real provider needs its keys, and production must not silently fake messages.
const checked = schema.superRefine((c, ctx) => {
  const need = (cond: boolean, vars: (keyof typeof c)[], why: string) => {
    if (!cond) return;
    for (const v of vars) if (!c[v]) ctx.addIssue({ code: 'custom', path: [v], message: `required when ${why}` });
  };
  need(c.SMS_PROVIDER === 'nhncloud', ['NHN_SMS_APP_KEY', 'NHN_SMS_SECRET_KEY', 'SMS_SENDER_NO'], 'SMS_PROVIDER=nhncloud');
  need(c.MAIL_PROVIDER === 'nhncloud', ['NHN_MAIL_APP_KEY', 'NHN_MAIL_SECRET_KEY', 'MAIL_FROM'], 'MAIL_PROVIDER=nhncloud');
  if (c.NODE_ENV === 'production' && !c.ALLOW_SANDBOX_PROVIDERS) {
    for (const v of ['SMS_PROVIDER', 'MAIL_PROVIDER'] as const) {
      if (c[v] === 'sandbox') {
        ctx.addIssue({
          code: 'custom',
          path: [v],
          message: 'sandbox provider refused in production (choose a real one, or set ALLOW_SANDBOX_PROVIDERS=true)',
        });
      }
    }
  }
});

export type Config = z.infer<typeof schema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checked.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const host = c.HOST === '0.0.0.0' || c.HOST === '::' ? '127.0.0.1' : c.HOST;
  const publicUrl = (c.PUBLIC_URL ?? `http://${host}:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, DATA_DIR: path.resolve(c.DATA_DIR), PUBLIC_URL: publicUrl };
}

// An empty variable (FOO=) means "not set", as it does in most shells' .env conventions.
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => !!e[1]));
}
