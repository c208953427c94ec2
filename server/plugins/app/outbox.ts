import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import type { MailConfig } from '#server/config/env.ts'
import { createMailer, type Mailer } from '#server/mail/send-mail.ts'
import { createOutboxSender, type OutboxSender, type RandomSource, type RetryPolicy } from '#server/outbox/outbox-sender.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox's sender: routes `wake()` it after storing a submission. */
    outbox: OutboxSender
  }
}

/** Test seams of the outbox. */
export interface OutboxOverrides {
  /** `false` leaves the sender idle: the test calls `app.outbox.deliverDue()` itself. */
  readonly autoStart?: boolean
  readonly policy?: Partial<RetryPolicy>
  /** Another transport than the one `SMTP_URL` names. */
  readonly mailer?: Mailer
  /** The retry waits' jitter (a fixed one makes them predictable). */
  readonly random?: RandomSource
}

export interface OutboxPluginOptions extends OutboxOverrides {
  readonly mail: MailConfig
  readonly now: () => Date
}

const outboxPlugin: FastifyPluginAsync<OutboxPluginOptions> = async (app, options) => {
  const mailer = options.mailer ?? createMailer(options.mail)
  const sender = createOutboxSender({
    db: app.db,
    send: (mail, signal) => mailer.sendMail(mail, signal),
    now: options.now,
    log: app.log.child({ module: 'outbox' }),
    policy: options.policy,
    attachments: app.uploads,
    random: options.random,
  })
  app.decorate('outbox', sender)
  if (options.autoStart !== false) {
    app.addHook('onReady', async () => {
      app.log.info({ transport: mailer.transport }, 'Buzón de salida de correo en marcha')
      sender.start()
      // Messages left by a previous run (a restart, a mail server that was down) go out now.
      sender.wake()
    })
  }
  // Registered after the db plugin, so it runs before the database closes.
  app.addHook('onClose', async () => {
    await sender.stop()
    mailer.close()
  })
}

/**
 * The e-mail outbox: a mailer from `SMTP_URL` (or `.eml` files in `OUTBOX_DIR`) and a sender
 * that polls the outbox table from start until close, retrying with backoff.
 */
export default fp(outboxPlugin, { name: 'outbox', fastify: '5.x', dependencies: ['db', 'storage'] })
