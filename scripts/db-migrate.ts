/**
 * `npm run db:migrate`: brings the database named by DATABASE_URL to the latest migration and
 * exits. The server also migrates at start; this is for deploys that migrate as a separate step.
 */
import { ConfigError, loadConfig } from '#server/config/env.ts'
import { createDatabase } from '#server/db/database.ts'
import { MigrationError, migrateToLatest } from '#server/db/migrate.ts'

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const database = createDatabase(config.database)
  try {
    const applied = await migrateToLatest(database)
    const summary = applied.length === 0 ? 'la base de datos ya estaba al día' : `aplicadas: ${applied.join(', ')}`
    process.stdout.write(`db:migrate (${database.dialect}): ${summary}.\n`)
  } finally {
    await database.destroy()
  }
}

main().catch((error: unknown) => {
  // Config and migration errors carry a complete Spanish message; other faults keep their stack.
  const known = error instanceof ConfigError || error instanceof MigrationError
  const detail = known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.stderr.write(`db:migrate falló: ${detail}\n`)
  process.exitCode = 1
})
