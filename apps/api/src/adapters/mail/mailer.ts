export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where answers should go when not to the sender (a member's support request). */
  replyTo?: string;
  /** The one link the message is about, so the outbox can log it for local use. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
