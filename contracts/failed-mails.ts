import { z } from '#contracts/zod.ts'
import { STAFF_QUEUE_KEYS } from '#contracts/queues.ts'

/*
 * Issue 16: e-mails the outbox gave up on (`failed` after its last attempt) are shown to staff,
 * who may send one again: the admin's home lists them, an item's page offers «Reintentar».
 */

/** Ours: how many failed e-mails the admin's home lists (the newest; the count covers them all). */
export const FAILED_MAILS_SHOWN = 20

/** One e-mail that was not sent. `cola` is null for a message of no queue item (a staff invitation). */
export const failedMailSchema = z.object({
  id: z.string(),
  folio: z.string(),
  cola: z.nullable(z.enum(STAFF_QUEUE_KEYS)),
  asunto: z.string(),
  para: z.string(),
  error: z.nullable(z.string()),
  creado: z.string(),
})
export type FailedMail = z.output<typeof failedMailSchema>

/** `GET /panel/correos/fallidos` (admin): how many e-mails failed, and the newest {@link FAILED_MAILS_SHOWN}. */
export const failedMailsSchema = z.object({ total: z.number(), correos: z.array(failedMailSchema) })
export type FailedMails = z.output<typeof failedMailsSchema>

/** `POST …/correos/:correo/reintento`: the e-mail waits again for an immediate attempt. */
export const mailRetryAnswerSchema = z.object({ estado: z.literal('pendiente') })

export const MAIL_RETRY_MESSAGES = {
  notFound: 'Ese correo no existe en este folio.',
  notFailed: 'Ese correo ya no está marcado como fallido: recarga la página para ver su estado.',
} as const
