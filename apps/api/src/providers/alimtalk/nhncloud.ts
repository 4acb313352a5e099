import { ProviderError, type FetchLike } from '../outbox.ts';
import type { AlimtalkMessage, AlimtalkSender } from './alimtalk.ts';

export interface NhnCloudAlimtalkOptions {
  appKey: string;
  secretKey: string;
  /** 발신 프로필 키 of our KakaoTalk channel. */
  senderKey: string;
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

interface NhnResponse {
  header?: { isSuccessful?: boolean; resultCode?: number; resultMessage?: string };
  message?: { requestId?: string; sendResults?: { recipientNo?: string; resultCode?: number; resultMessage?: string }[] };
}

/**
 * NHN Cloud KakaoTalk Bizmessage, AlimTalk API v2.3:
 * POST {base}/alimtalk/v2.3/appkeys/{appkey}/messages with X-Secret-Key, one recipient with its
 * templateParameter. NHN's own failover (resendParameter) is left off: our sender falls back to SMS
 * itself, so one path covers both "provider down" and "recipient has no KakaoTalk" (decision 111).
 */
export class NhnCloudAlimtalk implements AlimtalkSender {
  readonly name = 'nhncloud-alimtalk';
  readonly sandbox = false;
  private readonly baseUrl: string;
  private readonly fetch: FetchLike;

  constructor(private readonly options: NhnCloudAlimtalkOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api-alimtalk.cloud.toast.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send(message: AlimtalkMessage): Promise<void> {
    const url = `${this.baseUrl}/alimtalk/v2.3/appkeys/${encodeURIComponent(this.options.appKey)}/messages`;
    const body = {
      senderKey: this.options.senderKey,
      templateCode: message.templateCode,
      recipientList: [{ recipientNo: message.to, templateParameter: message.vars, resendParameter: { isResend: false } }],
    };
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await this.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json;charset=UTF-8', 'x-secret-key': this.options.secretKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (err) {
      throw new ProviderError(this.name, `request failed: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as NhnResponse | null;
    if (!res.ok || !json?.header?.isSuccessful) {
      throw new ProviderError(this.name, `HTTP ${res.status} ${json?.header?.resultCode ?? ''} ${json?.header?.resultMessage ?? ''}`.trim());
    }
    const result = json.message?.sendResults?.[0];
    if (result && result.resultCode !== 0) {
      throw new ProviderError(this.name, `recipient refused: ${result.resultCode} ${result.resultMessage ?? ''}`.trim());
    }
  }
}
