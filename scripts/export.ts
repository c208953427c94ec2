/**
 * `npm run export -- mensajes|fichas|documentos [--since AAAA-MM-DD] [--out archivo.csv]`: the
 * staff's export of a queue as CSV, the same document the panel downloads (server/queues/
 * queue-export.ts): one row per submission with its folio, timestamp (institute time) and status,
 * oldest first. UTF-8 with a BOM and CRLF line ends, so Excel opens accents correctly; without
 * `--out` the CSV goes to standard output. Reads the database named by DATABASE_URL, as the
 * server does; changes nothing.
 */
import { writeFile } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { StaffQueue } from '#contracts/staff.ts'
import { ConfigError, loadConfig } from '#server/config/env.ts'
import { instituteDayStart } from '#server/config/time-zone.ts'
import { createDatabase } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { queueCsv, type QueueExport } from '#server/queues/queue-export.ts'
import { isMainModule } from './run-as-main.ts'

/** Each kind the command line names, and its queue. */
const EXPORT_QUEUES = { mensajes: 'contacto', fichas: 'fichas', documentos: 'documentos' } as const satisfies Readonly<Record<string, StaffQueue>>

export const EXPORT_KINDS = Object.keys(EXPORT_QUEUES) as (keyof typeof EXPORT_QUEUES)[]
export type ExportKind = keyof typeof EXPORT_QUEUES

export interface ExportOptions {
  kind: ExportKind
  /** Only submissions made on or after this day `YYYY-MM-DD`, institute time (the panel's «Desde»). */
  since: string | null
  /** The file to write; `null` for standard output. */
  out: string | null
}

export const USAGE = 'Uso: npm run export -- mensajes|fichas|documentos [--since AAAA-MM-DD] [--out archivo.csv]'

/** A wrong command line: the message says what to fix. */
export class ExportUsageError extends Error {
  override readonly name = 'ExportUsageError'
}

/** Reads the command line (what follows `npm run export --`). */
export function parseExportArgs(args: readonly string[]): ExportOptions {
  const [kind, ...rest] = args
  if (!EXPORT_KINDS.some((known) => known === kind)) {
    throw new ExportUsageError(`Indica qué exportar: mensajes, fichas o documentos.\n${USAGE}`)
  }
  const options: ExportOptions = { kind: kind as ExportKind, since: null, out: null }
  for (let index = 0; index < rest.length; index += 2) {
    const [flag, value] = [rest[index], rest[index + 1]]
    if (value === undefined || value.startsWith('--')) throw new ExportUsageError(`Falta el valor de ${flag}.\n${USAGE}`)
    if (flag === '--since') {
      if (instituteDayStart(value) === null) throw new ExportUsageError(`--since debe ser una fecha AAAA-MM-DD válida, no "${value}".`)
      options.since = value
    } else if (flag === '--out') {
      options.out = value
    } else {
      throw new ExportUsageError(`Opción desconocida: ${flag}.\n${USAGE}`)
    }
  }
  return options
}

/** The export the options ask for: the kind's queue, from the `--since` day on. */
export function exportCsv(db: Kysely<Database>, options: Pick<ExportOptions, 'kind' | 'since'>): Promise<QueueExport> {
  return queueCsv(db, EXPORT_QUEUES[options.kind], options.since === null ? {} : { desde: options.since })
}

async function main(): Promise<void> {
  const options = parseExportArgs(process.argv.slice(2))
  const config = loadConfig(process.env)
  const database = createDatabase(config.database)
  try {
    const { csv, rows } = await exportCsv(database.db, options)
    if (options.out === null) {
      process.stdout.write(csv)
    } else {
      await writeFile(options.out, csv)
      process.stderr.write(`export: ${rows} ${options.kind} en ${options.out}\n`)
    }
  } finally {
    await database.destroy()
  }
}
if (isMainModule(import.meta.url)) {
  main().catch((error: unknown) => {
    const known = error instanceof ExportUsageError || error instanceof ConfigError
    const missingTable = error instanceof Error && /no such table|does not exist/i.test(error.message)
    const detail = known
      ? error.message
      : missingTable
        ? 'La base de datos no tiene las tablas todavía: arranca el servidor una vez o ejecuta npm run db:migrate.'
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error)
    process.stderr.write(`export falló: ${detail}\n`)
    process.exitCode = 1
  })
}
