import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the server that Playwright starts keeps its data (playwright.config.ts passes these). */
export const E2E_DATABASE_FILE = 'data/e2e/app.db'
export const E2E_OUTBOX_DIR = 'data/e2e/outbox'

/**
 * The text of every `.eml` the server has written whose name starts with `prefix` (a folio),
 * joined; empty while none is there yet (the outbox folder appears with the first message).
 */
export function outboxMessages(prefix: string): string {
  if (!existsSync(E2E_OUTBOX_DIR)) return ''
  return readdirSync(E2E_OUTBOX_DIR)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.eml'))
    .map((name) => readFileSync(join(E2E_OUTBOX_DIR, name), 'utf8'))
    .join('\n')
}
