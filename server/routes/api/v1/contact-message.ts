import type { FastifyPluginAsync } from 'fastify'
import { API_PATHS } from '#contracts/api-paths.ts'
import { contactMessageSchema } from '#contracts/contact-message.ts'
import { recordContactMessage } from '#server/db/contact-messages.ts'
import { FOLIO_SERIES } from '#server/db/folios.ts'
import { registerFormSubmission, type FormEndpointOptions } from '#server/http/form-endpoint.ts'
import { contactMessageMails } from '#server/mail/notifications.ts'

/**
 * `POST /enviar-mensaje` (spec §7): a contact message, stored with its staff e-mail under a
 * `MSG-…` folio. Errors and honeypot: see `registerFormSubmission`.
 */
const contactMessageRoutes: FastifyPluginAsync<FormEndpointOptions> = async (app, options) => {
  registerFormSubmission(app, options, {
    path: API_PATHS.contactMessage,
    series: FOLIO_SERIES.contactMessage,
    schema: contactMessageSchema,
    logName: 'Mensaje de contacto',
    store: (db, message, now) =>
      recordContactMessage(db, message, now, (folio) => contactMessageMails(options.mail, { folio, message, receivedAt: now })),
  })
}

export default contactMessageRoutes
