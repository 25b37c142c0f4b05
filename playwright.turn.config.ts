import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The TURN journeys (issue #19): browsers relay through a real coturn with credentials our API
 * issued. Their own config because the app under test must know the coturn: the web server is
 * tests/e2e-turn/serve-with-coturn.ts, which starts coturn (apps/api/src/test/coturn.ts) and then
 * the app with TURN_URLS/TURN_SECRET. The main e2e run (playwright.config.ts) is left as it was.
 */
const PORT = Number(process.env.E2E_TURN_PORT ?? process.env.E2E_PORT ?? 3211);
const baseURL = `http://localhost:${PORT}`;
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    '--use-fake-device-for-media-stream',
  ],
};

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sankofa-e2e-turn-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e-turn',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 150_000,
  expect: { timeout: 15_000 },
  use: { baseURL, trace: { mode: 'retain-on-failure', screenshots: false }, launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    // As in playwright.config.ts: the app runs on PGlite in its own data folder, not CI's databases.
    command: 'env -u DATABASE_URL -u REDIS_URL node --import tsx tests/e2e-turn/serve-with-coturn.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_SIGNUP_PER_IP: '1000',
      RATE_SIGNIN_PER_IP: '1000',
      // The shortest lifetime allowed, so one journey outlives a credential.
      TURN_CREDENTIAL_TTL_SECONDS: '60',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
