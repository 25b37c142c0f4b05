import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const web = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': web } },
        define: { __APP_NAME__: JSON.stringify('Sankofa') },
        test: {
          name: 'unit',
          include: ['apps/**/src/**/*.test.{ts,tsx}', 'packages/**/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.integration.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Each route's error answers go here; the global setup's teardown checks them against the
          // endpoint table (decision 0059). One file per run, so parallel runs do not mix.
          env: { SANKOFA_ERROR_CODE_LOG: join(tmpdir(), `sankofa-error-codes-${process.pid}.log`) },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Argon2 is CPU-bound; two cores are shared by every file running at once.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.faults.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Each file runs its own API processes, Redis and database; one at a time keeps the faults its own.
          maxWorkers: 1,
        },
      },
    ],
  },
});
