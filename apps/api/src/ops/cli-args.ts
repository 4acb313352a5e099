/** The command lines of `npm run admin` and `npm run backup` / `restore`, read with node:util's parseArgs. */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import type { Role } from '../http/auth.ts';

export type AdminCommand = { email: string; role: Role } | { reseal: 'run' | 'check' } | { backfill: { from: string; to: string } };

const ADMIN_OPTIONS = {
  role: { type: 'string' },
  check: { type: 'boolean' },
  from: { type: 'string' },
  to: { type: 'string' },
} as const;

/** `npm run admin -- …`: null when the line is not one of the usage's forms. */
export function parseAdminArgs(argv: string[]): AdminCommand | null {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: ADMIN_OPTIONS, allowPositionals: true, strict: true });
  } catch {
    return null;
  }
  const { values } = parsed;
  const [command, email, ...extra] = parsed.positionals;
  const given = Object.keys(values);
  const only = (...names: string[]) => extra.length === 0 && given.every((name) => names.includes(name));
  if (command === 'market-backfill') {
    const range = backfillRange(values.from, values.to);
    return email === undefined && only('from', 'to') && range ? { backfill: range } : null;
  }
  if (command === 'reseal') return email === undefined && only('check') ? { reseal: values.check ? 'check' : 'run' } : null;
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  if (command === 'revoke') return only() ? { email, role: 'member' } : null;
  const role = values.role ?? 'admin';
  return command === 'grant' && only('role') && (role === 'admin' || role === 'staff') ? { email, role } : null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `--from A --to B`: both real calendar days, A ≤ B. */
function backfillRange(from: string | undefined, to: string | undefined): { from: string; to: string } | null {
  const real = (d: string | undefined): d is string => !!d && ISO_DAY.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  return real(from) && real(to) && from <= to ? { from, to } : null;
}

export type BackupCommand = { kind: 'backup'; out: string | null } | { kind: 'list' } | { kind: 'restore'; file: string; database: string | null };

/** `npm run backup -- …` and `npm run restore -- …` (the script names the command first). */
export function parseBackupArgs(argv: string[]): BackupCommand | null {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { out: { type: 'string' }, list: { type: 'boolean' }, database: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch {
    return null;
  }
  const { values } = parsed;
  const [command, file, ...extra] = parsed.positionals;
  if (extra.length) return null;
  if (command === 'backup' && file === undefined && values.database === undefined) {
    if (values.list) return values.out === undefined ? { kind: 'list' } : null;
    return values.out === '' ? null : { kind: 'backup', out: values.out ?? null };
  }
  if (command === 'restore' && file && values.out === undefined && !values.list) {
    return values.database === '' ? null : { kind: 'restore', file, database: values.database ?? null };
  }
  return null;
}

/**
 * What a command line starts with: its command read from process.argv and the configuration, or the exit code after
 * saying why not (2: the usage for a line it cannot read, or the setting that is wrong).
 */
export function startCommandLine<C>(parse: (argv: string[]) => C | null, usage: string): { command: C; config: Config } | number {
  const command = parse(process.argv.slice(2));
  if (!command) {
    console.error(usage);
    return 2;
  }
  try {
    return { command, config: loadConfig() };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return 2;
  }
}
