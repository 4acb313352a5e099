import type { Config } from '../config.ts';
import { configuredBackup } from '../ops/backups.ts';
import type { Job } from './scheduler.ts';

/** Optional scheduled backup into BACKUP_DIR or object storage, the newest BACKUP_KEEP kept (docs/decisions/089). */
export function backupJobs(config: Config, databaseUrl: string): Job[] {
  if (!config.BACKUP_CRON) return [];
  return [{ name: 'backup', pattern: config.BACKUP_CRON, run: () => configuredBackup(config, databaseUrl) }];
}
