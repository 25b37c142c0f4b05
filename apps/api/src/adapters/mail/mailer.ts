export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about, so the outbox can log it for local use. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
