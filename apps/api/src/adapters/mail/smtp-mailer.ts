import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * nodemailer's own limits let a relay that never answers hold a send for minutes; these end it well
 * within the job queue's lease, so a job is failed and retried rather than claimed twice. Settings in
 * the URL's query (?greetingTimeout=…) still win.
 */
const TIME_LIMITS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...TIME_LIMITS });
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
