import { ProviderError, type FetchLike } from '../outbox.ts';
import type { MailMessage, MailSender } from './mail.ts';

export interface NhnCloudMailOptions {
  appKey: string;
  secretKey: string;
  senderAddress: string;
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

interface NhnResponse {
  header?: { isSuccessful?: boolean; resultCode?: number; resultMessage?: string };
}

/**
 * NHN Cloud Email, API v2.0: POST {base}/email/v2.0/appKeys/{appKey}/sender/mail with the
 * X-Secret-Key header; receiveType MRT0 is the "to" recipient.
 */
export class NhnCloudMail implements MailSender {
  readonly name = 'nhncloud';
  readonly sandbox = false;
  private readonly baseUrl: string;
  private readonly fetch: FetchLike;

  constructor(private readonly options: NhnCloudMailOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api-mail.cloud.toast.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send({ to, subject, text, html }: MailMessage): Promise<void> {
    const url = `${this.baseUrl}/email/v2.0/appKeys/${encodeURIComponent(this.options.appKey)}/sender/mail`;
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await this.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json;charset=UTF-8', 'x-secret-key': this.options.secretKey },
        body: JSON.stringify({
          senderAddress: this.options.senderAddress,
          title: subject,
          body: html ?? escapeHtml(text).replace(/\n/g, '<br>'),
          receiverList: [{ receiveMailAddr: to, receiveType: 'MRT0' }],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (err) {
      throw new ProviderError(this.name, `request failed: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as NhnResponse | null;
    if (!res.ok || !json?.header?.isSuccessful) {
      throw new ProviderError(this.name, `HTTP ${res.status} ${json?.header?.resultCode ?? ''} ${json?.header?.resultMessage ?? ''}`.trim());
    }
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
