import type { FastifyPluginAsync } from 'fastify'
import { admissionFormSchema } from '#contracts/admission.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { isHoneypotFilled } from '#contracts/form-fields.ts'
import { recordAdmissionForm } from '#server/db/admission-forms.ts'
import { FOLIO_SERIES, decoyFolio } from '#server/db/folios.ts'
import { acceptJsonOnly, formRouteOptions, type FormEndpointOptions } from '#server/http/form-endpoint.ts'
import { parseBody } from '#server/http/validation.ts'
import { admissionFormMails } from '#server/mail/notifications.ts'

/**
 * `POST /generar-ficha` (spec §7): an admission pre-registration. Checked with the ficha's
 * schema (ten-digit telefono; level, campus and carrera one of the §3.1 combinations), stored
 * under a `FICHA-…` folio with the applicant's and the admissions staff's e-mails in one
 * transaction, then `201 { ok: true, folio }`. Errors and honeypot as for the contact message.
 */
const admissionFormRoutes: FastifyPluginAsync<FormEndpointOptions> = async (app, options) => {
  acceptJsonOnly(app)
  app.post(API_PATHS.admissionForm, formRouteOptions(options.rateLimit), async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const now = options.now()
    if (isHoneypotFilled(request.body)) {
      request.log.info('Honeypot lleno en la ficha: se descarta sin avisar')
      return reply.code(201).send({ ok: true, folio: decoyFolio(FOLIO_SERIES.admissionForm, now) })
    }
    const ficha = parseBody(admissionFormSchema, request.body)
    const folio = await recordAdmissionForm(app.db, ficha, now, (newFolio) =>
      admissionFormMails(options.mail, { folio: newFolio, ficha, receivedAt: now }),
    )
    request.log.info({ folio }, 'Ficha guardada')
    app.outbox.wake()
    return reply.code(201).send({ ok: true, folio })
  })
}

export default admissionFormRoutes
