/**
 * `npm run export -- mensajes|fichas [--since AAAA-MM-DD] [--out archivo.csv]`: the staff's
 * export of contact messages or fichas as CSV, one row per submission with its folio and
 * timestamp (institute time), oldest first. UTF-8 with a BOM and CRLF line ends, so Excel
 * opens accents correctly; without `--out` the CSV goes to standard output. Reads the
 * database named by DATABASE_URL, as the server does; changes nothing.
 */
import { writeFile } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import { admissionFormSchema } from '#contracts/admission.ts'
import { contactMessageSchema } from '#contracts/contact-message.ts'
import { formFields } from '#contracts/form-fields.ts'
import { ConfigError, loadConfig } from '#server/config/env.ts'
import { formatInstituteTimestamp, instituteDayStart } from '#server/config/time-zone.ts'
import { createDatabase } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { toCsv } from '#server/csv/csv.ts'
import { isMainModule } from './run-as-main.ts'

export const EXPORT_KINDS = ['mensajes', 'fichas'] as const
export type ExportKind = (typeof EXPORT_KINDS)[number]

export interface ExportOptions {
  kind: ExportKind
  /** Only submissions made on or after the start of this day, institute time. */
  since: Date | null
  /** The file to write; `null` for standard output. */
  out: string | null
}

export const USAGE = 'Uso: npm run export -- mensajes|fichas [--since AAAA-MM-DD] [--out archivo.csv]'

/** A wrong command line: the message says what to fix. */
export class ExportUsageError extends Error {
  override readonly name = 'ExportUsageError'
}

/** Reads the command line (what follows `npm run export --`). */
export function parseExportArgs(args: readonly string[]): ExportOptions {
  const [kind, ...rest] = args
  if (!EXPORT_KINDS.some((known) => known === kind)) {
    throw new ExportUsageError(`Indica qué exportar: mensajes o fichas.\n${USAGE}`)
  }
  const options: ExportOptions = { kind: kind as ExportKind, since: null, out: null }
  for (let index = 0; index < rest.length; index += 2) {
    const [flag, value] = [rest[index], rest[index + 1]]
    if (value === undefined || value.startsWith('--')) throw new ExportUsageError(`Falta el valor de ${flag}.\n${USAGE}`)
    if (flag === '--since') {
      options.since = instituteDayStart(value)
      if (options.since === null) throw new ExportUsageError(`--since debe ser una fecha AAAA-MM-DD válida, no "${value}".`)
    } else if (flag === '--out') {
      options.out = value
    } else {
      throw new ExportUsageError(`Opción desconocida: ${flag}.\n${USAGE}`)
    }
  }
  return options
}

/**
 * Each kind of export: its table and the columns after folio and date, which are the wire fields
 * of the form's schema in its order (the table's columns carry the same names).
 */
const EXPORTS = {
  mensajes: { table: 'contact_messages', fields: formFields(contactMessageSchema) },
  fichas: { table: 'admission_forms', fields: formFields(admissionFormSchema) },
} as const

/** The CSV of one kind of submission, oldest first. */
export async function exportCsv(db: Kysely<Database>, kind: ExportKind, since: Date | null): Promise<string> {
  const { table, fields } = EXPORTS[kind]
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where('created_at', '>=', since?.toISOString() ?? '')
    .orderBy('created_at')
    .orderBy('folio')
    .execute()
  return toCsv(
    ['folio', 'fecha', ...fields],
    rows.map((row) => {
      const values = row as unknown as Readonly<Record<string, string | null>>
      return [row.folio, formatInstituteTimestamp(new Date(row.created_at)), ...fields.map((field) => values[field] ?? null)]
    }),
  )
}

async function main(): Promise<void> {
  const options = parseExportArgs(process.argv.slice(2))
  const config = loadConfig(process.env)
  const database = createDatabase(config.database)
  try {
    const csv = await exportCsv(database.db, options.kind, options.since)
    if (options.out === null) {
      process.stdout.write(csv)
    } else {
      await writeFile(options.out, csv)
      const count = csv.split('\r\n').length - 2
      process.stderr.write(`export: ${count} ${options.kind} en ${options.out}\n`)
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
