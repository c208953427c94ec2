import { STAFF_QUEUES } from '#contracts/staff.ts'
import { STAFF_QUEUE_KEYS } from '#contracts/queues.ts'
import { EXIT, runOnDatabase, type CliIo } from '#server/cli/cli-io.ts'
import { planRetention, runRetention, type DueItem, type DueSignUp } from '#server/retention/retention.ts'
import { createUploadStore } from '#server/storage/upload-store.ts'

export const RETENTION_USAGE = `Uso:
  npm run retention -- --dry-run
      Muestra lo que la depuración eliminaría ahora, sin cambiar nada: por cola, los folios cerrados
      hace más de RETENTION_MONTHS meses y sus archivos; los registros a eventos terminados o
      cancelados hace más de RETENTION_MONTHS meses; las personas que se quedan sin envíos ni
      registros (salvo las de una fusión que aún se puede deshacer); los archivos sin registro y
      las subidas interrumpidas (.partial) de UPLOAD_DIR sin cambios desde hace STORAGE_SWEEP_MIN_AGE_MS.
  npm run retention
      Hace la depuración una vez, como el servidor cada día, y muestra lo que eliminó.
La base de datos es la de DATABASE_URL y los archivos los de STORAGE_DRIVER y UPLOAD_DIR, igual que el servidor.
`

/** What a listing shows: the items, the sign-ups, the people, the orphan files and the partials. */
interface Listing {
  readonly items: readonly DueItem[]
  readonly signUps: readonly DueSignUp[]
  readonly people: readonly string[]
  readonly orphanFiles: readonly string[]
  readonly staleTemps: readonly string[]
}

function indentedLines(lines: readonly string[]): string {
  return lines.map((line) => `    ${line}\n`).join('')
}

function describeListing(listing: Listing): string {
  let text = ''
  for (const queue of STAFF_QUEUE_KEYS) {
    const items = listing.items.filter((item) => item.queue === queue)
    text += `${STAFF_QUEUES[queue].label}: ${items.length}\n`
    for (const item of items) {
      text += `  ${item.folio} (cerrado el ${item.closedAt})${item.files.length > 0 ? `, con ${item.files.length} archivo(s):` : ''}\n`
      text += indentedLines(item.files)
    }
  }
  text += `Registros a eventos: ${listing.signUps.length}\n`
  for (const signUp of listing.signUps) text += `  ${signUp.folio} (${signUp.eventSlug}, terminado el ${signUp.overAt})\n`
  text += `Personas sin envíos ni registros: ${listing.people.length}\n${indentedLines(listing.people)}`
  text += `Archivos sin registro: ${listing.orphanFiles.length}\n${indentedLines(listing.orphanFiles)}`
  text += `Subidas interrumpidas (.partial): ${listing.staleTemps.length}\n${indentedLines(listing.staleTemps)}`
  return text
}

/**
 * `npm run retention [-- --dry-run]`: lists (dry run) or deletes once what the retention period
 * lets go (docs/decisions/024), on the database and folder the server uses. Resolves with the exit
 * code: 1 when a file could not be removed.
 */
export async function runRetentionCli(args: readonly string[], io: CliIo): Promise<number> {
  const dryRun = args.length === 1 && args[0] === '--dry-run'
  if (!dryRun && args.length > 0) {
    io.stderr(`Argumentos desconocidos: ${args.join(' ')}.\n\n${RETENTION_USAGE}`)
    return EXIT.usage
  }
  return runOnDatabase(io, 'retention', [], async (database, config, now) => {
    const heading = (cutoff: string) =>
      `Plazo de conservación: ${config.retentionMonths} meses (RETENTION_MONTHS); vencen los registros cerrados antes de ${cutoff}.\n`
    const store = createUploadStore({ driver: config.storage.driver, dir: config.uploadDir, db: database.db, now: () => now })
    const minAgeMs = config.storage.sweepMinAgeMs
    if (dryRun) {
      const plan = await planRetention(database.db, store, now, config.retentionMonths, minAgeMs)
      io.stdout(`${heading(plan.cutoff)}Simulación: no se eliminó nada. Se eliminaría:\n${describeListing(plan)}`)
      return EXIT.ok
    }
    const report = await runRetention(database.db, store, now, config.retentionMonths, 'línea de comandos', minAgeMs)
    const removed = new Set(report.removedFiles)
    const gone = {
      items: report.purged,
      signUps: report.purgedSignUps,
      people: report.purgedPeople,
      orphanFiles: report.plan.orphanFiles.filter((file) => removed.has(file)),
      staleTemps: report.plan.staleTemps.filter((file) => removed.has(file)),
    }
    io.stdout(`${heading(report.plan.cutoff)}Se eliminó:\n${describeListing(gone)}`)
    for (const failed of report.failedFiles) io.stderr(`No se pudo eliminar ${failed.file}: ${failed.error}\n`)
    return report.failedFiles.length === 0 ? EXIT.ok : EXIT.failed
  })
}
