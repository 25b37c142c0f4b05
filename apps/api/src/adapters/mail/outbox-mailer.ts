import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Mailer } from './mailer.ts';

type Log = (msg: string) => void;

/** The embedded default: each message becomes a file in the outbox folder and its link is logged. */
export function createOutboxMailer(dir: string, from: string, log: Log): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      const body = [
        `From: ${from}`,
        `To: ${message.to}`,
        ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
        `Subject: ${message.subject}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        message.text,
        '',
      ].join('\r\n');
      await writeFile(file, body, { mode: 0o600 });
      const extra = message.link ? ` — link: ${message.link}` : message.code ? ` — code: ${message.code}` : '';
      log(`mail to ${message.to} written to ${file}${extra}`);
    },
  };
}
