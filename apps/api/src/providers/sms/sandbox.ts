import type { OutboxStore } from '../outbox.ts';
import type { SmsSender } from './sms.ts';

/** Sends nothing: keeps the message in the outbox so people and tests can read the number. */
export class SandboxSms implements SmsSender {
  readonly name = 'sandbox';
  readonly sandbox = true;
  constructor(private readonly store: OutboxStore) {}

  async send({ to, text }: { to: string; text: string }): Promise<void> {
    await this.store({ channel: 'sms', to, subject: null, body: text });
  }
}
