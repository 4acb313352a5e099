import { ProviderError, type FetchLike } from '../outbox.ts';
import type { SmsSender } from './sms.ts';

export interface NhnCloudSmsOptions {
  appKey: string;
  secretKey: string;
  /** Pre-registered sender number (발신번호), digits only. */
  sendNo: string;
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

interface NhnResponse {
  header?: { isSuccessful?: boolean; resultCode?: number; resultMessage?: string };
  body?: { data?: { sendResultList?: { recipientNo?: string; resultCode?: number; resultMessage?: string }[] } };
}

/**
 * NHN Cloud Notification SMS, API v3.0: POST {base}/sms/v3.0/appKeys/{appKey}/sender/sms
 * with the X-Secret-Key header. Success needs both the header and the per-recipient
 * result to say so: the call can succeed while one recipient is refused.
 */
export class NhnCloudSms implements SmsSender {
  readonly name = 'nhncloud';
  readonly sandbox = false;
  private readonly baseUrl: string;
  private readonly fetch: FetchLike;

  constructor(private readonly options: NhnCloudSmsOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api-sms.cloud.toast.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send({ to, text }: { to: string; text: string }): Promise<void> {
    const url = `${this.baseUrl}/sms/v3.0/appKeys/${encodeURIComponent(this.options.appKey)}/sender/sms`;
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await this.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json;charset=UTF-8', 'x-secret-key': this.options.secretKey },
        body: JSON.stringify({ body: text, sendNo: this.options.sendNo, recipientList: [{ recipientNo: to }] }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (err) {
      throw new ProviderError(this.name, `request failed: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as NhnResponse | null;
    if (!res.ok || !json?.header?.isSuccessful) {
      throw new ProviderError(this.name, `HTTP ${res.status} ${json?.header?.resultCode ?? ''} ${json?.header?.resultMessage ?? ''}`.trim());
    }
    const result = json.body?.data?.sendResultList?.[0];
    if (result && result.resultCode !== 0) {
      throw new ProviderError(this.name, `recipient refused: ${result.resultCode} ${result.resultMessage ?? ''}`.trim());
    }
  }
}
