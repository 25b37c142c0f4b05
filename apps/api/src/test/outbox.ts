import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The sign-up code a server process mailed to `email`, read from its outbox folder (the embedded
 * mailer writes one .eml file per message; the code is the subject's first word).
 */
export function codeInOutbox(dataDir: string, email: string): string {
  const dir = path.join(dataDir, 'outbox');
  const to = `To: ${email.trim().toLowerCase()}\r\n`;
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const code = text.includes(to) ? /^Subject: (\d{6}) is your /m.exec(text)?.[1] : undefined;
    if (code) return code;
  }
  throw new Error(`no sign-up code for ${email} in ${dir}`);
}
