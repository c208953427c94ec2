import { SINGLE_RECORD_KEY, type ContentRecord } from '#contracts/content/content-kinds.ts'
import { costTable } from '#content/prices.ts'

/**
 * Issue 37: what a fresh database publishes as each record's first version, so that a new site
 * shows exactly these modules' content (server/content/content-seed.ts). Once a record is
 * published, the database is its truth: a later change here reaches only records never published.
 */
export const CONTENT_SEED: readonly ContentRecord[] = [{ kind: 'tabla-de-costos', key: SINGLE_RECORD_KEY, data: costTable }]
