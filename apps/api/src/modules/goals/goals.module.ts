import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import { goalsRoutes } from './goals.routes.ts';
import { GoalsService } from './goals.service.ts';

/** Weekly goals, the streak of weeks met and the opt-in weekly summary mail (decision 097). */
export function createGoals(d: { config: Config; db: Db; mail: MailSender; log: FastifyBaseLogger }): AreaParts & { goals: GoalsService } {
  const site = {
    publicUrl: d.config.PUBLIC_URL,
    senderName: d.config.COMPANY_NAME ?? '투자학교(예시)',
    senderAddress: d.config.COMPANY_ADDRESS ?? '예시 주소',
  };
  const goals = new GoalsService(d.db, d.mail, site, d.log);
  return {
    goals,
    routes: { api: [mount(goalsRoutes, { goals })] },
    // Mondays, each hour from 09:00 to 20:00 KST: the first run mails last week's summaries, later runs pick up
    // members a failed or busy run left (each member is claimed once a week); never at night.
    jobs: [{ name: 'weekly-summary-mail', pattern: '0 0 9-20 * * 1', run: () => goals.sendWeeklySummaries() }],
  };
}
