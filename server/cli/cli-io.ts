import { ConfigError, loadConfig, type AppConfig } from '#server/config/env.ts'
import { createDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { MigrationError, migrateToLatest } from '#server/db/migrate.ts'

/** Exit codes of the command lines: 0 done, 1 failed, 2 wrong arguments (usage printed). */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const

/** What a command line reads and writes, so tests can run it in process. */
export interface CliIo {
  readonly env: NodeJS.ProcessEnv
  /** The working directory of the configuration (relative DATABASE_URL and folders). */
  readonly cwd: string
  /** Where file arguments are relative to: the directory the person ran `npm run` from. */
  readonly filesDir: string
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
  readonly now?: () => Date
}

/** A failure with a complete Spanish message for the person at the terminal. */
export class CommandError extends Error {
  override readonly name = 'CommandError'
}

type ErrorClass = abstract new (...args: never[]) => Error

/**
 * Runs a command with the server's configuration. A failure of a known kind (bad configuration, a
 * command's own errors) prints its Spanish message; anything else prints its stack. Resolves with
 * the exit code.
 */
export async function runCommand(
  io: CliIo,
  commandName: string,
  knownErrors: readonly ErrorClass[],
  run: (config: AppConfig, now: Date) => Promise<number>,
): Promise<number> {
  try {
    return await run(loadConfig(io.env, io.cwd), (io.now ?? (() => new Date()))())
  } catch (error) {
    const known = [CommandError, ConfigError, MigrationError, ...knownErrors].some((kind) => error instanceof kind)
    const message = known ? (error as Error).message : `Error inesperado: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    io.stderr(`${commandName} falló: ${message}\n`)
    return EXIT.failed
  }
}

/**
 * {@link runCommand} on the database named by DATABASE_URL, migrated first as the server does, and
 * closed afterwards.
 */
export async function runOnDatabase(
  io: CliIo,
  commandName: string,
  knownErrors: readonly ErrorClass[],
  run: (database: DatabaseHandle, config: AppConfig, now: Date) => Promise<number>,
): Promise<number> {
  return runCommand(io, commandName, knownErrors, async (config, now) => {
    const database = createDatabase(config.database)
    try {
      await migrateToLatest(database)
      return await run(database, config, now)
    } finally {
      await database.destroy()
    }
  })
}
