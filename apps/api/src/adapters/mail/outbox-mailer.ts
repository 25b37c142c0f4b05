import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Mailer } from './mailer.ts';

type Log = (msg: string) => void;

const plain = (text: string) => [
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: 8bit',
  '',
  text,
  '',
];

/** Both versions in one file, so a mail program opens it as it would arrive. */
function alternative(text: string, html: string): string[] {
  const boundary = `=_${randomUUID()}`;
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...plain(text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    html,
    `--${boundary}--`,
    '',
  ];
}

/** The embedded default: each message becomes a file in the outbox folder and its link is logged. */
export function createOutboxMailer(dir: string, from: string, log: Log): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      const headers = [
        `From: ${from}`,
        `To: ${message.to}`,
        ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
        `Subject: ${message.subject}`,
        'MIME-Version: 1.0',
      ];
      const body = [...headers, ...(message.html ? alternative(message.text, message.html) : plain(message.text))].join(
        '\r\n',
      );
      // Written aside and moved in: a reader of the folder never sees half a message, nor does a retry leave one.
      const partial = path.join(dir, `.${path.basename(file)}.partial`);
      await writeFile(partial, body, { mode: 0o600 });
      await rename(partial, file);
      const extra = message.link ? ` — link: ${message.link}` : message.code ? ` — code: ${message.code}` : '';
      log(`mail to ${message.to} written to ${file}${extra}`);
    },
  };
}
