import type { FastifyPluginAsync } from 'fastify'
import { admissionFormSchema } from '#contracts/admission.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { registerFormSubmission, trackingLink, type FormEndpointOptions } from '#server/http/form-endpoint.ts'
import { admissionForms } from '#server/services/form-submissions.ts'

/**
 * `POST /generar-ficha` (spec §7): an admission pre-registration, checked with the ficha's
 * schema (ten-digit telefono; level, campus and carrera one of the §3.1 combinations) and stored
 * under a `FICHA-…` folio with the applicant's and the admissions staff's e-mails. Errors and
 * honeypot: see `registerFormSubmission`.
 */
const admissionFormRoutes: FastifyPluginAsync<FormEndpointOptions> = async (app, options) => {
  registerFormSubmission(app, options, {
    path: API_PATHS.admissionForm,
    schema: admissionFormSchema,
    logName: 'Ficha',
    kind: admissionForms(options.mail, trackingLink(options.publicBaseUrl)),
  })
}

export default admissionFormRoutes
