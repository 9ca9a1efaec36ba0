import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
/** `TEST_ENTRY=next-start`: the build served by plain `next start`, as a platform runs it. */
const NEXT_START = process.env.TEST_ENTRY === 'next-start';

const BROWSER = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    locale: 'en-US',
  },
  projects: [
    // The legal notice's test reads the facts as first saved; the sales that follow name the
    // seller from them (tests/e2e/api.ts `setSeller`), so it runs before the rest.
    {
      name: 'legal-notice',
      testMatch: /legal-notice\.spec\.ts$/,
      use: BROWSER,
    },
    {
      name: 'chromium',
      testIgnore: /legal-notice\.spec\.ts$/,
      dependencies: ['legal-notice'],
      use: BROWSER,
    },
  ],
  webServer: {
    // The production build, on a data directory of its own (never the developer's).
    command: NEXT_START ? `node_modules/.bin/next start -p ${PORT}` : 'node server/start.mjs',
    url: BASE_URL,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kennel-e2e-')),
      FORCE_BUILD: process.env.E2E_BUILD === '1' ? '1' : '0',
      // The specs' applications come from made-up addresses (X-Forwarded-For), as behind a
      // proxy: one loopback address would spend the per-address limit for all of them.
      TRUST_PROXY: '1',
      // The kennel's bank account: deposits in euros carry an EPC QR code (my-page.spec.ts), the
      // verification pages show the IBAN (verify.spec.ts).
      BANK_ACCOUNT_NAME: 'Kovács Éva',
      BANK_IBAN: 'HU42 1177 3016 1111 1018 0000 0000',
    },
  },
});
