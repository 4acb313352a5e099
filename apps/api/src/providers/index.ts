import type { Config } from '../config.ts';
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
  return { sms, mail };
}
