/** One 알림톡 to one Korean mobile number; content is the template's registered text already filled. */
export interface AlimtalkMessage {
  to: string;
  templateCode: string;
  /** Variables as sent to the provider (templateParameter). */
  vars: Record<string, string>;
  /** The rendered text, kept so the outbox and the SMS fallback carry exactly what went out. */
  content: string;
}

export interface AlimtalkSender {
  readonly name: string;
  readonly sandbox: boolean;
  /** Resolves when the provider accepted the message for this recipient; throws ProviderError otherwise. */
  send(message: AlimtalkMessage): Promise<void>;
}
