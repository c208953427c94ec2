import type { FastifyPluginAsync } from 'fastify'
import { admissionChoiceIssue, admissionFormSchema } from '#contracts/admission.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { registerFormSubmission, trackingLink, type FormEndpointOptions } from '#server/http/form-endpoint.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { admissionForms } from '#server/services/form-submissions.ts'

/**
 * `POST /generar-ficha` (spec §7): an admission pre-registration, checked with the ficha's
 * schema (ten-digit telefono), its level, campus and carrera against the published options (issue
 * 37: a carrera taken off a campus is refused under `carrera`), and stored
 * under a `FICHA-…` folio with the applicant's and the admissions staff's e-mails. Errors and
 * honeypot: see `registerFormSubmission`.
 */
const admissionFormRoutes: FastifyPluginAsync<FormEndpointOptions> = async (app, options) => {
  registerFormSubmission(app, options, {
    path: API_PATHS.admissionForm,
    schema: admissionFormSchema,
    logName: 'Ficha',
    kind: admissionForms(options.mail, trackingLink(options.publicBaseUrl)),
    checkPublished: async (ficha) => {
      const issue = admissionChoiceIssue(await databaseContentSource(app.db).record('opciones-ficha'), ficha)
      return issue && { [issue.field]: [issue.message] }
    },
  })
}

export default admissionFormRoutes
