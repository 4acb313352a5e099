import type { Db } from '../../db/client.ts';
import type { AlimtalkChannel } from '../../providers/alimtalk/sender.ts';
import { renderTemplate, templateVariables, type AlimtalkTemplateCode } from '../../providers/alimtalk/templates.ts';
import { mobileOf, recordSend } from './alimtalk.queries.ts';

/** How the notice reached the member: 알림톡, its SMS fallback, not at all (both failed), or skipped (no number). */
export type AlimtalkResult = 'alimtalk' | 'sms' | 'failed' | 'skipped';

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/**
 * The one send path for 알림톡 (decision 124): `send(memberId, templateCode, variables)`. The variables are checked
 * against the template's registered text first (a TemplateVariableError is a programming error, thrown, nothing
 * sent); then the member's own mobile number gets 알림톡, or the same text by SMS when 알림톡 fails or the member
 * has no KakaoTalk. Every send is recorded in alimtalk_sends with its result; a send that reached nobody is
 * logged and answered, never thrown, so a caller's own work is not undone by a provider outage.
 */
export class AlimtalkService {
  constructor(private readonly d: { db: Db; channel: AlimtalkChannel; log: Logger }) {}

  async send(memberId: number, templateCode: AlimtalkTemplateCode, variables: Record<string, string>): Promise<AlimtalkResult> {
    const record = (result: AlimtalkResult, detail: string | null) => recordSend(this.d.db, { memberId, templateCode, result, detail });
    const member = await mobileOf(this.d.db, memberId);
    // #{이름} is the member's own name, filled here when the caller did not give one.
    const vars = member && !('이름' in variables) && templateVariables(templateCode).includes('이름') ? { 이름: member.name, ...variables } : variables;
    renderTemplate(templateCode, vars);
    if (!member) {
      await record('skipped', 'no mobile number on an active account');
      return 'skipped';
    }
    try {
      const outcome = await this.d.channel.send(templateCode, member.hpno, vars);
      await record(outcome.channel, outcome.channel === 'sms' ? outcome.reason : null);
      return outcome.channel;
    } catch (err) {
      this.d.log.warn({ err, memberId, templateCode }, 'alimtalk and its sms fallback both failed');
      await record('failed', (err as Error).message);
      return 'failed';
    }
  }
}
