import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { MailConfig } from '#server/config/env.ts'

/** One e-mail, ready to hand to the transport. */
export interface OutgoingMail {
  readonly from: string
  readonly to: readonly string[]
  readonly replyTo?: string | null
  readonly subject: string
  readonly text: string
  readonly html: string
  /** The Message-ID header, `<id@domain>`: the same on every attempt. */
  readonly messageId: string
  /** The Date header: when the submission was made. */
  readonly date: Date
  /**
   * Names the `.eml` file when there is no SMTP server. Stable per message, so writing it
   * again overwrites instead of duplicating.
   */
  readonly fileName: string
  /** Files attached: read from disk while sending (local storage), or their bytes (database storage). */
  readonly attachments?: readonly MailAttachment[]
}

/** A file attached to a message: the absolute path of a file, or its bytes. */
export type MailAttachment = { readonly filename: string; readonly contentType: string } & ({ readonly path: string } | { readonly content: Buffer })

/** STYLE §5: sending never throws; it says whether the message went out. */
export type SendMailResult = { ok: true } | { ok: false; error: string }

export interface Mailer {
  /** Where messages go: an SMTP server, or `.eml` files in the outbox folder. */
  readonly transport: 'smtp' | 'eml'
  /** Sends one message. `signal` cancels it (the result is then a failure to retry later). */
  sendMail(mail: OutgoingMail, signal?: AbortSignal): Promise<SendMailResult>
  /** Closes the transport's connections. */
  close(): void
}

/** How long an SMTP server may take to accept the connection, greet, and answer each step. */
export const SMTP_CONNECTION_TIMEOUT_MS = 15_000
export const SMTP_GREETING_TIMEOUT_MS = 15_000
export const SMTP_SOCKET_TIMEOUT_MS = 30_000

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const details = error as Error & { code?: unknown; responseCode?: unknown; response?: unknown }
  const parts = [error.message]
  if (typeof details.code === 'string') parts.push(`code ${details.code}`)
  if (typeof details.responseCode === 'number') parts.push(`SMTP ${details.responseCode}`)
  return parts.join(' · ')
}

function messageOptions(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: [...mail.to],
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
    attachments: mail.attachments?.map((attachment) => ({ ...attachment })),
  }
}

function smtpMailer(smtpUrl: string): Mailer {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  })
  return {
    transport: 'smtp',
    async sendMail(mail, signal) {
      try {
        await transporter.sendMail({ ...messageOptions(mail), signal })
        return { ok: true }
      } catch (error) {
        return { ok: false, error: describeError(error) }
      }
    },
    close: () => transporter.close(),
  }
}

// Only the characters a file name can safely hold on every system.
function safeFileName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_')
}

function emlMailer(outboxDir: string): Mailer {
  // Real messages, exactly as they would travel (headers, MIME parts, CRLF line ends).
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    transport: 'eml',
    async sendMail(mail, signal) {
      try {
        signal?.throwIfAborted()
        const info = await transporter.sendMail(messageOptions(mail))
        await mkdir(outboxDir, { recursive: true })
        const target = join(outboxDir, safeFileName(mail.fileName))
        // Written aside and renamed, so whoever reads the folder never sees half a message.
        const partial = `${target}.partial`
        await writeFile(partial, info.message)
        await rename(partial, target)
        return { ok: true }
      } catch (error) {
        return { ok: false, error: describeError(error) }
      }
    },
    close: () => transporter.close(),
  }
}

/**
 * The mail transport the configuration asks for: SMTP when `SMTP_URL` is set, otherwise one
 * `.eml` file per message in `OUTBOX_DIR` (development and tests work offline, and every
 * message can be opened in a mail client).
 */
export function createMailer(config: Pick<MailConfig, 'smtpUrl' | 'outboxDir'>): Mailer {
  return config.smtpUrl === null ? emlMailer(config.outboxDir) : smtpMailer(config.smtpUrl)
}
