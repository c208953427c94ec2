import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { z } from 'zod'

/*
 * What a backup archive holds (README "Backups", docs/operations.md): `manifest.json`, the SQLite
 * database as `database/app.db` (PostgreSQL is dumped with pg_dump beside it), and every stored
 * file of UPLOAD_DIR as `uploads/<name>`. The manifest lists each file with its size and SHA-256,
 * so a restore can check all of them before it writes anything.
 */

export const MANIFEST_NAME = 'manifest.json'
export const DATABASE_ENTRY = 'database/app.db'
export const UPLOADS_FOLDER = 'uploads'
const FORMAT = 1

// A stored file's name as it may be written back into UPLOAD_DIR: no folder, no hidden or temp file.
const STORED_ENTRY = /^uploads\/(?!\.)[^/\\]+$/

const sha256Text = z.string().regex(/^[0-9a-f]{64}$/)

const archivedFile = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: sha256Text })
export type ArchivedFile = z.infer<typeof archivedFile>

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.iso.datetime(),
  database: z.discriminatedUnion('dialect', [
    z.object({
      dialect: z.literal('sqlite'),
      /** The last migration the database had (Kysely's name), or null for a database never migrated. */
      migration: z.string().nullable(),
      file: archivedFile.refine((file) => file.path === DATABASE_ENTRY),
    }),
    z.object({
      dialect: z.literal('postgres'),
      migration: z.string().nullable(),
      /** The pg_dump file the command printed, next to the archive (not inside it). */
      dumpFile: z.string(),
    }),
  ]),
  files: z.array(archivedFile.extend({ path: z.string().regex(STORED_ENTRY).refine((path) => !path.endsWith('.partial')) })),
})

export type BackupManifest = z.infer<typeof manifestSchema>

/** The manifest's text, or why it is not one (a Spanish sentence). */
export function parseManifest(text: string): BackupManifest | { problem: string } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { problem: `${MANIFEST_NAME} no es JSON válido.` }
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? ''
    return { problem: `${MANIFEST_NAME} no tiene el formato esperado${where === '' ? '' : ` (en ${where})`}.` }
  }
  return parsed.data
}

/** The SHA-256 of a file, in hex, read as a stream. */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(path), hash)
  return hash.digest('hex')
}

/** The manifest line of the file at `path`, archived as `entry`. */
export async function describeFile(path: string, entry: string): Promise<ArchivedFile> {
  return { path: entry, bytes: (await stat(path)).size, sha256: await sha256Of(path) }
}

export function newManifest(createdAt: Date, database: BackupManifest['database'], files: readonly ArchivedFile[]): BackupManifest {
  return { format: FORMAT, createdAt: createdAt.toISOString(), database, files: [...files] }
}

/** `instituto-2026-11-26T213005Z`: the name of a backup taken at `now` (UTC), without extension. */
export function backupBaseName(now: Date): string {
  return `instituto-${now.toISOString().slice(0, 19).replaceAll(':', '')}Z`
}

/** A size for people: `812 B`, `3.4 KB`, `12.0 MB`. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
