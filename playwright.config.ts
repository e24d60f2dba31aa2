import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium; the tests never download a browser. Its headless shell (Debian's package
 * `chromium-headless-shell`, the same build without the browser's windowing layer; what Playwright
 * itself runs for headless tests) where installed: it did the same pages' work with half the CPU of
 * the full browser (docs/design.md, measured), and the browser tests share two cores with the server.
 */
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
if (!chromium || !existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium ?? '/usr/bin/chromium'}. Install it (apt-get install -y chromium-headless-shell chromium) or set CHROMIUM_PATH.`,
  );
}
const port = Number(process.env.E2E_PORT || 4173);
// The test server's secret, known to the tests too: they sign what a browser would already hold
// (a form stamp from an earlier visit) instead of waiting for time to pass. Workers inherit it.
process.env.E2E_APP_SECRET ??= randomBytes(32).toString('hex');

export default defineConfig({
  testDir: 'test/e2e',
  // Its own folder: Playwright empties outputDir at start, and test-results/ also holds Jest's report.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  // Two browsers at once (files in parallel; the design checks' own tests too): the server and the
  // browsers wait on each other more than they compute. E2E_WORKERS=1 runs one at a time.
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  // An admin journey hashes passwords several times (argon2id, slow by design, its pool shared with the
  // other worker): 26–31 s on a slow hour of a 2-core machine, for the code that passed in 13 minutes the
  // day before too (measured side by side, 2026-11-27). A minute leaves room; a stuck step still fails.
  timeout: 60_000,
  // A step that waits on the server (a sign-in, a payment) took over 5 s at times on a busy 2-core
  // machine running both workers; an assertion that holds returns as soon as it does.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(port), E2E_APP_SECRET: process.env.E2E_APP_SECRET },
  },
});
