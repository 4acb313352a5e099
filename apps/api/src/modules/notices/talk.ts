import type { SmsSender } from '../../providers/sms/sms.ts';

/** What the talk channel is given: the 알림톡 template it stands for and the text (the SMS body when it falls back). */
export interface TalkMessage {
  /** The registered 알림톡 template (providers/alimtalk/templates.ts), or null for a text no template covers (광고, console notices). */
  template: string | null;
  vars: Record<string, string>;
  text: string;
}

/**
 * The 알림톡/SMS channel of the dispatcher (decision 125). Today it sends SMS only. The 알림톡 path with its SMS
 * fallback (providers/alimtalk/sender.ts, `createAlimtalkChannel`) plugs in here: composition.ts hands the centre
 * another TalkChannel whose `send` calls `alimtalk.send(m.template, to, m.vars)` when `m.template` is set and
 * `sms.send({ to, text: m.text })` otherwise.
 */
export interface TalkChannel {
  send(to: string, m: TalkMessage): Promise<void>;
}

export function smsTalkChannel(sms: SmsSender): TalkChannel {
  return { send: (to, m) => sms.send({ to, text: m.text }) };
}
