import { loadConfig, type AppConfig } from '#server/config/env.ts'

/** A configuration for tests: silent logs, in-memory SQLite, the given build folder. */
export function testConfig(siteDir: string, env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: 'file::memory:', SITE_DIR: siteDir, ...env })
}
