/** Sends one e-mail; `text` is the plain body, `html` an optional rich body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailSender {
  readonly name: string;
  readonly sandbox: boolean;
  send(message: MailMessage): Promise<void>;
}
