import type { Db } from '../../db/client.ts';
import type { AreaParts } from '../../http/mount.ts';
import type { AlimtalkSender } from '../../providers/alimtalk/alimtalk.ts';
import { createAlimtalkChannel } from '../../providers/alimtalk/sender.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { purgeSendsBefore } from './alimtalk.queries.ts';
import { AlimtalkService } from './alimtalk.service.ts';

/** How long the record of each send is kept (decision 124). */
export const ALIMTALK_SENDS_KEPT_DAYS = 180;

/**
 * 알림톡 sending (decision 124): no routes of its own. Other areas (the notification centre) take `alimtalk`
 * and call `send(memberId, templateCode, variables)`. A daily job drops send records past their keeping time.
 */
export function createAlimtalk(d: {
  db: Db;
  alimtalk: AlimtalkSender;
  sms: SmsSender;
  log: { warn: (obj: object, msg: string) => void };
}): AreaParts & { alimtalk: AlimtalkService } {
  const alimtalk = new AlimtalkService({ db: d.db, channel: createAlimtalkChannel({ alimtalk: d.alimtalk, sms: d.sms }), log: d.log });
  const jobs = [{ name: 'alimtalk-sends-purge', pattern: '0 20 4 * * *', run: () => purgeSendsBefore(d.db, ALIMTALK_SENDS_KEPT_DAYS) }];
  return { alimtalk, routes: {}, jobs };
}
