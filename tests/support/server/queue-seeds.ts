import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StaffQueue } from '#contracts/staff.ts'
import type { FormApp } from '#tests/support/server/form-app.ts'
import { pdfBytes } from '#tests/support/server/multipart.ts'
import { seedBecaApplication, seedContactMessage, seedDocumentRequest, seedFicha } from '#tests/support/server/queue-rows.ts'

/** The person behind every seeded item. */
export const SEEDED_PERSON = { nombre: 'Ana Sofía García López', correo: 'ana.garcia@example.com' }

/** The content of a seeded document request's receipt. */
export const SEEDED_RECEIPT = pdfBytes(1_024)

export interface SeedOptions {
  /** The status to put it in (the queue's first when left out). */
  readonly status?: string
  readonly receivedAt?: Date
  /** Document requests: also write the receipt file into UPLOAD_DIR (beca applications: their document's). */
  readonly withReceiptFile?: boolean
}

/** Stores one item of `queue` under `folio` straight in the database, as if it had arrived and been worked on. */
export async function seedQueueItem(form: FormApp, queue: StaffQueue, folio: string, options: SeedOptions = {}): Promise<void> {
  const at = (options.receivedAt ?? new Date('2026-03-02T16:00:00Z')).toISOString()
  const { nombre, correo } = SEEDED_PERSON
  const state = options.status === undefined ? {} : { status: options.status as never }
  if (queue === 'contacto') {
    await seedContactMessage(form.db, folio, at, { nombre, correo, telefono: '8711234567', contenido: '¿Tienen beca <deportiva>?' }, state)
  } else if (queue === 'fichas') {
    await seedFicha(form.db, folio, at, { nombres: 'Ana Sofía', apellido_paterno: 'García', correo_electronico: correo }, state)
  } else if (queue === 'becas') {
    await seedBecaApplication(form.db, folio, at, { nombre_completo: nombre, correo, telefono: '8711234567' }, state, { bytes: SEEDED_RECEIPT.length })
    if (options.withReceiptFile) {
      mkdirSync(form.uploadDir, { recursive: true })
      writeFileSync(join(form.uploadDir, `${folio}-1.pdf`), SEEDED_RECEIPT)
    }
  } else {
    const receipt = { originalName: 'Recibo "marzo" pago.pdf', bytes: SEEDED_RECEIPT.length }
    await seedDocumentRequest(form.db, folio, at, { nombre_completo: nombre, correo, telefono: '8711234567' }, state, receipt)
    if (options.withReceiptFile) {
      mkdirSync(form.uploadDir, { recursive: true })
      writeFileSync(join(form.uploadDir, `${folio}.pdf`), SEEDED_RECEIPT)
    }
  }
}
