import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as tar from 'tar'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { EXAMPLE_FICHA } from '#tests/fixtures/example-submissions.ts'
import { runBackupCli } from '#server/cli/backup-command.ts'
import { runRestoreCli } from '#server/cli/restore-command.ts'
import { EXIT } from '#server/cli/cli-io.ts'
import type { DatabaseConfig } from '#server/config/env.ts'
import { createDatabase } from '#server/db/database.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { TEST_POSTGRES_URL, databaseUrlOf, postgresSchemas, type DatabaseFixture } from '#tests/support/server/test-databases.ts'
import { migrations } from '#server/db/migrations/index.ts'

/** The migration a database made by this code ends with. */
const LATEST_MIGRATION = Object.keys(migrations).at(-1)

const API = '/api/v1'
const ENV = { CONTACT_MAIL_TO: 'contacto@instituto.example', DOCUMENTS_MAIL_TO: 'escolares@instituto.example' }
const ADMIN = 'direccion@instituto.example'
const NOW = new Date('2026-11-26T21:30:05Z')
const ARCHIVE_NAME = 'instituto-2026-11-26T213005Z.tar.gz'

const dirs: string[] = []
const apps: FormApp[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((form) => form.app.close()))
})
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'instituto-respaldo-'))
  dirs.push(dir)
  return dir
}

/** A SQLite database at a path of our choosing, so the command line and the app share its file. */
function sqliteAt(filename: string): Pick<DatabaseFixture, 'fresh'> {
  const config: DatabaseConfig = { dialect: 'sqlite', filename }
  return { fresh: async () => ({ handle: createDatabase(config), config }) }
}

async function startApp(fixture: Pick<DatabaseFixture, 'fresh'>, uploadDir?: string): Promise<FormApp> {
  const form = await startFormApp(fixture, { env: { ...ENV, ...(uploadDir ? { UPLOAD_DIR: uploadDir } : {}) }, clock: testClock('2026-09-14T16:30:00Z') })
  apps.push(form)
  return form
}

interface CliRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

async function cli(run: typeof runBackupCli, env: NodeJS.ProcessEnv, args: string[]): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  const code = await run(args, { env, cwd: process.cwd(), filesDir: process.cwd(), stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), now: () => NOW })
  return { code, stdout, stderr }
}

const receiptOne = pdfBytes(40_000)
const receiptTwo = pdfBytes(12_000)
const delivered = pdfBytes(25_000)

function postDocumentRequest(form: FormApp, receipt: Buffer, filename: string) {
  const body = multipartBody(
    { nombre_completo: 'María Fernanda López Ruiz', correo: 'maria.lopez@example.com', telefono: '8711234567', nivel_estudios: 'lic-derecho', especificaciones: 'Constancia de estudios' },
    [{ field: 'comprobante_pago', filename, contentType: 'application/pdf', content: receipt }],
  )
  return form.app.inject({ method: 'POST', url: `${API}${API_PATHS.documentRequest}`, payload: body.payload, headers: { 'content-type': body.contentType } })
}

/** A contact message, a ficha and two document requests with their receipts, through the public API. */
async function seedSubmissions(form: FormApp): Promise<void> {
  const answers = [
    await postJson(form.app, API_PATHS.contactMessage, { nombre: 'Ana Pérez', correo: 'ana@example.com', telefono: '871 123 4567', contenido: '¿Tienen beca?' }),
    await postJson(form.app, API_PATHS.admissionForm, EXAMPLE_FICHA),
    await postDocumentRequest(form, receiptOne, 'Recibo de pago.pdf'),
    await postDocumentRequest(form, receiptTwo, 'Transferencia.pdf'),
  ]
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201])
}

/** The submissions, and an administrator who validates the first request and delivers its document; answers the session cookie. */
async function seedThroughTheApp(form: FormApp): Promise<string> {
  await seedSubmissions(form)
  await createTestStaff(form, ADMIN, ['admin'])
  const cookie = await signIn(form.app, ADMIN)
  const folio = 'DOC-2026-000001'
  const validated = await form.app.inject({ method: 'POST', url: `${API}${QUEUE_API_PATHS.status('documentos', folio)}`, headers: { cookie }, payload: { estado: 'pago-validado', version: 1 } })
  expect(validated.statusCode).toBe(200)
  const body = multipartBody({ version: '2' }, [{ field: 'archivos', filename: 'Constancia.pdf', contentType: 'application/pdf', content: delivered }])
  const delivery = await form.app.inject({ method: 'POST', url: `${API}${QUEUE_API_PATHS.delivery(folio)}`, headers: { cookie, 'content-type': body.contentType }, payload: body.payload })
  expect(delivery.statusCode).toBe(200)
  return cookie
}

/** What the signed-in administrator sees: every queue's list, the document requests, and every stored file's bytes. */
async function viewThroughTheApp(form: FormApp, cookie: string) {
  const get = async (path: string) => {
    const response = await form.app.inject({ method: 'GET', url: `${API}${path}`, headers: { cookie } })
    expect(response.statusCode, path).toBe(200)
    return response
  }
  const seen: Record<string, unknown> = {}
  for (const queue of ['contacto', 'fichas', 'documentos'] as const) {
    const list = await get(QUEUE_API_PATHS.list(queue))
    expect(list.statusCode).toBe(200)
    seen[queue] = list.json()
  }
  for (const folio of ['DOC-2026-000001', 'DOC-2026-000002']) seen[folio] = (await get(QUEUE_API_PATHS.item('documentos', folio))).json()
  const files: Buffer[] = []
  for (const folio of ['DOC-2026-000001', 'DOC-2026-000002']) files.push((await get(QUEUE_API_PATHS.receipt(folio))).rawPayload)
  const deliveredRows = await form.db.selectFrom('delivered_documents').select('id').execute()
  for (const row of deliveredRows) files.push((await get(QUEUE_API_PATHS.deliveredFile('DOC-2026-000001', row.id))).rawPayload)
  return { seen, files }
}

function uploadsOf(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : []
}

describe('npm run backup and npm run restore (SQLite)', () => {
  it('backs up a live database and its files, and a restore elsewhere answers the same rows and byte-identical files', async () => {
    const place = tempDir()
    const databaseFile = join(place, 'data', 'app.db')
    const form = await startApp(sqliteAt(databaseFile))
    const cookie = await seedThroughTheApp(form)
    writeFileSync(join(form.uploadDir, 'en-camino.partial'), 'subida a medias')
    // The app's connection is open and its last writes are still in the WAL, not in app.db.
    expect(statSync(`${databaseFile}-wal`).size).toBeGreaterThan(0)

    const backups = join(place, 'respaldos')
    const env = { DATABASE_URL: `file:${databaseFile}`, UPLOAD_DIR: form.uploadDir }
    const backup = await cli(runBackupCli, env, ['--dir', backups])
    expect(backup).toMatchObject({ code: EXIT.ok, stderr: '' })
    const archive = join(backups, ARCHIVE_NAME)
    expect(backup.stdout).toContain(`Respaldo creado: ${archive}`)
    expect(backup.stdout).toContain(`(migración ${LATEST_MIGRATION})`)
    expect(backup.stdout).toContain('Archivos de UPLOAD_DIR: 3 (')
    expect(readdirSync(backups)).toEqual([ARCHIVE_NAME])
    expect(statSync(archive).mode & 0o777).toBe(0o600)

    const before = await viewThroughTheApp(form, cookie)
    expect(before.files.map((file) => file.length).sort()).toEqual([receiptTwo.length, delivered.length, receiptOne.length])
    const storedBefore = uploadsOf(form.uploadDir).filter((name) => !name.endsWith('.partial'))
    await form.app.close()
    apps.splice(apps.indexOf(form), 1)
    rmSync(join(place, 'data'), { recursive: true, force: true })
    rmSync(form.uploadDir, { recursive: true, force: true })

    const elsewhere = tempDir()
    const restoredFile = join(elsewhere, 'otra', 'app.db')
    const restoredUploads = join(elsewhere, 'archivos')
    const restore = await cli(runRestoreCli, { DATABASE_URL: `file:${restoredFile}`, UPLOAD_DIR: restoredUploads }, [archive])
    expect(restore).toMatchObject({ code: EXIT.ok, stderr: '' })
    expect(restore.stdout).toContain('verificado: cada archivo coincide con su SHA-256')
    expect(restore.stdout).toContain(`la base de datos SQLite (migración ${LATEST_MIGRATION}) en ${restoredFile}`)
    expect(uploadsOf(restoredUploads)).toEqual(storedBefore)

    const restored = await startApp(sqliteAt(restoredFile), restoredUploads)
    // The same session cookie still works: the sessions and the signing key came back with the database.
    const after = await viewThroughTheApp(restored, cookie)
    expect(after.seen).toEqual(before.seen)
    expect(after.files).toEqual(before.files)
    expect(after.files).toEqual([receiptOne, receiptTwo, delivered])
  })

  it('refuses to overwrite an existing database or stored files without --force, and replaces them with it', async () => {
    const place = tempDir()
    const databaseFile = join(place, 'app.db')
    const form = await startApp(sqliteAt(databaseFile))
    await seedSubmissions(form)
    const env = { DATABASE_URL: `file:${databaseFile}`, UPLOAD_DIR: form.uploadDir }
    expect((await cli(runBackupCli, env, ['--dir', join(place, 'respaldos')])).code).toBe(EXIT.ok)
    const archive = join(place, 'respaldos', ARCHIVE_NAME)
    // A submission after the backup: the restore takes the database back to before it.
    expect((await postDocumentRequest(form, pdfBytes(3_000), 'tarde.pdf')).statusCode).toBe(201)
    await form.app.close()
    apps.splice(apps.indexOf(form), 1)
    const filesAfterBackup = uploadsOf(form.uploadDir)

    const refused = await cli(runRestoreCli, env, [archive])
    expect(refused.code).toBe(EXIT.failed)
    expect(refused.stderr).toBe(
      `restore falló: No se restauró nada: la base de datos ${databaseFile} ya existe y UPLOAD_DIR (${form.uploadDir}) ya tiene archivos. ` +
        'Para reemplazarlos, detén el servidor y repite con --force.\n',
    )
    expect(uploadsOf(form.uploadDir)).toEqual(filesAfterBackup)

    const forced = await cli(runRestoreCli, env, [archive, '--force'])
    expect(forced).toMatchObject({ code: EXIT.ok, stderr: '' })
    expect(existsSync(`${databaseFile}-wal`)).toBe(false)
    const reopened = await startApp(sqliteAt(databaseFile), form.uploadDir)
    const folios = await reopened.db.selectFrom('document_requests').select('folio').orderBy('folio').execute()
    expect(folios.map((row) => row.folio)).toEqual(['DOC-2026-000001', 'DOC-2026-000002'])
  })

  it('backs up while requests with receipts keep arriving: every restored request has its receipt', async () => {
    const place = tempDir()
    const databaseFile = join(place, 'app.db')
    const form = await startApp(sqliteAt(databaseFile))
    await seedSubmissions(form)
    const arriving = Array.from({ length: 6 }, (_, index) => postDocumentRequest(form, pdfBytes(2_000 + index), `recibo-${index}.pdf`))
    const backup = cli(runBackupCli, { DATABASE_URL: `file:${databaseFile}`, UPLOAD_DIR: form.uploadDir }, ['--dir', place])
    expect((await Promise.all(arriving)).map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201])
    expect((await backup).code).toBe(EXIT.ok)

    const target = tempDir()
    const restoredFile = join(target, 'app.db')
    const restoredUploads = join(target, 'uploads')
    expect((await cli(runRestoreCli, { DATABASE_URL: `file:${restoredFile}`, UPLOAD_DIR: restoredUploads }, [join(place, ARCHIVE_NAME)])).code).toBe(EXIT.ok)
    const restored = await startApp(sqliteAt(restoredFile), restoredUploads)
    const rows = await restored.db.selectFrom('document_requests').select(['comprobante_archivo', 'comprobante_bytes']).execute()
    expect(rows.length).toBeGreaterThanOrEqual(2)
    for (const row of rows) expect(statSync(join(restoredUploads, row.comprobante_archivo)).size).toBe(row.comprobante_bytes)
  })

  it('refuses a corrupted, altered or truncated archive before writing anything', async () => {
    const place = tempDir()
    const databaseFile = join(place, 'app.db')
    const form = await startApp(sqliteAt(databaseFile))
    await seedSubmissions(form)
    expect((await cli(runBackupCli, { DATABASE_URL: `file:${databaseFile}`, UPLOAD_DIR: form.uploadDir }, ['--dir', place])).code).toBe(EXIT.ok)
    const archive = join(place, ARCHIVE_NAME)

    const unpacked = join(place, 'abierto')
    mkdirSync(unpacked)
    await tar.extract({ file: archive, cwd: unpacked })
    const [receipt = ''] = readdirSync(join(unpacked, 'uploads'))
    const bytes = readFileSync(join(unpacked, 'uploads', receipt))
    const flipped = bytes.length - 20
    bytes.writeUInt8(bytes.readUInt8(flipped) ^ 0x01, flipped)
    writeFileSync(join(unpacked, 'uploads', receipt), bytes)
    writeFileSync(join(unpacked, 'uploads', 'intruso.pdf'), 'no estaba')
    const altered = join(place, 'alterado.tar.gz')
    await tar.create({ gzip: true, file: altered, cwd: unpacked }, readdirSync(unpacked))
    const truncated = join(place, 'truncado.tar.gz')
    const whole = readFileSync(archive)
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)))

    const target = tempDir()
    const env = { DATABASE_URL: `file:${join(target, 'app.db')}`, UPLOAD_DIR: join(target, 'uploads') }
    const refused = await cli(runRestoreCli, env, [altered])
    expect(refused.code).toBe(EXIT.failed)
    expect(refused.stderr).toBe(
      'restore falló: El respaldo está dañado o fue modificado; no se restauró nada:\n' +
        `  - el SHA-256 de uploads/${receipt} no coincide con el del manifiesto\n` +
        '  - uploads/intruso.pdf no está en el manifiesto\n',
    )
    const cut = await cli(runRestoreCli, env, [truncated])
    expect(cut.code).toBe(EXIT.failed)
    expect(cut.stderr).toContain(`restore falló: ${truncated} no es un respaldo legible (tar.gz)`)
    expect(readdirSync(target)).toEqual([])
  })

  it('names wrong arguments with the usage, and a database that does not exist', async () => {
    const usage = await cli(runRestoreCli, {}, [])
    expect(usage).toMatchObject({ code: EXIT.usage })
    expect(usage.stderr).toContain('Falta el archivo del respaldo.')
    expect(usage.stderr).toContain('npm run restore -- ARCHIVO [--force]')
    const place = tempDir()
    const missing = await cli(runBackupCli, { DATABASE_URL: `file:${join(place, 'nada.db')}`, UPLOAD_DIR: join(place, 'uploads') }, ['--dir', place])
    expect(missing).toMatchObject({ code: EXIT.failed, stderr: `backup falló: No existe la base de datos ${join(place, 'nada.db')} (DATABASE_URL).\n` })
    expect(existsSync(join(place, 'nada.db'))).toBe(false)
  })
})

describe.skipIf(!TEST_POSTGRES_URL)('npm run backup and npm run restore (PostgreSQL)', () => {
  const schemas = postgresSchemas(TEST_POSTGRES_URL ?? '')
  afterAll(() => schemas.dropAll())
  const postgres: Pick<DatabaseFixture, 'fresh'> = {
    fresh: async () => {
      const config = await schemas.fresh()
      return { handle: createDatabase(config), config }
    },
  }

  it('archives the stored files, prints the pg_dump command for the database, and restores the files byte for byte', async () => {
    const form = await startApp(postgres)
    await seedThroughTheApp(form)
    const place = tempDir()
    const databaseUrl = databaseUrlOf(form.databaseConfig)
    const backup = await cli(runBackupCli, { DATABASE_URL: databaseUrl, UPLOAD_DIR: form.uploadDir }, ['--dir', place])
    expect(backup).toMatchObject({ code: EXIT.ok, stderr: '' })
    expect(backup.stdout).toContain(`La base de datos PostgreSQL (migración ${LATEST_MIGRATION}) no va en este archivo.`)
    expect(backup.stdout).toContain(`  pg_dump --format=custom --file '${join(place, 'instituto-2026-11-26T213005Z.dump')}' "$DATABASE_URL"\n`)
    const entries: string[] = []
    await tar.list({ file: join(place, ARCHIVE_NAME), onReadEntry: (entry) => entries.push(entry.path) })
    expect(entries.filter((entry) => !entry.startsWith('uploads/'))).toEqual(['manifest.json'])

    const uploads = join(tempDir(), 'uploads')
    const restore = await cli(runRestoreCli, { DATABASE_URL: databaseUrl, UPLOAD_DIR: uploads }, [join(place, ARCHIVE_NAME)])
    expect(restore).toMatchObject({ code: EXIT.ok, stderr: '' })
    expect(restore.stdout).toContain('  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" instituto-2026-11-26T213005Z.dump\n')
    expect(uploadsOf(uploads)).toEqual(uploadsOf(form.uploadDir))
    for (const name of uploadsOf(uploads)) expect(readFileSync(join(uploads, name))).toEqual(readFileSync(join(form.uploadDir, name)))

    const intoSqlite = await cli(runRestoreCli, { DATABASE_URL: `file:${join(place, 'app.db')}`, UPLOAD_DIR: join(place, 'otros') }, [join(place, ARCHIVE_NAME)])
    expect(intoSqlite.stderr).toBe('restore falló: El respaldo es de una base PostgreSQL y DATABASE_URL apunta a SQLite; no se restauró nada.\n')
  })
})
