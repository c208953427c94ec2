import { SMTPServer, type SMTPServerSession } from 'smtp-server'
import { parseRawMail, type ParsedMail } from '#tests/support/server/raw-mail.ts'

/** One message an SMTP server accepted. */
export interface ReceivedMail extends ParsedMail {
  readonly envelopeFrom: string
  readonly envelopeTo: readonly string[]
  readonly raw: string
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  readonly url: string
  readonly received: readonly ReceivedMail[]
  /** Every message the server was offered, accepted or refused. */
  readonly attempts: number
  /** Makes the server refuse (or accept again) every message it is offered. */
  refuse(refusing: boolean): void
  close(): Promise<void>
}

function envelopeOf(session: SMTPServerSession) {
  const from = session.envelope.mailFrom
  return {
    envelopeFrom: from === false ? '' : from.address,
    envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
  }
}

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package), for delivery tests.
 * While refusing, it answers every message with a temporary failure (451), as a mail server
 * that is down or overloaded does.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  let refusing = false
  let attempts = 0
  const server = new SMTPServer({
    // No TLS and no login on loopback: nodemailer then talks plain SMTP.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        attempts += 1
        if (refusing) {
          const error = Object.assign(new Error('Servidor ocupado, intenta más tarde'), { responseCode: 451 })
          callback(error)
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({ ...envelopeOf(session), raw, ...parseRawMail(raw) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return attempts
    },
    refuse(value) {
      refusing = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
