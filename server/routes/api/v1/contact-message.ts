import type { FastifyPluginAsync } from 'fastify'
import { API_PATHS } from '#contracts/api-paths.ts'
import { contactMessageSchema } from '#contracts/contact-message.ts'
import { isHoneypotFilled } from '#contracts/form-fields.ts'
import { recordContactMessage } from '#server/db/contact-messages.ts'
import { FOLIO_SERIES, decoyFolio } from '#server/db/folios.ts'
import { acceptJsonOnly, formRouteOptions, type FormEndpointOptions } from '#server/http/form-endpoint.ts'
import { parseBody } from '#server/http/validation.ts'
import { contactMessageMails } from '#server/mail/notifications.ts'

/**
 * `POST /enviar-mensaje` (spec §7): a contact message. Stored with its staff e-mail in one
 * transaction, then `201 { ok: true, folio }`; the e-mail leaves through the outbox.
 * Errors: `400`, `413`, `415`, `422 { errors }`, `429` (DESIGN.md). A filled honeypot gets the
 * same `201` with a decoy folio, and nothing is stored or sent.
 */
const contactMessageRoutes: FastifyPluginAsync<FormEndpointOptions> = async (app, options) => {
  acceptJsonOnly(app)
  app.post(API_PATHS.contactMessage, formRouteOptions(options.rateLimit), async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const now = options.now()
    if (isHoneypotFilled(request.body)) {
      request.log.info('Honeypot lleno en el formulario de contacto: se descarta sin avisar')
      return reply.code(201).send({ ok: true, folio: decoyFolio(FOLIO_SERIES.contactMessage, now) })
    }
    const message = parseBody(contactMessageSchema, request.body)
    const folio = await recordContactMessage(app.db, message, now, (newFolio) =>
      contactMessageMails(options.mail, { folio: newFolio, message, receivedAt: now }),
    )
    request.log.info({ folio }, 'Mensaje de contacto guardado')
    app.outbox.wake()
    return reply.code(201).send({ ok: true, folio })
  })
}

export default contactMessageRoutes
