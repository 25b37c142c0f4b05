import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The sign-up code the app e-mailed to `email`: the embedded mailer writes each message into the
 * outbox folder of the app's data folder, which the Playwright config shares with the journeys.
 */
export async function signUpCodeFor(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const to = `To: ${email.trim().toLowerCase()}\r\n`;
  let code: string | undefined;
  await expect
    .poll(
      () => {
        // A message being written is a dot-file until it is renamed into place; the folder itself
        // appears with the server's first message, which may still be on its way.
        const files = existsSync(dir) ? readdirSync(dir) : [];
        for (const file of files.filter((name) => !name.startsWith('.')).sort().reverse()) {
          const text = readFileSync(path.join(dir, file), 'utf8');
          code = text.includes(to) ? /^Subject: (\d{6}) is your /m.exec(text)?.[1] : undefined;
          if (code) return code;
        }
        return undefined;
      },
      { message: `a sign-up code for ${email}` },
    )
    .toBeDefined();
  return code!;
}
