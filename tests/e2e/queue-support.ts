import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { API_BASE_PATH, API_PATHS } from '../../contracts/api-paths.ts'
import { QUEUE_FILTER_TEXT, queueStatusLabel } from '../../contracts/queues.ts'
import { STAFF_QUEUES, type StaffQueue, type StaffRole } from '../../contracts/staff.ts'
import { createStaffFromCli, openSection, signIn, staffEmail, unfoldFilters } from './panel-support.ts'
import type { SmtpSink, ReceivedMail } from '../support/server/smtp-sink.ts'
import { pdf } from './sample-files.ts'

/*
 * The staff queues' journeys: submissions sent straight to the public API where a journey starts
 * where staff pick them up (the public forms are driven by their own journeys), the mail that
 * reached the worker's SMTP server, and the panel's screens as staff use them.
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

/** Issue 39: a beca application with one PDF; the seed's «hermanos» beca has no deadline, so it is open whatever the day. */
export async function sendBecaApplication(request: APIRequestContext, nombre: string, correo: string) {
  const multipart = {
    nombre_completo: nombre,
    correo,
    telefono: '+528441234567',
    carrera: 'Derecho',
    campus: 'Saltillo',
    tipo_beca: 'hermanos',
    motivo: 'Somos tres hermanos inscritos en el instituto y mi familia tiene un solo ingreso desde este año.',
    documentos: pdf('actas.pdf'),
  }
  return folioOf(await request.post(`${API_BASE_PATH}${API_PATHS.becaApplication}`, { multipart }))
}

/**
 * The newest message the SMTP server accepted for `to` whose subject contains `subject`, once it
 * arrives; with `since` (a count of messages received before), only a message that came after.
 */
export async function mailTo(sink: SmtpSink, to: string, subject: string, since = 0): Promise<ReceivedMail> {
  const find = () =>
    sink.received.slice(since).findLast((mail) => mail.envelopeTo.includes(to) && (mail.headers.get('subject') ?? '').includes(subject))
  await expect.poll(() => find() !== undefined, { message: `un correo a ${to} con «${subject}»`, timeout: 30_000 }).toBe(true)
  return find()!
}

export const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** A staff member of `roles` in this worker's server, signed in on `page`. */
export async function signedInStaff(page: Page, databaseFile: string, name: string, roles: readonly StaffRole[]) {
  const email = staffEmail(name.split(' ')[0]!.toLowerCase())
  await createStaffFromCli(email, name, roles, { databaseUrl: `file:${databaseFile}` })
  await signIn(page, email)
  return email
}

/** Opens a queue from the panel's menu and finds the item by the name it was sent with; opens it. */
export async function openFromQueue(page: Page, queue: StaffQueue, search: string, folio: string) {
  await openSection(page, STAFF_QUEUES[queue].label)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STAFF_QUEUES[queue].label)
  await unfoldFilters(page)
  await page.getByRole('searchbox', { name: QUEUE_FILTER_TEXT.q.label }).fill(search)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=`))
  await page.getByRole('link', { name: folio, exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(folio)
}

export const statusShown = (page: Page, queue: StaffQueue, status: string) =>
  expect(page.getByText(`Estado: ${queueStatusLabel(queue, status)}`, { exact: true })).toBeVisible()

/** Opens a move's form from its button, fills it and confirms; waits for the new status. */
export async function move(page: Page, queue: StaffQueue, action: string, to: string, fields: Readonly<Record<string, string>> = {}) {
  await page.getByRole('button', { name: action, exact: true }).click()
  const form = page.getByRole('form', { name: action })
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value)
  await form.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByRole('status')).toContainText(queueStatusLabel(queue, to))
  await statusShown(page, queue, to)
}

export const historyStep = (page: Page, title: string) => region(page, 'Historial').getByRole('listitem').filter({ hasText: title })

