import { createWriteStream, existsSync } from 'node:fs'
import { copyFile, link, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import * as tar from 'tar'
import {
  DATABASE_ENTRY,
  MANIFEST_NAME,
  UPLOADS_FOLDER,
  backupBaseName,
  describeFile,
  humanSize,
  newManifest,
  type ArchivedFile,
  type BackupManifest,
} from '#server/backup/backup-manifest.ts'
import { BackupSourceError, postgresMigrationLevel, snapshotSqlite, storedFilesToBackUp } from '#server/backup/backup-sources.ts'
import { CommandError, EXIT, runCommand, type CliIo } from '#server/cli/cli-io.ts'
import type { AppConfig } from '#server/config/env.ts'
import type { StorageDriver } from '#server/config/storage.ts'

export const DEFAULT_BACKUP_DIR = 'backups'

export const BACKUP_USAGE = `Uso:
  npm run backup [-- --dir CARPETA]
      Crea en CARPETA (${DEFAULT_BACKUP_DIR} si no se indica) un respaldo fechado,
      instituto-AAAA-MM-DDTHHMMSSZ.tar.gz, con la base de datos SQLite (copia en línea: el servidor
      puede seguir funcionando), los archivos de UPLOAD_DIR (comprobantes de pago y documentos
      entregados) y un manifiesto con el tamaño y el SHA-256 de cada archivo.
      Con PostgreSQL respalda los archivos y muestra el comando pg_dump que respalda la base.
  Para restaurarlo: npm run restore -- ARCHIVO
La base de datos es la de DATABASE_URL y la carpeta la de UPLOAD_DIR, igual que el servidor.
`

// Personal data: only the account that runs the server may read the archive.
const ARCHIVE_MODE = 0o600

function parse(args: readonly string[]): { dir?: string } | { problem: string } {
  try {
    const { values } = parseArgs({ args: [...args], options: { dir: { type: 'string' } } })
    if (values.dir !== undefined && values.dir.trim() === '') return { problem: '--dir necesita una carpeta.' }
    return { dir: values.dir }
  } catch (error) {
    return { problem: `Argumentos incorrectos: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/**
 * Puts each stored file in the staging folder under `uploads/` and describes it. A hard link when
 * the folder is on the same disk (no copy, and the bytes stay even if retention removes the file
 * meanwhile), a copy otherwise. A file removed between the listing and now is left out.
 */
async function stageStoredFiles(driver: StorageDriver, uploadDir: string, staging: string): Promise<ArchivedFile[]> {
  await mkdir(join(staging, UPLOADS_FOLDER))
  const described: ArchivedFile[] = []
  for (const file of await storedFilesToBackUp(driver, uploadDir)) {
    const entry = `${UPLOADS_FOLDER}/${file.name}`
    const staged = join(staging, entry)
    try {
      await link(file.path, staged).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw error
        await copyFile(file.path, staged)
      })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    described.push(await describeFile(staged, entry))
  }
  return described
}

async function writeArchive(staging: string, manifest: BackupManifest, archivePath: string): Promise<void> {
  await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`)
  const entries = [MANIFEST_NAME, ...(manifest.database.dialect === 'sqlite' ? [DATABASE_ENTRY] : []), ...manifest.files.map((file) => file.path)]
  const partial = `${archivePath}.partial`
  try {
    await pipeline(tar.create({ gzip: true, cwd: staging, portable: true, noDirRecurse: true }, entries), createWriteStream(partial, { flags: 'wx', mode: ARCHIVE_MODE }))
    await rename(partial, archivePath)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

function shellQuoted(path: string): string {
  return `'${path.replaceAll("'", `'\\''`)}'`
}

/** What the person reads once the archive is written. */
function summary(config: AppConfig, manifest: BackupManifest, archivePath: string, archiveBytes: number, dumpPath: string): string {
  const filesBytes = manifest.files.reduce((total, file) => total + file.bytes, 0)
  const files = `  Archivos de UPLOAD_DIR: ${manifest.files.length} (${humanSize(filesBytes)})\n`
  const level = (migration: string | null) => (migration === null ? 'sin migraciones' : `migración ${migration}`)
  if (manifest.database.dialect === 'sqlite') {
    return (
      `Respaldo creado: ${archivePath} (${humanSize(archiveBytes)})\n` +
      `  Base de datos SQLite ${config.database.dialect === 'sqlite' ? config.database.filename : ''} (${level(manifest.database.migration)}): ${humanSize(manifest.database.file.bytes)}\n` +
      files +
      'Guarda una copia fuera de este servidor. Para restaurarlo: npm run restore -- ARCHIVO\n'
    )
  }
  return (
    `Respaldo de archivos creado: ${archivePath} (${humanSize(archiveBytes)})\n` +
    files +
    `La base de datos PostgreSQL (${level(manifest.database.migration)}) no va en este archivo. Respáldala ahora con pg_dump (formato personalizado):\n` +
    `  pg_dump --format=custom --file ${shellQuoted(dumpPath)} "$DATABASE_URL"\n` +
    'Guarda ambos archivos fuera de este servidor. Para restaurar: npm run restore -- ARCHIVO para los archivos, y pg_restore para la base (docs/operations.md).\n'
  )
}

/**
 * `npm run backup [-- --dir CARPETA]`: one dated archive with the SQLite database (an online copy,
 * safe while the server writes) and the stored files, with their manifest; with PostgreSQL, the
 * files and the pg_dump command for the database. Resolves with the exit code.
 */
export async function runBackupCli(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parse(args)
  if ('problem' in parsed) {
    io.stderr(`${parsed.problem}\n\n${BACKUP_USAGE}`)
    return EXIT.usage
  }
  return runCommand(io, 'backup', [BackupSourceError], async (config, now) => {
    const dir = parsed.dir === undefined ? resolve(io.cwd, DEFAULT_BACKUP_DIR) : resolve(io.filesDir, parsed.dir)
    const baseName = backupBaseName(now)
    const archivePath = join(dir, `${baseName}.tar.gz`)
    const dumpPath = join(dir, `${baseName}.dump`)
    if (existsSync(archivePath)) throw new CommandError(`Ya existe ${archivePath}; espera un segundo y vuelve a intentarlo.`)
    await mkdir(dir, { recursive: true })
    // Beside the archive, so staged files can be hard links and the archive a rename away.
    const staging = await mkdtemp(join(dir, '.respaldo-'))
    try {
      // The database first, then the files: every row of the copy was committed after its file got
      // its final name, so the files listed afterwards include all of them.
      let database: BackupManifest['database']
      if (config.database.dialect === 'sqlite') {
        await mkdir(join(staging, 'database'))
        const copy = join(staging, DATABASE_ENTRY)
        const { migration } = await snapshotSqlite(config.database.filename, copy)
        database = { dialect: 'sqlite', migration, file: await describeFile(copy, DATABASE_ENTRY) }
      } else {
        database = { dialect: 'postgres', migration: await postgresMigrationLevel(config.database.connectionString), dumpFile: `${baseName}.dump` }
      }
      const files = await stageStoredFiles(config.storage.driver, config.uploadDir, staging)
      const manifest = newManifest(now, database, files)
      await writeArchive(staging, manifest, archivePath)
      io.stdout(summary(config, manifest, archivePath, (await stat(archivePath)).size, dumpPath))
      return EXIT.ok
    } finally {
      await rm(staging, { recursive: true, force: true })
    }
  })
}
