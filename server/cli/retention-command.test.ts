import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { AdmissionForm } from '#contracts/admission.ts'
import type { DocumentRequest } from '#contracts/document-request.ts'
import { EXIT } from '#server/cli/cli-io.ts'
import { insertAdmissionForm } from '#server/db/admission-forms.ts'
import { insertContactMessage } from '#server/db/contact-messages.ts'
import { insertDocumentRequest } from '#server/db/document-requests.ts'
import { insertActivity } from '#server/db/activities.ts'
import { insertTask } from '#server/db/tasks.ts'
import { insertEventSignUp } from '#server/db/event-sign-ups.ts'
import { insertPerson } from '#server/db/people.ts'
import { insertPersonMerge } from '#server/db/person-merges.ts'
import type { EventSignUpStatus } from '#contracts/event-sign-up.ts'
import { PERSON_GONE_NAME } from '#contracts/people.ts'
import { personRecord } from '#server/people/person-record.ts'
import { eventInstant } from '#server/events/event-calendar.ts'
import { anEvent, publishEvents } from '#tests/support/server/event-seeds.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import type { Database, OutboxStatus } from '#server/db/schema.ts'
import { enqueueMails } from '#server/outbox/outbox-store.ts'
import { planRetention, retentionCutoff, runRetention } from '#server/retention/retention.ts'
import { DEFAULT_SWEEP_TIMING } from '#server/config/storage.ts'
import { createUploadStore, type UploadStore } from '#server/storage/upload-store.ts'
import { runRetentionCli } from '#server/cli/retention-command.ts'
import { databaseUrlOf, describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const NOW = new Date('2026-11-26T12:00:00.000Z')
const MONTHS = 12
// The cut-off is 2025-11-26T12:00:00.000Z: closed a millisecond before it is due, at it is not.
const JUST_BEFORE = '2025-11-26T11:59:59.999Z'
const JUST_AFTER = '2025-11-26T12:00:00.000Z'
const LONG_AGO = '2024-03-01T09:00:00.000Z'

const contact = { nombre: 'Ana Pérez', correo: 'ana@example.com', telefono: '', contenido: 'Hola' }
const ficha: AdmissionForm = {
  apellido_paterno: 'García',
  apellido_materno: 'López',
  nombres: 'Luis',
  correo_electronico: 'luis@example.com',
  telefono: '8711234567',
  nivel_estudio: 'preparatoria',
  campus: 'Torreon Zaragoza Sur',
  carrera: 'Preparatoria Bachillerato General',
}
const documentRequest: DocumentRequest = {
  nombre_completo: 'María López Ruiz',
  correo: 'maria@example.com',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Constancia de estudios',
}

describe('retentionCutoff', () => {
  it.each([
    ['2026-11-26T12:00:00.000Z', 12, '2025-11-26T12:00:00.000Z'],
    ['2026-03-31T08:30:00.000Z', 1, '2026-02-28T08:30:00.000Z'],
    ['2028-03-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-01-15T23:59:59.999Z', 13, '2024-12-15T23:59:59.999Z'],
    ['2026-11-26T12:00:00.000Z', 120, '2016-11-26T12:00:00.000Z'],
  ])('%s minus %i calendar months (UTC) is %s', (now, months, cutoff) => {
    expect(retentionCutoff(new Date(now), months).toISOString()).toBe(cutoff)
  })
})

describe('npm run retention arguments', () => {
  it('prints the usage and exits 2 for anything but --dry-run', async () => {
    let stderr = ''
    const io = { env: { DATABASE_URL: 'file::memory:' }, cwd: tmpdir(), filesDir: tmpdir(), stdout: () => undefined, stderr: (text: string) => (stderr += text) }
    expect(await runRetentionCli(['--dry'], io)).toBe(EXIT.usage)
    expect(stderr).toContain('Argumentos desconocidos: --dry.\n\nUso:\n  npm run retention -- --dry-run')
  })
})

/** A stored file name as the upload store makes it. */
function storedName(extension = '.pdf'): string {
  return `${randomUUID()}${extension}`
}

interface Seeded {
  readonly db: Kysely<Database>
  readonly databaseUrl: string
  readonly uploadDir: string
  /** The local store over `uploadDir`. */
  readonly store: UploadStore
  /** Files by role. */
  readonly files: Record<string, string>
}

describeOnEachDatabase('retention', (fixture) => {
  async function seed(): Promise<Seeded> {
    const { handle, config } = await fixture.fresh()
    await migrateToLatest(handle)
    const { db } = handle
    const uploadDir = join(mkdtempSync(join(tmpdir(), 'instituto-retention-')), 'uploads')
    mkdirSync(uploadDir)
    const created = new Date('2024-01-10T10:00:00.000Z')

    const close = async (table: 'contact_messages' | 'admission_forms' | 'document_requests', folio: string, status: string, closedAt: string | null) => {
      await (db as unknown as Kysely<Record<string, { folio: string; status: string; closed_at: string | null }>>)
        .updateTable(table)
        .set({ status, closed_at: closedAt })
        .where('folio', '=', folio)
        .execute()
    }
    const mail = async (folio: string, status: OutboxStatus, attachment?: string) => {
      await db.transaction().execute((trx) =>
        enqueueMails(
          trx,
          folio,
          [
            {
              kind: 'test',
              sender: 'web@example.com',
              recipients: ['staff@example.com'],
              subject: `Folio ${folio}`,
              text: 'x',
              html: '<p>x</p>',
              attachments: attachment === undefined ? undefined : [{ file: attachment, filename: 'comprobante.pdf', contentType: 'application/pdf' }],
            },
          ],
          created,
        ),
      )
      await db.updateTable('outbox_messages').set({ status }).where('source_folio', '=', folio).where('status', '=', 'pending').execute()
    }
    const files: Record<string, string> = {}
    const request = async (folio: string, status: string, closedAt: string | null, delivered: number) => {
      files[`${folio}:receipt`] = storedName()
      await insertDocumentRequest(
        db,
        folio,
        {
          request: documentRequest,
          priceMxn: 150,
          receipt: { storedName: files[`${folio}:receipt`]!, originalName: 'pago.pdf', bytes: 1, mime: 'application/pdf' },
        },
        created,
      )
      for (let index = 1; index <= delivered; index += 1) {
        const name = storedName()
        files[`${folio}:delivered${index}`] = name
        await db
          .insertInto('delivered_documents')
          .values({ id: randomUUID(), folio, stored_name: name, original_name: `constancia-${index}.pdf`, bytes: 1, mime: 'application/pdf', created_at: created.toISOString() })
          .execute()
      }
      await close('document_requests', folio, status, closedAt)
    }

    // Contact messages: one due, one closed at the cut-off, one still open.
    for (const folio of ['MSG-2024-000001', 'MSG-2025-000002', 'MSG-2024-000003']) await insertContactMessage(db, folio, contact, created)
    await close('contact_messages', 'MSG-2024-000001', 'cerrado', JUST_BEFORE)
    await close('contact_messages', 'MSG-2025-000002', 'cerrado', JUST_AFTER)
    await close('contact_messages', 'MSG-2024-000003', 'respondido', null)
    await mail('MSG-2024-000001', 'sent')
    await mail('MSG-2024-000001', 'failed')
    await mail('MSG-2025-000002', 'sent')

    // Fichas: enrolled and discarded long ago are due; one discarded at the cut-off and one with an appointment stay.
    for (const folio of ['FICHA-2024-000001', 'FICHA-2024-000002', 'FICHA-2025-000003', 'FICHA-2024-000004']) {
      await insertAdmissionForm(db, folio, ficha, created)
    }
    await close('admission_forms', 'FICHA-2024-000001', 'inscrita', JUST_BEFORE)
    await close('admission_forms', 'FICHA-2024-000002', 'descartada', LONG_AGO)
    await close('admission_forms', 'FICHA-2025-000003', 'descartada', JUST_AFTER)
    await close('admission_forms', 'FICHA-2024-000004', 'cita-agendada', null)
    // What staff noted while following up a ficha goes with it, and only with it.
    for (const folio of ['FICHA-2024-000001', 'FICHA-2024-000004']) {
      const at = created.toISOString()
      await insertActivity(db, { id: randomUUID(), queue: 'fichas', folio, kind: 'llamada', outcome: 'contesto', note: 'Pide informes de becas.', staff_id: null, at })
      await insertTask(db, { id: randomUUID(), queue: 'fichas', folio, title: 'Llamar el martes', due_on: '2024-05-07', assignee_id: 'staff-1', created_by: 'staff-1', created_at: at })
    }

    // Document requests: delivered and due; rejected and due but its e-mail is still pending (it waits);
    // delivered at the cut-off; still received.
    await request('DOC-2024-000001', 'entregada', JUST_BEFORE, 2)
    await mail('DOC-2024-000001', 'sent', files['DOC-2024-000001:receipt'])
    await request('DOC-2024-000002', 'pago-rechazado', LONG_AGO, 0)
    await mail('DOC-2024-000002', 'pending', files['DOC-2024-000002:receipt'])
    await request('DOC-2025-000003', 'entregada', JUST_AFTER, 1)
    await request('DOC-2024-000004', 'recibida', null, 0)

    // UPLOAD_DIR besides the rows' files: an old orphan, a young one (its row may be committing),
    // one an unsent e-mail attaches, an old and a fresh partial, and a file the store did not make.
    files.orphan = storedName('.png')
    files.youngOrphan = storedName()
    files.heldOrphan = storedName()
    files.oldPartial = `${randomUUID()}.partial`
    files.freshPartial = `${randomUUID()}.partial`
    files.foreign = 'LEEME.txt'
    await mail('MSG-2025-000099', 'sending', files.heldOrphan)
    const twoHoursAgo = new Date(NOW.getTime() - 2 * DEFAULT_SWEEP_TIMING.minAgeMs)
    const young = new Date(NOW.getTime() - DEFAULT_SWEEP_TIMING.minAgeMs / 2)
    for (const [role, name] of Object.entries(files)) {
      writeFileSync(join(uploadDir, name), role)
      const time = role === 'youngOrphan' || role === 'freshPartial' ? young : twoHoursAgo
      utimesSync(join(uploadDir, name), time, time)
    }
    const store = createUploadStore({ driver: 'local', dir: uploadDir, db, now: () => NOW })
    return { db, databaseUrl: databaseUrlOf(config), uploadDir, store, files }
  }

  /** Everything retention may touch, to compare before and after. */
  async function snapshot({ db, uploadDir }: Seeded) {
    const folios = async (table: 'contact_messages' | 'admission_forms' | 'document_requests') =>
      (await db.selectFrom(table).select('folio').orderBy('folio').execute()).map((row) => row.folio)
    return {
      contacto: await folios('contact_messages'),
      fichas: await folios('admission_forms'),
      documentos: await folios('document_requests'),
      followUps: [
        ...(await db.selectFrom('activities').select('folio').orderBy('folio').execute()).map((row) => `actividad ${row.folio}`),
        ...(await db.selectFrom('tasks').select('folio').orderBy('folio').execute()).map((row) => `tarea ${row.folio}`),
      ],
      delivered: (await db.selectFrom('delivered_documents').select('stored_name').orderBy('stored_name').execute()).map((row) => row.stored_name),
      outbox: (await db.selectFrom('outbox_messages').select(['source_folio', 'status']).orderBy('source_folio').orderBy('status').execute()).map(
        (row) => `${row.source_folio} ${row.status}`,
      ),
      audit: await db.selectFrom('audit_events').select(['action', 'target_type', 'target_id', 'actor_id', 'actor_email', 'detail']).orderBy('id').execute(),
      files: readdirSync(uploadDir).sort(),
    }
  }

  async function cli(seeded: Seeded, ...args: string[]) {
    let stdout = ''
    let stderr = ''
    const code = await runRetentionCli(args, {
      env: { DATABASE_URL: seeded.databaseUrl, UPLOAD_DIR: seeded.uploadDir, RETENTION_MONTHS: String(MONTHS) },
      cwd: seeded.uploadDir,
      filesDir: seeded.uploadDir,
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      now: () => NOW,
    })
    return { code, stdout, stderr }
  }

  it('the dry run lists exactly what is due and changes nothing', async () => {
    const seeded = await seed()
    const { files } = seeded
    const before = await snapshot(seeded)

    const plan = await planRetention(seeded.db, seeded.store, NOW, MONTHS)
    expect(plan).toEqual({
      months: MONTHS,
      cutoff: '2025-11-26T12:00:00.000Z',
      items: [
        { queue: 'contacto', folio: 'MSG-2024-000001', closedAt: JUST_BEFORE, files: [] },
        { queue: 'fichas', folio: 'FICHA-2024-000002', closedAt: LONG_AGO, files: [] },
        { queue: 'fichas', folio: 'FICHA-2024-000001', closedAt: JUST_BEFORE, files: [] },
        {
          queue: 'documentos',
          folio: 'DOC-2024-000001',
          closedAt: JUST_BEFORE,
          files: [files['DOC-2024-000001:receipt'], files['DOC-2024-000001:delivered1'], files['DOC-2024-000001:delivered2']],
        },
      ],
      signUps: [],
      people: [],
      events: { published: [], endedBefore: [] },
      undoableSince: '2026-10-27T12:00:00.000Z',
      orphanFiles: [files.orphan],
      staleTemps: [files.oldPartial],
    })

    const run = await cli(seeded, '--dry-run')
    expect(run).toMatchObject({ code: EXIT.ok, stderr: '' })
    expect(run.stdout).toContain('Plazo de conservación: 12 meses (RETENTION_MONTHS); vencen los registros cerrados antes de 2025-11-26T12:00:00.000Z.\n')
    expect(run.stdout).toContain('Simulación: no se eliminó nada.')
    expect(run.stdout).toContain(`Mensajes de contacto: 1\n  MSG-2024-000001 (cerrado el ${JUST_BEFORE})\n`)
    expect(run.stdout).toContain('Fichas de inscripción: 2\n  FICHA-2024-000002')
    expect(run.stdout).toContain(
      `Solicitudes de documentos: 1\n  DOC-2024-000001 (cerrado el ${JUST_BEFORE}), con 3 archivo(s):\n    ${files['DOC-2024-000001:receipt']}\n`,
    )
    expect(run.stdout).toContain(`Archivos sin registro: 1\n    ${files.orphan}\nSubidas interrumpidas (.partial): 1\n    ${files.oldPartial}\n`)
    expect(await snapshot(seeded)).toEqual(before)
  })

  it('removes exactly the due rows and files, records each purge once, and a second run does nothing', async () => {
    const seeded = await seed()
    const { files } = seeded
    const before = await snapshot(seeded)

    const run = await cli(seeded)
    expect(run).toMatchObject({ code: EXIT.ok, stderr: '' })
    expect(run.stdout).toContain('Se eliminó:\nMensajes de contacto: 1\n  MSG-2024-000001')
    expect(run.stdout).toContain(`Archivos sin registro: 1\n    ${files.orphan}\n`)

    const after = await snapshot(seeded)
    expect(after.contacto).toEqual(['MSG-2024-000003', 'MSG-2025-000002'])
    expect(after.fichas).toEqual(['FICHA-2024-000004', 'FICHA-2025-000003'])
    expect(after.documentos).toEqual(['DOC-2024-000002', 'DOC-2024-000004', 'DOC-2025-000003'])
    expect(after.delivered).toEqual([files['DOC-2025-000003:delivered1']])
    expect(after.followUps).toEqual(['actividad FICHA-2024-000004', 'tarea FICHA-2024-000004'])
    expect(after.outbox).toEqual(['DOC-2024-000002 pending', 'MSG-2025-000002 sent', 'MSG-2025-000099 sending'])
    const gone = [
      files['DOC-2024-000001:receipt'],
      files['DOC-2024-000001:delivered1'],
      files['DOC-2024-000001:delivered2'],
      files.orphan,
      files.oldPartial,
    ]
    expect(after.files).toEqual(before.files.filter((name) => !gone.includes(name)))

    const purge = (type: string, id: string, closedAt: string) => ({
      action: 'retention-purge',
      target_type: type,
      target_id: id,
      actor_id: null,
      actor_email: null,
      detail: JSON.stringify({ meses: 12, cerrado: closedAt, origen: 'línea de comandos' }),
    })
    expect(after.audit).toEqual([
      purge('contacto', 'MSG-2024-000001', JUST_BEFORE),
      purge('ficha', 'FICHA-2024-000002', LONG_AGO),
      purge('ficha', 'FICHA-2024-000001', JUST_BEFORE),
      purge('documento', 'DOC-2024-000001', JUST_BEFORE),
      {
        action: 'retention-purge',
        target_type: null,
        target_id: null,
        actor_id: null,
        actor_email: null,
        detail: JSON.stringify({
          meses: 12,
          contacto: 1,
          fichas: 2,
          documentos: 1,
          becas: 0,
          eventos: 0,
          personas: 0,
          archivosSinRegistro: 1,
          archivosParciales: 1,
          origen: 'línea de comandos',
        }),
      },
    ])

    const again = await runRetention(seeded.db, seeded.store, NOW, MONTHS, 'tarea diaria')
    expect(again).toMatchObject({ purged: [], removedFiles: [], failedFiles: [] })
    expect(await snapshot(seeded)).toEqual(after)
  })

  it('purges the item once the e-mail that attaches its receipt is settled', async () => {
    const seeded = await seed()
    await runRetention(seeded.db, seeded.store, NOW, MONTHS, 'tarea diaria')
    await seeded.db.updateTable('outbox_messages').set({ status: 'failed' }).where('source_folio', '=', 'DOC-2024-000002').execute()

    const report = await runRetention(seeded.db, seeded.store, NOW, MONTHS, 'tarea diaria')
    expect(report.purged.map((item) => item.folio)).toEqual(['DOC-2024-000002'])
    expect(report.removedFiles).toEqual([seeded.files['DOC-2024-000002:receipt']])
    expect((await snapshot(seeded)).outbox).toEqual(['MSG-2025-000002 sent', 'MSG-2025-000099 sending'])
  })

  it('reports a file it cannot remove and goes on with the rest', async () => {
    const seeded = await seed()
    // A folder under a due file's name: unlink fails with something other than "not found".
    const receipt = seeded.files['DOC-2024-000001:receipt']!
    rmSync(join(seeded.uploadDir, receipt))
    mkdirSync(join(seeded.uploadDir, receipt))

    const report = await runRetention(seeded.db, seeded.store, NOW, MONTHS, 'tarea diaria')
    expect(report.failedFiles.map((failed) => failed.file)).toEqual([receipt])
    expect(report.purged).toHaveLength(4)
    expect(report.removedFiles).toContain(seeded.files.orphan)
    expect(readdirSync(seeded.uploadDir)).not.toContain(seeded.files['DOC-2024-000001:delivered2'])
  })

  it.runIf(fixture.dialect === 'postgres')('records each purge once when two processes run it at the same time', async () => {
    const seeded = await seed()
    const other = fixture.open({ dialect: 'postgres', connectionString: seeded.databaseUrl })
    const reports = await Promise.all([
      runRetention(seeded.db, seeded.store, NOW, MONTHS, 'tarea diaria'),
      runRetention(other.db, createUploadStore({ driver: 'local', dir: seeded.uploadDir, db: other.db, now: () => NOW }), NOW, MONTHS, 'tarea diaria'),
    ])
    const purged = reports.flatMap((report) => report.purged.map((item) => item.folio)).sort()
    expect(purged).toEqual(['DOC-2024-000001', 'FICHA-2024-000001', 'FICHA-2024-000002', 'MSG-2024-000001'])
    const targets = (await snapshot(seeded)).audit.filter((event) => event.target_id !== null).map((event) => event.target_id)
    expect(targets.sort()).toEqual(purged)
    expect(reports.flatMap((report) => report.removedFiles)).toHaveLength(5)
  })
})

describeOnEachDatabase('retention of event sign-ups and people (issue 38)', (fixture) => {
  const CREATED = '2024-04-01T10:00:00.000Z'

  async function seed() {
    const { handle, config } = await fixture.fresh()
    await migrateToLatest(handle)
    const { db } = handle
    await publishEvents(db, [
      anEvent({ slug: 'viejo', title: 'Puertas abiertas 2024', start: '2024-05-01T10:00', end: '2024-05-01T12:00' }),
      anEvent({ slug: 'nuevo', title: 'Puertas abiertas 2026', start: '2026-12-05T10:00', end: '2026-12-05T12:00' }),
    ])
    let created = 0
    const person = async (id: string) => {
      created += 1
      const at = new Date(Date.parse(CREATED) + created * 60_000).toISOString()
      await insertPerson(db, { id, display_name: id, name_key: id, email: `${id}@example.com`, phone: null, curp: null, created_at: at, merged_into: null, search_text: id })
    }
    const signUp = async (folio: string, slug: string, personId: string, status: EventSignUpStatus, createdAt: string, cancelledAt: string | null = null) => {
      await insertEventSignUp(db, {
        folio,
        event_slug: slug,
        nombre: personId,
        correo: `${personId}@example.com`,
        telefono: '8441234567',
        nivel_interes: 'licenciatura',
        programa_interes: null,
        acompanantes: 0,
        places: 1,
        status,
        attended_at: null,
        cancel_key_hash: 'x',
        cancelled_at: cancelledAt,
        reminder_sent_at: null,
        origen: null,
        origen_fuente: null,
        origen_campana: null,
        person_id: personId,
        created_at: createdAt,
        search_text: folio,
      })
    }
    const merge = async (id: string, survivor: string, merged: string, at: string) => {
      const values = JSON.stringify({ nombre: survivor, correo: null, telefono: null })
      await insertPersonMerge(db, {
        id,
        survivor_id: survivor,
        merged_id: merged,
        survivor_before: values,
        chosen: values,
        moved: JSON.stringify({ contacto: [], fichas: [], documentos: [], eventos: [] }),
        actor_id: 'staff-1',
        actor_email: 'ana@instituto.example',
        merged_at: at,
        undone_at: null,
        undone_by_email: null,
      })
    }
    for (const id of ['ana', 'beto', 'carla', 'dora', 'eva', 'fede', 'gil', 'hugo']) await person(id)
    // Ana's only sign-up is for an event that ended long ago: both go.
    await signUp('EVT-2024-000001', 'viejo', 'ana', 'confirmada', CREATED)
    await db.transaction().execute((trx) =>
      enqueueMails(trx, 'EVT-2024-000001', [{ kind: 'event-sign-up', sender: 'web@example.com', recipients: ['ana@example.com'], subject: 'Registro', text: 'x', html: '<p>x</p>' }], new Date(CREATED)),
    )
    await db.updateTable('outbox_messages').set({ status: 'sent' }).where('source_folio', '=', 'EVT-2024-000001').execute()
    // Beto cancelled long ago, but a message of his is still open: the sign-up goes, he stays.
    await signUp('EVT-2024-000002', 'nuevo', 'beto', 'cancelada', CREATED, LONG_AGO)
    await insertContactMessage(db, 'MSG-2024-000001', contact, new Date(CREATED))
    await db.updateTable('contact_messages').set({ person_id: 'beto' }).where('folio', '=', 'MSG-2024-000001').execute()
    // Carla signed up long ago for an event still to come, and recently for one no longer published: both stay.
    await signUp('EVT-2024-000003', 'nuevo', 'carla', 'confirmada', CREATED)
    await signUp('EVT-2025-000005', 'retirado', 'carla', 'confirmada', JUST_AFTER)
    await signUp('EVT-2025-000006', 'nuevo', 'carla', 'cancelada', CREATED, JUST_AFTER)
    // Dora's sign-up for an event no longer published arrived long ago: it goes, but Eva was merged
    // into her days ago (it may still be undone), so both stay.
    await signUp('EVT-2024-000004', 'retirado', 'dora', 'en-espera', CREATED)
    await merge('m-reciente', 'dora', 'eva', '2026-11-20T12:00:00.000Z')
    // Fede and Gil were merged long ago and nothing names either: both go, with their merge.
    await merge('m-vieja', 'fede', 'gil', '2024-06-01T12:00:00.000Z')
    // Hugo was merged into Beto long ago: Hugo goes; the merge stays with Beto.
    await merge('m-beto', 'beto', 'hugo', '2024-06-01T12:00:00.000Z')
    const uploadDir = mkdtempSync(join(tmpdir(), 'instituto-retention-people-'))
    return { db, store: createUploadStore({ driver: 'local', dir: uploadDir, db, now: () => NOW }), databaseUrl: databaseUrlOf(config), uploadDir }
  }

  it('plans the sign-ups over RETENTION_MONTHS ago and the people left with nothing, deletes them with their audit events, and a second run does nothing', async () => {
    const { db, store, databaseUrl, uploadDir } = await seed()
    const plan = await planRetention(db, store, NOW, MONTHS)
    expect(plan.signUps).toEqual([
      { folio: 'EVT-2024-000001', eventSlug: 'viejo', overAt: eventInstant('2024-05-01T12:00').toISOString() },
      { folio: 'EVT-2024-000002', eventSlug: 'nuevo', overAt: LONG_AGO },
      { folio: 'EVT-2024-000004', eventSlug: 'retirado', overAt: CREATED },
    ])
    expect(plan.people).toEqual(['ana', 'fede', 'gil', 'hugo'])

    let stdout = ''
    const io = {
      env: { DATABASE_URL: databaseUrl, UPLOAD_DIR: uploadDir, RETENTION_MONTHS: String(MONTHS) },
      cwd: uploadDir,
      filesDir: uploadDir,
      stdout: (text: string) => (stdout += text),
      stderr: () => undefined,
      now: () => NOW,
    }
    expect(await runRetentionCli(['--dry-run'], io)).toBe(EXIT.ok)
    expect(stdout).toContain(`Registros a eventos: 3\n  EVT-2024-000001 (viejo, terminado el ${eventInstant('2024-05-01T12:00').toISOString()})\n`)
    expect(stdout).toContain('Personas sin envíos ni registros: 4\n    ana\n    fede\n    gil\n    hugo\n')

    const report = await runRetention(db, store, NOW, MONTHS, 'tarea diaria')
    expect(report.purgedSignUps.map((signUp) => signUp.folio)).toEqual(['EVT-2024-000001', 'EVT-2024-000002', 'EVT-2024-000004'])
    expect(report.purgedPeople).toEqual(['ana', 'fede', 'gil', 'hugo'])
    expect((await db.selectFrom('event_sign_ups').select('folio').orderBy('folio').execute()).map((row) => row.folio)).toEqual([
      'EVT-2024-000003',
      'EVT-2025-000005',
      'EVT-2025-000006',
    ])
    expect((await db.selectFrom('people').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual(['beto', 'carla', 'dora', 'eva'])
    expect((await db.selectFrom('person_merges').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual(['m-beto', 'm-reciente'])
    expect(await db.selectFrom('outbox_messages').select('id').where('source_folio', '=', 'EVT-2024-000001').execute()).toEqual([])
    // Beto's page still shows the merge, with whom it was no longer kept.
    expect((await personRecord(db, 'beto', ['admin'], NOW))?.fusiones).toMatchObject([{ id: 'm-beto', otra: { id: 'hugo', nombre: PERSON_GONE_NAME } }])

    const audit = await db.selectFrom('audit_events').select(['target_type', 'target_id', 'detail']).where('action', '=', 'retention-purge').orderBy('id').execute()
    expect(audit.map((event) => `${event.target_type} ${event.target_id}`)).toEqual([
      'registro-evento EVT-2024-000001',
      'registro-evento EVT-2024-000002',
      'registro-evento EVT-2024-000004',
      'persona ana',
      'persona fede',
      'persona gil',
      'persona hugo',
      'null null',
    ])
    expect(JSON.parse(audit[1]!.detail ?? '')).toEqual({ meses: MONTHS, terminado: LONG_AGO, origen: 'tarea diaria' })
    expect(JSON.parse(audit.at(-1)!.detail ?? '')).toMatchObject({ contacto: 0, eventos: 3, personas: 4 })

    const again = await runRetention(db, store, NOW, MONTHS, 'tarea diaria')
    expect(again).toMatchObject({ purged: [], purgedSignUps: [], purgedPeople: [] })
  })
})
