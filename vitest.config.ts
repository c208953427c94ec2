import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { PUBLIC_ENV_DEFINE } from './vite.config.ts'

// Unit, component and server tests. React Router's Vite plugin is left out on purpose:
// components are tested in isolation; the built site is covered by tests/e2e.
export default defineConfig({
  define: PUBLIC_ENV_DEFINE,
  test: {
    restoreMocks: true,
    // Vitest's default for a run is one worker fewer than the cores: on two cores, one. The tests
    // wait on databases, SMTP and child processes often enough for every core to pay.
    maxWorkers: availableParallelism(),
    // With every core busy, user-event in jsdom and the 10 MB uploads outlast the default 5 s.
    testTimeout: 15_000,
    // In CI every test is listed, so the log shows e.g. the data layer running on both databases.
    reporters: process.env.CI ? ['verbose'] : ['default'],
    projects: [
      {
        // Each project inherits the options above (restoreMocks among them).
        extends: true,
        test: {
          name: 'browser-code',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['{content,contracts,server,scripts}/**/*.test.ts'],
          environment: 'node',
          // Server tests share one database file set-up per worker; keep them in forks.
          pool: 'forks',
        },
      },
    ],
  },
})
