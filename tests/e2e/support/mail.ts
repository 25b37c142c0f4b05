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
        // The folder appears with the first message; one being written is a dot-file until renamed into place.
        if (!existsSync(dir)) return undefined;
        for (const file of readdirSync(dir)
          .filter((name) => !name.startsWith('.'))
          .sort()
          .reverse()) {
          const text = readFileSync(path.join(dir, file), 'utf8');
          code = text.includes(to) ? /^Subject: (\d{6}) /m.exec(text)?.[1] : undefined;
          if (code) return code;
        }
        return undefined;
      },
      { message: `a sign-up code for ${email}` },
    )
    .toBeDefined();
  return code!;
}
