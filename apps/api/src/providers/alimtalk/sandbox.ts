import { ProviderError, type OutboxStore } from '../outbox.ts';
import type { AlimtalkMessage, AlimtalkSender } from './alimtalk.ts';

/**
 * Sends nothing: records what would be sent (channel 'talk', template code as subject). Numbers ending
 * in 0000 act as "no KakaoTalk" so the SMS fallback can be seen without a real provider.
 */
export class SandboxAlimtalk implements AlimtalkSender {
  readonly name = 'sandbox';
  readonly sandbox = true;
  constructor(private readonly store: OutboxStore) {}

  async send(message: AlimtalkMessage): Promise<void> {
    if (message.to.endsWith('0000')) {
      throw new ProviderError(this.name, 'recipient has no KakaoTalk (sandbox rule: number ends in 0000)');
    }
    await this.store({ channel: 'talk', to: message.to, subject: message.templateCode, body: message.content });
  }
}
