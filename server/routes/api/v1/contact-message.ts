import type { FastifyPluginAsync } from 'fastify'
import { API_PATHS } from '#contracts/api-paths.ts'
import { contactMessageSchema } from '#contracts/contact-message.ts'
import { registerFormSubmission, type FormEndpointOptions } from '#server/http/form-endpoint.ts'
import { contactMessages } from '#server/services/form-submissions.ts'

/**
 * `POST /enviar-mensaje` (spec §7): a contact message, stored with its staff e-mail under a
 * `MSG-…` folio. Errors and honeypot: see `registerFormSubmission`.
 */
const contactMessageRoutes: FastifyPluginAsync<FormEndpointOptions> = async (app, options) => {
  registerFormSubmission(app, options, {
    path: API_PATHS.contactMessage,
    schema: contactMessageSchema,
    logName: 'Mensaje de contacto',
    kind: contactMessages(options.mail),
  })
}

export default contactMessageRoutes
