/** Where sandbox providers keep what they would have sent (the dev_outbox table in practice). */
export interface OutboxMessageInput {
  channel: 'sms' | 'mail' | 'talk';
  to: string;
  subject: string | null;
  body: string;
}
export type OutboxStore = (message: OutboxMessageInput) => Promise<void>;

/** A provider answered with an error or could not be reached; the caller shows a Korean message. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}>;
