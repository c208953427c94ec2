import { basename, resolve } from 'node:path'
import { isCertificateFolio } from '#contracts/certificate.ts'
import { CommandError, EXIT, runOnDatabase, type CliIo } from '#server/cli/cli-io.ts'
import { CertificateImportError, readCertificateFile } from '#server/certificates/import-file.ts'
import { qrFormatOf, verificationUrl, writeQrCode } from '#server/certificates/verification-qr.ts'
import { annulWithRecord } from '#server/certificates/annul-certificate.ts'
import { importCertificates, type RegistryActor } from '#server/certificates/certificate-import.ts'
import { findCertificate, type UpsertOutcome } from '#server/db/certificates.ts'
import type { DatabaseHandle } from '#server/db/database.ts'

export const CERTIFICATES_USAGE = `Uso:
  npm run certificates -- import ARCHIVO.csv|ARCHIVO.json
      Agrega o actualiza certificados por su Folio (volver a importar el mismo archivo no duplica nada).
      El CSV lleva una fila de encabezado con los 14 campos: ClaveEscuela, Turno, PlanEstudios, Folio,
      Matricula, CURP, Nombre, Timbrado, TipoCertificado, Fecha, Cadena, FechaHoraTimbrado, NombreArea,
      Firmante. El JSON, una lista de objetos con esos campos. Termina con código 1 si rechazó alguna fila.
  npm run certificates -- annul FOLIO
      Anula un certificado: desde entonces la consulta muestra "ANULADO/NO VALIDO" en Timbrado,
      TipoCertificado, Cadena y FechaHoraTimbrado.
  npm run certificates -- qr FOLIO --out ARCHIVO.svg|ARCHIVO.png
      Guarda el código QR de la página pública de verificación del certificado (PUBLIC_BASE_URL).
La base de datos es la de DATABASE_URL, igual que el servidor.
`

const OUTCOME_LABEL: Readonly<Record<UpsertOutcome, string>> = {
  created: 'nuevo',
  updated: 'actualizado',
  unchanged: 'sin cambios',
}

/** The command line acts for nobody in particular: its audit events have no actor. */
const NO_STAFF: RegistryActor = { id: null, email: null }

function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`
}

async function importFile(database: DatabaseHandle, file: string, io: CliIo, now: Date): Promise<number> {
  const parsed = await readCertificateFile(file)
  const { accepted, rejected } = parsed
  // The trail names the file as staff know it, not where it sat on the server.
  const outcomes = await importCertificates(database.db, parsed, { file: basename(file), actor: NO_STAFF }, now)
  const counts: Record<UpsertOutcome, number> = { created: 0, updated: 0, unchanged: 0 }
  for (const [index, row] of accepted.entries()) {
    const outcome = outcomes[index] ?? 'unchanged'
    counts[outcome] += 1
    io.stdout(`  aceptada  ${row.where}: ${row.certificate.Folio} (${OUTCOME_LABEL[outcome]})\n`)
  }
  for (const row of rejected) io.stdout(`  rechazada ${row.where}: ${row.reason}\n`)
  io.stdout(
    `Importación de ${file}: ${plural(accepted.length, 'fila aceptada', 'filas aceptadas')} ` +
      `(${counts.created} nuevas, ${counts.updated} actualizadas, ${counts.unchanged} sin cambios), ` +
      `${plural(rejected.length, 'rechazada', 'rechazadas')}.\n`,
  )
  return rejected.length === 0 ? EXIT.ok : EXIT.failed
}

async function annul(database: DatabaseHandle, folio: string, io: CliIo, now: Date): Promise<number> {
  const outcome = await annulWithRecord(database.db, folio, { actor: NO_STAFF, reason: null }, now)
  if (outcome === 'notFound') throw new CommandError(`No existe un certificado con el folio ${folio}.`)
  io.stdout(
    outcome === 'annulled'
      ? `Certificado ${folio} anulado: la consulta pública ya lo muestra como ANULADO/NO VALIDO.\n`
      : `El certificado ${folio} ya estaba anulado; no se cambió nada.\n`,
  )
  return EXIT.ok
}

async function qr(database: DatabaseHandle, folio: string, outFile: string, publicBaseUrl: string, io: CliIo): Promise<number> {
  const format = qrFormatOf(outFile)
  if (format === undefined) throw new CommandError(`El archivo de salida debe terminar en .svg o .png: ${outFile}`)
  const found = await findCertificate(database.db, folio)
  if (found === undefined) throw new CommandError(`No existe un certificado con el folio ${folio}: impórtalo antes de generar su QR.`)
  const url = verificationUrl(publicBaseUrl, found.certificate.Folio)
  await writeQrCode(url, outFile, format)
  io.stdout(`QR de ${url} guardado en ${outFile}.\n`)
  return EXIT.ok
}

type Command =
  | { readonly name: 'import'; readonly file: string }
  | { readonly name: 'annul'; readonly folio: string }
  | { readonly name: 'qr'; readonly folio: string; readonly out: string }

/** The command the arguments ask for, or a reason they are wrong. */
function parseArgs(args: readonly string[]): Command | { readonly problem: string } {
  const [name, ...rest] = args
  if (name === 'import' && rest.length === 1 && rest[0] !== undefined) return { name, file: rest[0] }
  if (name === 'annul' && rest.length === 1 && rest[0] !== undefined) return { name, folio: rest[0] }
  if (name === 'qr' && rest.length === 3) {
    const outAt = rest.indexOf('--out')
    const folio = rest.find((_, index) => index !== outAt && index !== outAt + 1)
    const out = rest[outAt + 1]
    if (outAt !== -1 && folio !== undefined && out !== undefined) return { name, folio, out }
  }
  if (name === undefined) return { problem: 'Falta el comando.' }
  if (!['import', 'annul', 'qr'].includes(name)) return { problem: `Comando desconocido: ${name}.` }
  return { problem: `Argumentos incorrectos para ${name}.` }
}

/**
 * `npm run certificates -- …`: imports, annuls, or draws the QR of certificates in the
 * database named by DATABASE_URL (migrated first, as the server does). Resolves with the exit code.
 */
export async function runCertificatesCli(args: readonly string[], io: CliIo): Promise<number> {
  const command = parseArgs(args)
  if ('problem' in command) {
    io.stderr(`${command.problem}\n\n${CERTIFICATES_USAGE}`)
    return EXIT.usage
  }
  if (command.name !== 'import' && !isCertificateFolio(command.folio)) {
    io.stderr(`Folio no válido: ${command.folio}. Solo letras, números y guiones.\n`)
    return EXIT.failed
  }
  return runOnDatabase(io, 'certificates', [CertificateImportError], async (database, config, now) => {
    if (command.name === 'import') return importFile(database, resolve(io.filesDir, command.file), io, now)
    if (command.name === 'annul') return annul(database, command.folio, io, now)
    return qr(database, command.folio, resolve(io.filesDir, command.out), config.publicBaseUrl, io)
  })
}
