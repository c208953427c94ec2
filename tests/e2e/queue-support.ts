import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { API_BASE_PATH, API_PATHS } from '../../contracts/api-paths.ts'
import type { SmtpSink, ReceivedMail } from '../support/server/smtp-sink.ts'
import { pdf } from './sample-files.ts'

/*
 * Submissions sent straight to the public API, for journeys that start where staff pick them up
 * (the public forms themselves are driven by their own journeys), and the mail that reached the
 * worker's SMTP server.
 */

/** A name nobody else's journey uses, to find the item by searching. */
export const uniqueName = (first: string) => `${first} ${randomUUID().slice(0, 6)}`

async function folioOf(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<string> {
  expect(response.status()).toBe(201)
  return ((await response.json()) as { folio: string }).folio
}

export async function sendContactMessage(request: APIRequestContext, nombre: string, correo: string) {
  const data = { nombre, correo, telefono: '871 123 4567', contenido: '¿Tienen becas para la licenciatura en Derecho?' }
  return folioOf(await request.post(`${API_BASE_PATH}${API_PATHS.contactMessage}`, { data }))
}

export async function sendFicha(request: APIRequestContext, nombres: string, { campus = 'Matamoros', correo = 'aspirante@example.com' } = {}) {
  const data = {
    apellido_paterno: 'García',
    apellido_materno: 'López',
    nombres,
    correo_electronico: correo,
    telefono: '8711234567',
    nivel_estudio: 'licenciatura en sabatino',
    campus,
    carrera: 'Derecho',
  }
  return folioOf(await request.post(`${API_BASE_PATH}${API_PATHS.admissionForm}`, { data }))
}

export async function sendDocumentRequest(request: APIRequestContext, nombre: string, correo: string) {
  const multipart = {
    nombre_completo: nombre,
    correo,
    telefono: '+528711234567',
    nivel_estudios: 'lic-derecho',
    especificaciones: 'Kardex académico',
    comprobante_pago: pdf('comprobante.pdf'),
  }
  return folioOf(await request.post(`${API_BASE_PATH}${API_PATHS.documentRequest}`, { multipart }))
}

/** The newest message the SMTP server accepted for `to` whose subject contains `subject`, once it arrives. */
export async function mailTo(sink: SmtpSink, to: string, subject: string): Promise<ReceivedMail> {
  const find = () => sink.received.findLast((mail) => mail.envelopeTo.includes(to) && (mail.headers.get('subject') ?? '').includes(subject))
  await expect.poll(() => find() !== undefined, { message: `un correo a ${to} con «${subject}»`, timeout: 30_000 }).toBe(true)
  return find()!
}
