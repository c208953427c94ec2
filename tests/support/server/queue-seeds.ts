import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StaffQueue } from '#contracts/staff.ts'
import { insertAdmissionForm } from '#server/db/admission-forms.ts'
import { insertContactMessage } from '#server/db/contact-messages.ts'
import { insertDocumentRequest } from '#server/db/document-requests.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'
import type { FormApp } from '#tests/support/server/form-app.ts'
import { pdfBytes } from '#tests/support/server/multipart.ts'

/** The person behind every seeded item. */
export const SEEDED_PERSON = { nombre: 'Ana Sofía García López', correo: 'ana.garcia@example.com' }

/** The content of a seeded document request's receipt. */
export const SEEDED_RECEIPT = pdfBytes(1_024)

export interface SeedOptions {
  /** The status to put it in (the queue's first when left out). */
  readonly status?: string
  readonly receivedAt?: Date
  /** Document requests: also write the receipt file into UPLOAD_DIR. */
  readonly withReceiptFile?: boolean
}

/** Stores one item of `queue` under `folio` straight in the database, as if it had arrived and been worked on. */
export async function seedQueueItem(form: FormApp, queue: StaffQueue, folio: string, options: SeedOptions = {}): Promise<void> {
  const at = options.receivedAt ?? new Date('2026-03-02T16:00:00Z')
  const { nombre, correo } = SEEDED_PERSON
  if (queue === 'contacto') {
    await insertContactMessage(form.db, folio, { nombre, correo, telefono: '8711234567', contenido: '¿Tienen beca <deportiva>?' }, at)
  } else if (queue === 'fichas') {
    const ficha = {
      apellido_paterno: 'García',
      apellido_materno: 'López',
      nombres: 'Ana Sofía',
      correo_electronico: correo,
      telefono: '8711234567',
      nivel_estudio: 'licenciatura',
      campus: 'Torreon',
      carrera: 'Derecho',
    } as Parameters<typeof insertAdmissionForm>[2]
    await insertAdmissionForm(form.db, folio, ficha, at)
  } else {
    const storedName = `${folio}.pdf`
    const receipt = { storedName, originalName: 'Recibo "marzo" pago.pdf', bytes: SEEDED_RECEIPT.length, mime: 'application/pdf' }
    const request = { nombre_completo: nombre, correo, telefono: '8711234567', nivel_estudios: 'lic-derecho', especificaciones: 'Constancia de estudios' } as Parameters<
      typeof insertDocumentRequest
    >[2]['request']
    await insertDocumentRequest(form.db, folio, { request, priceMxn: 150, receipt }, at)
    if (options.withReceiptFile) {
      mkdirSync(form.uploadDir, { recursive: true })
      writeFileSync(join(form.uploadDir, storedName), SEEDED_RECEIPT)
    }
  }
  if (options.status !== undefined) {
    await form.db.updateTable(QUEUE_TABLES[queue].table).set({ status: options.status as never }).where('folio', '=', folio).execute()
  }
}
