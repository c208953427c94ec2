import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { claimMessage, findDueMessageIds, markAttemptFailed, markSent, type ClaimedMessage, type OutboxMessage } from '#server/db/outbox.ts'
import type { Database } from '#server/db/schema.ts'
import type { OutgoingMail, SendMailResult } from '#server/mail/send-mail.ts'
import { attachmentsOf } from '#server/outbox/outbox-store.ts'
import type { UploadStore } from '#server/storage/upload-store.ts'

/** When and how often the outbox tries again. */
export interface RetryPolicy {
  /** How often the sender looks for due messages, besides being woken after each submission. */
  readonly pollIntervalMs: number
  /** How long a claimed message belongs to one sender; after that another may take it over. */
  readonly leaseMs: number
  /** The longest one delivery may take before it is cancelled (well inside the lease). */
  readonly sendTimeoutMs: number
  /** Attempts before a message is marked `failed` for good. */
  readonly maxAttempts: number
  /** The wait after the first failure; each later failure doubles it, up to `maxDelayMs`. */
  readonly baseDelayMs: number
  readonly maxDelayMs: number
  /** Messages claimed per query. */
  readonly batchSize: number
}

/**
 * 1, 2, 4, 8, 16, 32 minutes, then hourly: twenty attempts cover about fourteen hours of a
 * mail server being down before a message is given up (and kept, marked `failed`).
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  pollIntervalMs: 5_000,
  leaseMs: 5 * 60_000,
  sendTimeoutMs: 60_000,
  maxAttempts: 20,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  batchSize: 20,
}

// Keeps an SMTP server's long answer from bloating the row.
const LAST_ERROR_MAX_CHARS = 1_000

/**
 * Ours: each wait is shortened by up to this share of it, at random, so messages that failed
 * together (a mail server down for everyone) come back spread out instead of all at once.
 */
export const RETRY_JITTER = 0.25

/** A source of numbers in [0, 1), like `Math.random` (tests pass a fixed one). */
export type RandomSource = () => number

/**
 * The wait before the next attempt, after `attempts` failed ones: the backoff (1 → base, doubling
 * up to `maxDelayMs`), less a random part of up to {@link RETRY_JITTER} of it.
 */
export function retryDelayMs(attempts: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>, random: RandomSource): number {
  const exponent = Math.max(0, attempts - 1)
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30))
  return Math.round(backoff * (1 - RETRY_JITTER * random()))
}

export interface DeliveryReport {
  sent: number
  retried: number
  failed: number
}

export interface OutboxSender {
  /**
   * Delivers every message due now and resolves with what happened. Runs never overlap: a call
   * during a run waits for it and runs once more after it.
   */
  deliverDue(): Promise<DeliveryReport>
  /** Asks for a run now (after a submission was stored), once started. Never throws. */
  wake(): void
  /** Polls every `pollIntervalMs` until {@link OutboxSender.stop}. */
  start(): void
  /** Stops polling, cancels sends in flight (they are retried later) and waits for the run to end. */
  stop(): Promise<void>
}

export interface OutboxSenderOptions {
  readonly db: Kysely<Database>
  readonly send: (mail: OutgoingMail, signal: AbortSignal) => Promise<SendMailResult>
  /** The clock; tests drive it to reach retry times without waiting. */
  readonly now: () => Date
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  readonly policy?: Partial<RetryPolicy>
  /** Where attached files are read from: the store (STORAGE_DRIVER), so any host can attach them. */
  readonly attachments: Pick<UploadStore, 'attachment'>
  /** The jitter of the retry waits; `Math.random` when not given. */
  readonly random?: RandomSource
}

async function toOutgoingMail(message: OutboxMessage, files: OutboxSenderOptions['attachments']): Promise<OutgoingMail> {
  const attachments = []
  for (const attachment of attachmentsOf(message)) {
    const source = 'content' in attachment ? { content: Buffer.from(attachment.content, 'utf8') } : await files.attachment(attachment.file)
    attachments.push({ filename: attachment.filename, contentType: attachment.contentType, ...source })
  }
  return {
    from: message.sender,
    to: message.recipients.split(',').map((address) => address.trim()),
    replyTo: message.reply_to,
    subject: message.subject,
    text: message.text_body,
    html: message.html_body,
    messageId: message.message_id,
    date: new Date(message.created_at),
    fileName: `${message.source_folio}-${message.kind}-${message.id}.eml`,
    attachments,
  }
}

/**
 * Delivers the outbox. Safe with several processes on one database: each message is claimed
 * by one conditional UPDATE before it is sent, and settled only by the claim's holder. A
 * failure goes back to `pending` with exponential backoff; nothing is deleted. Delivery is
 * at least once: if a process dies after the server accepted a message but before recording
 * it, the message is sent again after the lease, with the same Message-ID so mail clients
 * can fold the two.
 */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, send, now, log } = options
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.policy }
  let current: Promise<DeliveryReport> | null = null
  let queued: Promise<DeliveryReport> | null = null
  let timer: NodeJS.Timeout | undefined
  let running = false
  const stopController = new AbortController()

  async function deliver(claim: ClaimedMessage, report: DeliveryReport): Promise<void> {
    const { message } = claim
    const signal = AbortSignal.any([stopController.signal, AbortSignal.timeout(policy.sendTimeoutMs)])
    // An attachment that cannot be read fails this attempt like a refused send: it is retried.
    const result = await toOutgoingMail(message, options.attachments).then(
      (mail) => send(mail, signal),
      (error: unknown): SendMailResult => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    )
    const context = { outboxId: message.id, folio: message.source_folio, kind: message.kind, attempt: message.attempts }
    if (result.ok) {
      if (await markSent(db, claim, now())) report.sent += 1
      log.info(context, 'Correo enviado')
      return
    }
    const error = result.error.slice(0, LAST_ERROR_MAX_CHARS)
    if (message.attempts >= policy.maxAttempts) {
      await markAttemptFailed(db, claim, error, null)
      report.failed += 1
      log.error({ ...context, error }, 'Correo no enviado tras el último intento: queda marcado como fallido')
      return
    }
    const retryAt = new Date(now().getTime() + retryDelayMs(message.attempts, policy, options.random ?? Math.random))
    await markAttemptFailed(db, claim, error, retryAt)
    report.retried += 1
    log.warn({ ...context, error, retryAt: retryAt.toISOString() }, 'Falló el envío de un correo: se reintentará')
  }

  async function runOnce(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 }
    for (;;) {
      if (stopController.signal.aborted) return report
      const ids = await findDueMessageIds(db, now(), policy.batchSize)
      for (const id of ids) {
        if (stopController.signal.aborted) return report
        const claim = await claimMessage(db, id, now(), policy.leaseMs)
        if (claim !== undefined) await deliver(claim, report)
      }
      // A full batch may have left more behind; a short one means the outbox is drained.
      if (ids.length < policy.batchSize) return report
    }
  }

  function deliverDue(): Promise<DeliveryReport> {
    if (current === null) {
      current = runOnce().finally(() => {
        current = null
      })
      return current
    }
    queued ??= current
      .catch(() => undefined)
      .then(() => {
        queued = null
        return deliverDue()
      })
    return queued
  }

  function runInBackground(): Promise<void> {
    return deliverDue().then(
      () => undefined,
      (err: unknown) => log.error({ err }, 'Falló una pasada del buzón de salida de correo'),
    )
  }

  function schedule(): void {
    if (!running) return
    timer = setTimeout(() => {
      void runInBackground().finally(schedule)
    }, policy.pollIntervalMs)
    timer.unref()
  }

  return {
    deliverDue,
    wake() {
      if (!running) return
      void runInBackground()
    },
    start() {
      if (running || stopController.signal.aborted) return
      running = true
      schedule()
    },
    async stop() {
      running = false
      clearTimeout(timer)
      stopController.abort()
      await Promise.allSettled([current, queued])
    },
  }
}
