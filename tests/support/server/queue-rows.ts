import type { Kysely, Updateable } from 'kysely'
import type { AdmissionForm } from '#contracts/admission.ts'
import type { BecaApplication } from '#contracts/beca-application.ts'
import { insertBecaApplication, type StoredBecaDocument } from '#server/db/beca-applications.ts'
import type { ContactMessage } from '#contracts/contact-message.ts'
import type { DocumentRequest } from '#contracts/document-request.ts'
import { insertAdmissionForm } from '#server/db/admission-forms.ts'
import { insertContactMessage } from '#server/db/contact-messages.ts'
import { insertDocumentRequest, type StoredReceipt } from '#server/db/document-requests.ts'
import type { AdmissionFormsTable, BecaApplicationsTable, ContactMessagesTable, Database, DocumentRequestsTable } from '#server/db/schema.ts'

/*
 * Queue items written straight into the database, as the public forms store them, at a chosen
 * instant and then moved to a chosen state (what the write side would have done).
 */

/** A valid submission of each public form, as a person would send it (its fields only: no visit's origin). */
export const CONTACT: Omit<ContactMessage, 'origen'> = { nombre: 'Ana Pérez', correo: 'ana@example.com', telefono: '871 123 4567', contenido: 'Quisiera informes.' }

export const FICHA: Omit<AdmissionForm, 'origen'> = {
  apellido_paterno: 'Núñez',
  apellido_materno: 'López',
  nombres: 'José',
  correo_electronico: 'jose@example.com',
  telefono: '8711234567',
  nivel_estudio: 'licenciatura',
  campus: 'Torreon',
  carrera: 'Derecho',
}

export const DOCUMENT: DocumentRequest = {
  nombre_completo: 'María Fernanda Ruiz',
  correo: 'maria@example.com',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Constancia de estudios',
}

export async function seedContactMessage(
  db: Kysely<Database>,
  folio: string,
  at: string,
  fields: Partial<ContactMessage> = {},
  state: Updateable<ContactMessagesTable> = {},
): Promise<void> {
  await insertContactMessage(db, folio, { ...CONTACT, ...fields }, new Date(at))
  if (Object.keys(state).length > 0) await db.updateTable('contact_messages').set(state).where('folio', '=', folio).execute()
}

export async function seedFicha(
  db: Kysely<Database>,
  folio: string,
  at: string,
  fields: Partial<AdmissionForm> = {},
  state: Updateable<AdmissionFormsTable> = {},
): Promise<void> {
  await insertAdmissionForm(db, folio, { ...FICHA, ...fields }, new Date(at))
  if (Object.keys(state).length > 0) await db.updateTable('admission_forms').set(state).where('folio', '=', folio).execute()
}

export async function seedDocumentRequest(
  db: Kysely<Database>,
  folio: string,
  at: string,
  fields: Partial<DocumentRequest> = {},
  state: Updateable<DocumentRequestsTable> = {},
  receiptAs: Partial<StoredReceipt> = {},
): Promise<void> {
  const receipt = { storedName: `${folio}.pdf`, originalName: 'pago.pdf', bytes: 2048, mime: 'application/pdf', ...receiptAs }
  await insertDocumentRequest(db, folio, { request: { ...DOCUMENT, ...fields }, priceMxn: 150, receipt }, new Date(at))
  if (Object.keys(state).length > 0) await db.updateTable('document_requests').set(state).where('folio', '=', folio).execute()
}

/** Issue 39: a beca application, as the form stores it. */
export const BECA: BecaApplication = {
  nombre_completo: 'Ana Sofía Treviño Garza',
  correo: 'ana.trevino@example.com',
  telefono: '+528441234567',
  carrera: 'Derecho',
  campus: 'Saltillo',
  tipo_beca: 'academica',
  motivo: 'Mi familia tiene un solo ingreso y quiero estudiar Derecho sin dejar de trabajar por las tardes.',
}

/** A beca application with one supporting document (its file `<folio>-1.pdf`, not written), decided by `respondBy`. */
export async function seedBecaApplication(
  db: Kysely<Database>,
  folio: string,
  at: string,
  fields: Partial<BecaApplication> = {},
  state: Updateable<BecaApplicationsTable> = {},
  documentAs: Partial<StoredBecaDocument> = {},
): Promise<void> {
  const document = { id: `${folio}-doc-1`, storedName: `${folio}-1.pdf`, originalName: 'boleta.pdf', bytes: 2048, mime: 'application/pdf', ...documentAs }
  const record = { application: { ...BECA, ...fields }, becaName: 'Beca académica', respondBy: at.slice(0, 10), documents: [document] }
  await insertBecaApplication(db, folio, record, new Date(at))
  if (Object.keys(state).length > 0) await db.updateTable('beca_applications').set(state).where('folio', '=', folio).execute()
}
