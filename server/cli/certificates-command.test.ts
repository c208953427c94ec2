import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { ANNULLED_VALUE, CERTIFICATE_FIELDS, type Certificate } from '#contracts/certificate.ts'
import { runCertificatesCli } from '#server/cli/certificates-command.ts'
import { EXIT } from '#server/cli/cli-io.ts'
import { publicCertificate } from '#server/certificates/public-certificate.ts'
import { findCertificate } from '#server/db/certificates.ts'
import { databaseUrlOf, describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const REPO_ROOT = join(import.meta.dirname, '../..')
const EXAMPLE_CSV = join(REPO_ROOT, 'examples/certificados.csv')
const FIRST_FOLIO = '3f2b8c1e-7d4a-4e9b-a6c2-1b5d9e0f4a7c'
const PUBLIC_BASE_URL = 'https://certificados.example.mx'
const workDir = mkdtempSync(join(tmpdir(), 'instituto-certificates-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

interface CliRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

async function cli(databaseUrl: string, ...args: string[]): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  const code = await runCertificatesCli(args, {
    env: { DATABASE_URL: databaseUrl, PUBLIC_BASE_URL },
    cwd: workDir,
    filesDir: workDir,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  })
  return { code, stdout, stderr }
}

function certificate(folio: string, overrides: Partial<Certificate> = {}): Certificate {
  const base = Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, `${field} de prueba`])) as Certificate
  return { ...base, Folio: folio, ...overrides }
}

function writeFile(name: string, content: string): string {
  const path = join(workDir, name)
  writeFileSync(path, content)
  return path
}

async function decodeQr(file: string): Promise<string | undefined> {
  const { data, info } = await sharp(readFileSync(file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

describe('certificates command line arguments', () => {
  it.each([[[]], [['import']], [['borrar', 'X']], [['qr', FIRST_FOLIO]], [['qr', FIRST_FOLIO, '--salida', 'x.png']]])(
    'prints the usage and exits 2 for %j',
    async (args) => {
      const run = await cli('file::memory:', ...args)
      expect(run.code).toBe(EXIT.usage)
      expect(run.stderr).toContain('Uso:\n  npm run certificates -- import ARCHIVO.csv|ARCHIVO.json')
    },
  )

  it('refuses a malformed folio before touching the database', async () => {
    const run = await cli('file::memory:', 'annul', "' OR 1=1 --")
    expect(run).toEqual({ code: EXIT.failed, stdout: '', stderr: "Folio no válido: ' OR 1=1 --. Solo letras, números y guiones.\n" })
  })

  it('says in Spanish what is wrong with the configuration or the file', async () => {
    const badConfig = await cli('mysql://x', 'import', EXAMPLE_CSV)
    expect(badConfig.code).toBe(EXIT.failed)
    expect(badConfig.stderr).toMatch(/^certificates falló: Configuración no válida:\n- DATABASE_URL: /)
    const missing = await cli('file::memory:', 'import', 'no-existe.csv')
    expect(missing.stderr).toBe(`certificates falló: No existe el archivo ${join(workDir, 'no-existe.csv')}.\n`)
    const header = await cli('file::memory:', 'import', writeFile('encabezado.csv', 'Folio,Nombre,Extra\nA,B,C\n'))
    expect(header.code).toBe(EXIT.failed)
    expect(header.stderr).toContain('faltan ClaveEscuela, Turno, PlanEstudios, Matricula')
    expect(header.stderr).toContain('sobran «Extra»')
  })
})

describeOnEachDatabase('certificates registry', (fixture) => {
  it('imports the example idempotently, reports rejected rows with their reason, and annuls', async () => {
    const { handle, config } = await fixture.fresh()
    const url = databaseUrlOf(config)

    const first = await cli(url, 'import', EXAMPLE_CSV)
    expect(first.code).toBe(EXIT.ok)
    expect(first.stdout).toContain('3 filas aceptadas (3 nuevas, 0 actualizadas, 0 sin cambios), 0 rechazadas.')
    const again = await cli(url, 'import', EXAMPLE_CSV)
    expect(again.stdout).toContain('3 filas aceptadas (0 nuevas, 0 actualizadas, 3 sin cambios), 0 rechazadas.')
    expect(await handle.db.selectFrom('certificates').select('Folio').execute()).toHaveLength(3)

    // The quoted value with a comma arrived whole.
    const saltillo = await findCertificate(handle.db, 'E7A5B3C9-0D2F-4A8E-B1C6-7F9D2E4A6B30')
    expect(saltillo?.certificate.NombreArea).toBe('DIRECCIÓN DE SERVICIOS ESCOLARES, CAMPUS SALTILLO')

    const rows = [
      certificate(FIRST_FOLIO.toUpperCase(), { Nombre: 'JUAN PÉREZ LÓPEZ (corregido)' }),
      certificate('nuevo-0001'),
      certificate('nuevo-0001'),
      { ...certificate('sin-nombre'), Nombre: '  ' },
      certificate("' OR 1=1 --"),
      { ...certificate('con-extra'), Extra: 'x' },
      'texto',
    ]
    const json = await cli(url, 'import', writeFile('lote.json', JSON.stringify(rows)))
    expect(json.code).toBe(EXIT.failed)
    expect(json.stdout.split('\n')).toEqual([
      `  aceptada  elemento 1: ${FIRST_FOLIO.toUpperCase()} (actualizado)`,
      '  aceptada  elemento 2: nuevo-0001 (nuevo)',
      '  rechazada elemento 3: el Folio nuevo-0001 ya aparece en elemento 2 del mismo archivo',
      '  rechazada elemento 4: falta Nombre',
      "  rechazada elemento 5: Folio no válido («' OR 1=1 --»): solo letras, números y guiones, hasta 64 caracteres",
      '  rechazada elemento 6: campo desconocido: Extra',
      '  rechazada elemento 7: no es un objeto con los campos del certificado',
      'Importación de ' + join(workDir, 'lote.json') + ': 2 filas aceptadas (1 nuevas, 1 actualizadas, 0 sin cambios), 5 rechazadas.',
      '',
    ])
    const csv = await cli(url, 'import', writeFile('corto.csv', `${CERTIFICATE_FIELDS.join(',')}\nsolo,tres,valores\n`))
    expect(csv.stdout).toContain('  rechazada fila 2 (línea 2): tiene 3 valores y el encabezado 14')

    const annul = await cli(url, 'annul', FIRST_FOLIO)
    expect(annul).toMatchObject({ code: EXIT.ok, stdout: expect.stringContaining('anulado') })
    expect((await cli(url, 'annul', FIRST_FOLIO)).stdout).toContain('ya estaba anulado')
    // The panel's history reads these: one event per written row and one for the annulment, with no actor.
    const events = await handle.db.selectFrom('audit_events').select(['action', 'actor_id', 'target_id']).where('target_id', '=', FIRST_FOLIO.toUpperCase()).orderBy('id').execute()
    expect(events).toEqual([
      { action: 'certificate-imported', actor_id: null, target_id: FIRST_FOLIO.toUpperCase() },
      { action: 'certificate-imported', actor_id: null, target_id: FIRST_FOLIO.toUpperCase() },
      { action: 'certificate-annulled', actor_id: null, target_id: FIRST_FOLIO.toUpperCase() },
    ])
    expect(await cli(url, 'annul', 'no-existe')).toMatchObject({
      code: EXIT.failed,
      stderr: 'certificates falló: No existe un certificado con el folio no-existe.\n',
    })
    // A later import does not bring an annulled certificate back.
    await cli(url, 'import', EXAMPLE_CSV)
    const annulled = await findCertificate(handle.db, FIRST_FOLIO)
    expect(annulled?.status).toBe('anulado')
    expect(publicCertificate(annulled!)).toMatchObject({
      Folio: FIRST_FOLIO,
      Nombre: 'JUAN PÉREZ LÓPEZ',
      Timbrado: ANNULLED_VALUE,
      TipoCertificado: ANNULLED_VALUE,
      Cadena: ANNULLED_VALUE,
      FechaHoraTimbrado: ANNULLED_VALUE,
    })
  })
})

const execFileAsync = promisify(execFile)

describe('npm run certificates -- qr', () => {
  it('writes SVG and PNG codes that decode to the public verification URL', async () => {
    const databaseUrl = `file:${join(workDir, 'qr.db')}`
    const env = { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_BASE_URL }
    // Run from another folder, as staff would: the output path is relative to it.
    const npm = (...args: string[]) =>
      execFileAsync('npm', ['--prefix', REPO_ROOT, 'run', '-s', 'certificates', '--', ...args], { env, cwd: workDir })
    await cli(databaseUrl, 'import', EXAMPLE_CSV)
    const svg = await npm('qr', FIRST_FOLIO.toUpperCase(), '--out', 'codigos/qr.svg')
    const png = await npm('qr', FIRST_FOLIO, '--out', 'codigos/qr.png')

    const expected = `${PUBLIC_BASE_URL}/certificates/verificacion/${FIRST_FOLIO}`
    expect(svg.stdout).toBe(`QR de ${expected} guardado en ${join(workDir, 'codigos/qr.svg')}.\n`)
    expect(png.stdout).toContain(expected)
    expect(readFileSync(join(workDir, 'codigos/qr.svg'), 'utf8')).toContain('<svg xmlns="http://www.w3.org/2000/svg"')
    expect(readFileSync(join(workDir, 'codigos/qr.png')).subarray(1, 4).toString('latin1')).toBe('PNG')
    expect(await decodeQr(join(workDir, 'codigos/qr.svg'))).toBe(expected)
    expect(await decodeQr(join(workDir, 'codigos/qr.png'))).toBe(expected)
  }, 30_000)
})
