import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import { E2E_DATABASE_FILE, E2E_OUTBOX_DIR } from './tests/e2e/server-files.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)
const BASE_URL = `http://127.0.0.1:${PORT}`

/**
 * End-to-end journeys against the real built site served by the real server (`npm start`)
 * on its own SQLite file. Run `npm run build` first (`npm run test:e2e` does).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  // One worker more than the cores: it runs while the others wait on timers and animations.
  workers: availableParallelism() + 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Ceilings, not speed checks: this two-core machine's host is sometimes three times slower than
  // usual, and one every-route test loads a page five times.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    // A trace costs about a fifth of the suite's time on two cores, and CI keeps only its printed
    // log: record them locally (on failure), and in CI rerun a failing test with --trace on.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] } },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `file:${E2E_DATABASE_FILE}`,
      // With SMTP_URL unset, each e-mail is written here as an .eml file the tests read.
      OUTBOX_DIR: E2E_OUTBOX_DIR,
      // The journeys send many fichas from one address and read each confirmation; the daily cap
      // has its own server tests (confirmation-cap.test.ts).
      CONFIRMATIONS_PER_ADDRESS_PER_DAY: '10000',
      // The form limits are counted in this database, which outlives a run: a rerun within the
      // window must not start out limited. The limits have their own server tests.
      RATE_LIMIT_MAX: '10000',
    },
  },
})
