import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limiter.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { CertificationService } from '../auth/certification.service.ts';
import type { StoredToken } from '../auth/oauth.service.ts';
import type { Passwords } from '../auth/passwords.ts';
import { myRoutes } from './my.routes.ts';
import { MyService, type MarketingConsents, type MemberRecords, type WithdrawalCommerce } from './my.service.ts';
import { playerSettingRoutes } from './player-setting.routes.ts';
import { PlayerSettingService } from './player-setting.service.ts';

/** My page: profile, password, phone, marketing choice, withdrawal; and the player setting (decision 084). */
export function createMy(d: {
  db: Db;
  passwords: Passwords;
  certifications: CertificationService;
  records: MemberRecords;
  socialRevoke: (tokens: StoredToken[]) => Promise<void>;
  limiter: Limiter;
  commerce: WithdrawalCommerce;
  consents: MarketingConsents;
}): AreaParts & { my: MyService } {
  const my = new MyService(d.db, d.passwords, d.certifications, d.records, d.socialRevoke, d.limiter, { commerce: d.commerce, consents: d.consents });
  const settings = new PlayerSettingService(d.db);
  return {
    my,
    routes: { api: [mount(myRoutes, { my }), mount(playerSettingRoutes, { settings })] },
    // Data past its legal keeping period is deleted four times a day (idempotent across processes).
    jobs: [{ name: 'retention-purge', pattern: '0 0 */6 * * *', run: () => my.purgeExpired() }],
  };
}
