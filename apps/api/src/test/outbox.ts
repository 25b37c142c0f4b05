import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const WAIT_MS = 10_000;
const LOOK_EVERY_MS = 25;

function codeIn(dataDir: string, to: string): string | undefined {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return undefined;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const code = text.includes(to) ? /^Subject: (\d{6}) /m.exec(text)?.[1] : undefined;
    if (code) return code;
  }
  return undefined;
}

/**
 * The sign-up code server processes mailed to `email`, read from their outbox folders (the embedded
 * mailer writes one .eml file per message; the code is the subject's first word). Mail leaves through
 * the job queue after the answer, from whichever instance claims it, so every instance's folder is
 * looked in until the message is there.
 */
export async function codeInOutbox(dataDirs: string | string[], email: string): Promise<string> {
  const to = `To: ${email.trim().toLowerCase()}\r\n`;
  const dirs = Array.isArray(dataDirs) ? dataDirs : [dataDirs];
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    for (const dir of dirs) {
      const code = codeIn(dir, to);
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no sign-up code for ${email} in ${dirs.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
}
