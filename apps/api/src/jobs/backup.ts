import type { Config } from '../config.ts';
import { backupTo } from '../db/backups.ts';
import type { Job } from './scheduler.ts';

/** Optional scheduled backup into BACKUP_DIR, the newest BACKUP_KEEP kept (docs/decisions/089). */
export function backupJobs(config: Pick<Config, 'BACKUP_CRON' | 'BACKUP_DIR' | 'BACKUP_KEEP'>, databaseUrl: string): Job[] {
  if (!config.BACKUP_CRON) return [];
  return [{ name: 'backup', pattern: config.BACKUP_CRON, run: () => backupTo(databaseUrl, config.BACKUP_DIR, config.BACKUP_KEEP) }];
}
