import type { OutboxStore } from '../outbox.ts';
import type { MailMessage, MailSender } from './mail.ts';

/** Sends nothing: keeps the message in the outbox so people and tests can follow its links. */
export class SandboxMail implements MailSender {
  readonly name = 'sandbox';
  readonly sandbox = true;
  constructor(private readonly store: OutboxStore) {}

  async send({ to, subject, text }: MailMessage): Promise<void> {
    await this.store({ channel: 'mail', to, subject, body: text });
  }
}
