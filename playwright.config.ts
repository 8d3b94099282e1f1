import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { serverArgs, SERVER_PROCESS_ENV } from './lib/runtime/server-process.mjs';

/**
 * One config, two projects: `api` (HTTP against the running service) and `ui` (Debian's Chromium
 * against the back-office). scripts/test.mjs runs them against freshly seeded databases; run alone,
 * this config starts the built server (`npm run build`) on a new embedded database in a temp folder.
 * Values are set on process.env once so that the workers (which load this file again) inherit them.
 */
process.env.TEST_PORT ??= '3210';
process.env.TEST_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-test-'));
process.env.TEST_CLIENT_ID ??= 'test-harness';
process.env.TEST_CLIENT_SECRET ??= randomBytes(24).toString('base64url');
// The server's mail outbox: each message it "sends" (a B2B invitation) as a JSON line (docs/back-office.md).
process.env.TEST_MAIL_OUTBOX ??= path.join(process.env.TEST_DATA_DIR, 'mail-outbox.jsonl');
// Where each worker leaves what the contract check counted (e2e/support/contract.ts).
process.env.TEST_CONTRACT_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-contract-'));

const port = Number(process.env.TEST_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.TEST_WORKERS || 2),
  forbidOnly: !!process.env.CI,
  // One retry in CI, reported as "flaky" in the list, never silent: a browser journey on a shared
  // 2-core machine occasionally loses a race with a re-render (see the closing note's known flakes).
  retries: process.env.CI ? 1 : 0,
  // scripts/test.mjs also asks for a JSON report (TEST_REPORT_JSON) so that its closing summary can
  // name each failed test and its first error line: CI keeps only the tail of the log.
  reporter: process.env.TEST_REPORT_JSON ? [['list'], ['json', { outputFile: process.env.TEST_REPORT_JSON }]] : [['list']],
  // Prints how many answers the contract check validated against the OpenAPI document.
  globalTeardown: './e2e/support/contract-summary.ts',
  outputDir: 'test-results',
  use: {
    baseURL,
    // Recording a trace of every test (to keep those that fail) took 30 % of the browser suite's time
    // on a 2-core machine: 605 s with, 426 s without, the same 105 tests. A retried test records one;
    // for a trace of a failure, run with `--trace retain-on-failure` (README, "Demo data and tools").
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'api', testMatch: /e2e\/api\/.*\.spec\.ts$/ },
    {
      name: 'ui',
      // Anchored at e2e/: a checkout in a folder named `ui` must not pull the API specs in.
      testMatch: /e2e\/ui\/.*\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    // serverArgs sets a keep-alive longer than the clients' idle sockets (KEEP_ALIVE_ARGS).
    command: ['node', ...serverArgs(port)].join(' '),
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...SERVER_PROCESS_ENV,
      DATA_DIR: process.env.TEST_DATA_DIR,
      CATALOGUE_CLIENT_ID: process.env.TEST_CLIENT_ID,
      CATALOGUE_CLIENT_SECRET: process.env.TEST_CLIENT_SECRET,
      SEED_PRODUCTS: process.env.SEED_PRODUCTS || '3000',
      AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString('base64url'),
      AUTH_TRUST_HOST: 'true',
      // The webhook specs' receivers listen on 127.0.0.1 (docs/webhooks.md, "Safety").
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
      // Messages are logged (the built server runs as production, where they are not) and kept in a file.
      MAIL_TRANSPORT: 'log',
      MAIL_OUTBOX_FILE: process.env.TEST_MAIL_OUTBOX,
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    },
  },
});
