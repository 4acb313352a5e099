import type { SmsSender } from '../sms/sms.ts';
import type { AlimtalkSender } from './alimtalk.ts';
import { renderTemplate } from './templates.ts';

export type AlimtalkOutcome = { channel: 'alimtalk' } | { channel: 'sms'; reason: string };

/**
 * The one call a notice (or the notification centre) makes: send(templateCode, phone, vars).
 * Variables are checked against the registered text before anything is sent (a TemplateVariableError
 * is a programming error and is thrown). When 알림톡 fails for any reason the same rendered text goes
 * by SMS; if SMS fails too, its ProviderError is thrown to the caller.
 */
export function createAlimtalkChannel(deps: { alimtalk: AlimtalkSender; sms: SmsSender }) {
  return {
    async send(templateCode: string, to: string, vars: Record<string, string>): Promise<AlimtalkOutcome> {
      const { code, content } = renderTemplate(templateCode, vars);
      try {
        await deps.alimtalk.send({ to, templateCode: code, vars, content });
        return { channel: 'alimtalk' };
      } catch (err) {
        await deps.sms.send({ to, text: content });
        return { channel: 'sms', reason: (err as Error).message };
      }
    },
  };
}
export type AlimtalkChannel = ReturnType<typeof createAlimtalkChannel>;
