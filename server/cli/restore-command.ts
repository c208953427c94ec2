import { existsSync } from 'node:fs'
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import * as tar from 'tar'
import { MANIFEST_NAME, describeFile, humanSize, parseManifest, type ArchivedFile, type BackupManifest } from '#server/backup/backup-manifest.ts'
import { CommandError, EXIT, runCommand, type CliIo } from '#server/cli/cli-io.ts'
import type { AppConfig } from '#server/config/env.ts'
import { migrations } from '#server/db/migrations/index.ts'

export const RESTORE_USAGE = `Uso:
  npm run restore -- ARCHIVO [--force]
      Restaura un respaldo de npm run backup: la base de datos SQLite de DATABASE_URL y los archivos
      de UPLOAD_DIR. Antes de escribir nada comprueba el tamaño y el SHA-256 de cada archivo contra
      el manifiesto del respaldo. Detén el servidor antes de restaurar.
      Si la base de datos ya existe o UPLOAD_DIR tiene archivos, no hace nada, salvo con --force:
      entonces reemplaza la base y sobrescribe los archivos del mismo nombre.
      Un respaldo hecho con PostgreSQL restaura solo los archivos; la base se restaura con pg_restore.
La base de datos es la de DATABASE_URL y la carpeta la de UPLOAD_DIR, igual que el servidor.
`

function parse(args: readonly string[]): { archive: string; force: boolean } | { problem: string } {
  try {
    const { positionals, values } = parseArgs({ args: [...args], allowPositionals: true, options: { force: { type: 'boolean' } } })
    if (positionals.length === 0) return { problem: 'Falta el archivo del respaldo.' }
    if (positionals.length > 1) return { problem: `Sobran argumentos: ${positionals.slice(1).join(' ')}.` }
    return { archive: positionals[0] ?? '', force: values.force === true }
  } catch (error) {
    return { problem: `Argumentos incorrectos: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Every regular file under `dir`, as archive paths (`uploads/x.pdf`). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/** Unpacks the archive into `staging`, refusing links, devices and anything else that is not a plain file or folder. */
async function unpack(archive: string, staging: string): Promise<void> {
  const refused: string[] = []
  try {
    await tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (path, entry) => {
        const kind = 'type' in entry ? entry.type : 'File'
        if (kind === 'File' || kind === 'Directory') return true
        refused.push(path)
        return false
      },
    })
  } catch (error) {
    throw new CommandError(`${archive} no es un respaldo legible (tar.gz): ${error instanceof Error ? error.message : String(error)}`)
  }
  if (refused.length > 0) throw new CommandError(`El respaldo contiene entradas que no son archivos: ${refused.join(', ')}.`)
}

/**
 * Checks the unpacked archive against its manifest: the same set of files, each with its size and
 * SHA-256. Throws naming every difference.
 */
async function verify(staging: string): Promise<BackupManifest> {
  const manifestPath = join(staging, MANIFEST_NAME)
  if (!existsSync(manifestPath)) throw new CommandError(`El respaldo no tiene ${MANIFEST_NAME}: no es un respaldo de npm run backup.`)
  const manifest = parseManifest(await readFile(manifestPath, 'utf8'))
  if ('problem' in manifest) throw new CommandError(manifest.problem)
  const listed: ArchivedFile[] = [...(manifest.database.dialect === 'sqlite' ? [manifest.database.file] : []), ...manifest.files]
  const present = new Set((await filesUnder(staging)).filter((path) => path !== MANIFEST_NAME))
  const problems: string[] = []
  for (const expected of listed) {
    if (!present.delete(expected.path)) {
      problems.push(`falta ${expected.path}`)
      continue
    }
    const actual = await describeFile(join(staging, expected.path), expected.path)
    if (actual.bytes !== expected.bytes) problems.push(`${expected.path} mide ${actual.bytes} bytes y el manifiesto dice ${expected.bytes}`)
    else if (actual.sha256 !== expected.sha256) problems.push(`el SHA-256 de ${expected.path} no coincide con el del manifiesto`)
  }
  for (const extra of present) problems.push(`${extra} no está en el manifiesto`)
  if (problems.length > 0) {
    throw new CommandError(`El respaldo está dañado o fue modificado; no se restauró nada:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  }
  const known = Object.keys(migrations)
  if (manifest.database.migration !== null && !known.includes(manifest.database.migration)) {
    throw new CommandError(
      `El respaldo viene de una versión más reciente del sistema (migración ${manifest.database.migration}); actualiza el código antes de restaurarlo.`,
    )
  }
  return manifest
}

async function hasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

const SQLITE_SIDE_FILES = ['-wal', '-shm', '-journal']

/** What would be overwritten: refused without --force. */
async function checkTargets(config: AppConfig, manifest: BackupManifest, force: boolean): Promise<void> {
  if (manifest.database.dialect !== config.database.dialect) {
    const name = { sqlite: 'SQLite', postgres: 'PostgreSQL' }
    throw new CommandError(
      `El respaldo es de una base ${name[manifest.database.dialect]} y DATABASE_URL apunta a ${name[config.database.dialect]}; no se restauró nada.`,
    )
  }
  if (force) return
  const inTheWay: string[] = []
  if (config.database.dialect === 'sqlite' && existsSync(config.database.filename)) inTheWay.push(`la base de datos ${config.database.filename} ya existe`)
  if (await hasFiles(config.uploadDir)) inTheWay.push(`UPLOAD_DIR (${config.uploadDir}) ya tiene archivos`)
  if (inTheWay.length > 0) {
    throw new CommandError(`No se restauró nada: ${inTheWay.join(' y ')}. Para reemplazarlos, detén el servidor y repite con --force.`)
  }
}

// As the upload store writes them: readable by the server's group, nobody else.
const STORED_FILE_MODE = 0o640

/** Copies a verified file next to its target, then renames it into place. */
async function place(source: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true })
  const temp = `${target}.restaurando`
  await copyFile(source, temp)
  await chmod(temp, STORED_FILE_MODE)
  await rename(temp, target)
}

async function writeRestore(config: AppConfig, manifest: BackupManifest, staging: string): Promise<void> {
  await mkdir(config.uploadDir, { recursive: true })
  for (const file of manifest.files) {
    await place(join(staging, file.path), join(config.uploadDir, basename(file.path)))
  }
  if (manifest.database.dialect === 'sqlite' && config.database.dialect === 'sqlite') {
    const target = config.database.filename
    // A WAL or journal of the replaced database would be replayed onto the restored one.
    for (const suffix of SQLITE_SIDE_FILES) await rm(`${target}${suffix}`, { force: true })
    await place(join(staging, manifest.database.file.path), target)
  }
}

function summary(config: AppConfig, manifest: BackupManifest): string {
  const bytes = manifest.files.reduce((total, file) => total + file.bytes, 0)
  const files = `  ${manifest.files.length} archivo(s) (${humanSize(bytes)}) en UPLOAD_DIR: ${config.uploadDir}\n`
  const taken = `Respaldo del ${manifest.createdAt}, verificado: cada archivo coincide con su SHA-256.\n`
  if (manifest.database.dialect === 'sqlite' && config.database.dialect === 'sqlite') {
    return `${taken}Restaurado:\n  la base de datos SQLite (${manifest.database.migration === null ? 'sin migraciones' : `migración ${manifest.database.migration}`}) en ${config.database.filename}\n${files}`
  }
  const dump = manifest.database.dialect === 'postgres' ? manifest.database.dumpFile : 'ARCHIVO.dump'
  return (
    `${taken}Restaurado:\n${files}` +
    `La base PostgreSQL se restaura aparte, con el volcado de pg_dump de la misma fecha (${dump}):\n` +
    `  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" ${dump}\n`
  )
}

/**
 * `npm run restore -- ARCHIVO [--force]`: checks every file of a backup against its manifest, then
 * writes the SQLite database and the stored files where DATABASE_URL and UPLOAD_DIR say, refusing
 * to overwrite either unless forced. Resolves with the exit code.
 */
export async function runRestoreCli(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parse(args)
  if ('problem' in parsed) {
    io.stderr(`${parsed.problem}\n\n${RESTORE_USAGE}`)
    return EXIT.usage
  }
  return runCommand(io, 'restore', [], async (config) => {
    const archive = resolve(io.filesDir, parsed.archive)
    if (!existsSync(archive) || !(await stat(archive)).isFile()) throw new CommandError(`No existe el archivo ${archive}.`)
    if (config.database.dialect === 'sqlite' && config.database.filename === ':memory:') {
      throw new CommandError('DATABASE_URL apunta a una base en memoria: no hay dónde restaurar.')
    }
    const staging = await mkdtemp(join(tmpdir(), 'instituto-restaurar-'))
    try {
      await unpack(archive, staging)
      const manifest = await verify(staging)
      await checkTargets(config, manifest, parsed.force)
      await writeRestore(config, manifest, staging)
      io.stdout(summary(config, manifest))
      return EXIT.ok
    } finally {
      await rm(staging, { recursive: true, force: true })
    }
  })
}
