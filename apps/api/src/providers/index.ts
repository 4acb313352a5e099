import type { Config } from '../config.ts';
import type { AlimtalkSender } from './alimtalk/alimtalk.ts';
import { NhnCloudAlimtalk } from './alimtalk/nhncloud.ts';
import { SandboxAlimtalk } from './alimtalk/sandbox.ts';
import { NhnCloudMail } from './mail/nhncloud.ts';
import type { MailSender } from './mail/mail.ts';
import { SandboxMail } from './mail/sandbox.ts';
import type { OutboxStore } from './outbox.ts';
import { NhnCloudSms } from './sms/nhncloud.ts';
import { SandboxSms } from './sms/sandbox.ts';
import type { SmsSender } from './sms/sms.ts';

export interface Providers {
  sms: SmsSender;
  mail: MailSender;
  alimtalk: AlimtalkSender;
}

/** Picks each provider from the configuration (config.ts already checked the keys are present). */
export function createProviders(config: Config, outbox: OutboxStore): Providers {
  const sms: SmsSender =
    config.SMS_PROVIDER === 'nhncloud'
      ? new NhnCloudSms({ appKey: config.NHN_SMS_APP_KEY ?? '', secretKey: config.NHN_SMS_SECRET_KEY ?? '', sendNo: config.SMS_SENDER_NO ?? '' })
      : new SandboxSms(outbox);
  const mail: MailSender =
    config.MAIL_PROVIDER === 'nhncloud'
      ? new NhnCloudMail({ appKey: config.NHN_MAIL_APP_KEY ?? '', secretKey: config.NHN_MAIL_SECRET_KEY ?? '', senderAddress: config.MAIL_FROM ?? '' })
      : new SandboxMail(outbox);
  const alimtalk: AlimtalkSender =
    config.ALIMTALK_PROVIDER === 'nhncloud'
      ? new NhnCloudAlimtalk({
          appKey: config.NHN_ALIMTALK_APP_KEY ?? '',
          secretKey: config.NHN_ALIMTALK_SECRET_KEY ?? '',
          senderKey: config.NHN_ALIMTALK_SENDER_KEY ?? '',
          baseUrl: config.NHN_ALIMTALK_BASE_URL,
        })
      : new SandboxAlimtalk(outbox);
  return { sms, mail, alimtalk };
}
