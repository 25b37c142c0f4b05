export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as a page, made from the same template as `text`. */
  html?: string;
  /** Where answers should go when not to the sender (a member's support request). */
  replyTo?: string;
  /** The one link the message is about, so the outbox can log it for local use. */
  link?: string;
  /** The one code the message carries (sign-up), logged by the outbox the same way. */
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
