/** Sends a short text message to a Korean mobile number (digits only, e.g. 01012345678). */
export interface SmsSender {
  readonly name: string;
  readonly sandbox: boolean;
  send(message: { to: string; text: string }): Promise<void>;
}
