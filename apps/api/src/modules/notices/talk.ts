import type { SmsSender } from '../../providers/sms/sms.ts';

/** What the talk channel is given: the 알림톡 template it stands for and the text (the SMS body when it falls back). */
export interface TalkMessage {
  /** The registered 알림톡 template (providers/alimtalk/templates.ts), or null for a text no template covers (광고, console notices). */
  template: string | null;
  vars: Record<string, string>;
  text: string;
}

/**
 * The 알림톡/SMS channel of the dispatcher (decision 125): a notice with a registered template goes by 알림톡, which
 * falls back to SMS itself (decision 124); a text no template covers (광고, console notices) goes by SMS.
 */
export interface TalkChannel {
  send(memberId: number, to: string, m: TalkMessage): Promise<void>;
}

/** The 알림톡 area's one send path, as the centre sees it (modules/alimtalk, handed in by composition.ts). */
export interface AlimtalkSend {
  send(memberId: number, templateCode: string, variables: Record<string, string>): Promise<'alimtalk' | 'sms' | 'failed' | 'skipped'>;
}

/** SMS only: for a school without 알림톡, and for tests of the other channels. */
export function smsTalkChannel(sms: SmsSender): TalkChannel {
  return { send: (_memberId, to, m) => sms.send({ to, text: m.text }) };
}

export function alimtalkTalkChannel(alimtalk: AlimtalkSend, sms: SmsSender): TalkChannel {
  return {
    async send(memberId, to, m) {
      if (!m.template) return sms.send({ to, text: m.text });
      // 'failed' (알림톡 and its SMS both refused) is thrown, so the dispatcher gives the notice back for a later try.
      if ((await alimtalk.send(memberId, m.template, m.vars)) === 'failed') throw new Error('알림톡과 SMS 모두 보내지 못했습니다');
    },
  };
}
