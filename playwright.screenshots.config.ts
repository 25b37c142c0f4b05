import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Takes the install sheet's screenshots of our own app (`npm run pwa:screenshots`), written to
 * apps/web/public/screenshots, which the build lists in the manifest (apps/web/scripts/pwa-assets.ts).
 * Not part of `npm test`: the pictures are committed and retaken when the deck's look changes.
 */
const PORT = Number(process.env.E2E_PORT ?? 3212);
const baseURL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sankofa-shots-'));
// Workers load this file again and inherit it: the sign-up helpers read codes from the app's outbox there.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/pwa-screenshots',
  testMatch: '**/*.shot.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: 'env -u DATABASE_URL -u REDIS_URL npm start',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
