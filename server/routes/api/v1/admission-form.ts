import type { FastifyPluginAsync } from 'fastify'
import { admissionFormSchema } from '#contracts/admission.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { recordAdmissionForm } from '#server/db/admission-forms.ts'
import { FOLIO_SERIES } from '#server/db/folios.ts'
import { registerFormSubmission, type FormEndpointOptions } from '#server/http/form-endpoint.ts'
import { admissionFormMails } from '#server/mail/notifications.ts'

/**
 * `POST /generar-ficha` (spec §7): an admission pre-registration, checked with the ficha's
 * schema (ten-digit telefono; level, campus and carrera one of the §3.1 combinations) and stored
 * under a `FICHA-…` folio with the applicant's and the admissions staff's e-mails. Errors and
 * honeypot: see `registerFormSubmission`.
 */
const admissionFormRoutes: FastifyPluginAsync<FormEndpointOptions> = async (app, options) => {
  registerFormSubmission(app, options, {
    path: API_PATHS.admissionForm,
    series: FOLIO_SERIES.admissionForm,
    schema: admissionFormSchema,
    logName: 'Ficha',
    store: (db, ficha, now) =>
      recordAdmissionForm(db, ficha, now, (folio) => admissionFormMails(options.mail, { folio, ficha, receivedAt: now })),
  })
}

export default admissionFormRoutes
