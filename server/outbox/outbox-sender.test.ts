import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import type { OutgoingMail } from '#server/mail/send-mail.ts'
import { createOutboxSender, retryDelayMs, DEFAULT_RETRY_POLICY } from '#server/outbox/outbox-sender.ts'
import { claimMessage, markSent } from '#server/db/outbox.ts'
import { enqueueMails } from '#server/outbox/outbox-store.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { parseRawMail } from '#tests/support/server/raw-mail.ts'
import { startSmtpSink, type SmtpSink } from '#tests/support/server/smtp-sink.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const contact = { nombre: 'Ana', correo: 'ana@example.com', contenido: 'Hola' }
const ficha = {
  apellido_paterno: 'García',
  apellido_materno: 'López',
  nombres: 'Ana',
  correo_electronico: 'ana@example.com',
  telefono: '8711234567',
  nivel_estudio: 'preparatoria',
  campus: 'Torreon Zaragoza Sur',
  carrera: 'Preparatoria Bachillerato General',
}
const silentLog = { info: () => {}, warn: () => {}, error: () => {} }
const MINUTE_MS = 60_000

let current: FormApp | undefined
let sink: SmtpSink | undefined

afterEach(async () => {
  await current?.app.close()
  await sink?.close()
  current = undefined
  sink = undefined
})

function outboxRows(form: FormApp) {
  return form.db
    .selectFrom('outbox_messages')
    .select(['id', 'kind', 'status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'])
    .orderBy('kind')
    .execute()
}

describe('retry delays', () => {
  it('doubles from one minute and stays at one hour', () => {
    const delays = Array.from({ length: 9 }, (_, index) => retryDelayMs(index + 1, DEFAULT_RETRY_POLICY, () => 0) / MINUTE_MS)
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60])
  })

  it('spreads each wait up to a quarter below its backoff by the random source, never past the cap', () => {
    expect(retryDelayMs(1, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(52_500)
    expect(retryDelayMs(2, DEFAULT_RETRY_POLICY, () => 0.2)).toBe(114_000)
    const nearlyOne = retryDelayMs(12, DEFAULT_RETRY_POLICY, () => 0.999_999)
    expect(nearlyOne).toBeGreaterThan(45 * MINUTE_MS)
    expect(nearlyOne).toBeLessThanOrEqual(60 * MINUTE_MS)
  })
})

describeOnEachDatabase('e-mail outbox', (fixture) => {
  it('keeps the submission when the SMTP server refuses, retries with backoff, and delivers each message once', async () => {
    sink = await startSmtpSink()
    sink.refuse(true)
    const clock = testClock('2026-06-01T15:00:00Z')
    current = await startFormApp(fixture, { env: { SMTP_URL: sink.url }, clock, outbox: { random: () => 0 } })

    const response = await postJson(current.app, API_PATHS.admissionForm, ficha)
    expect(response.statusCode).toBe(201)
    const { folio } = response.json<{ folio: string }>()

    // First attempt: refused. The ficha is stored; both messages wait a minute.
    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 2, failed: 0 })
    expect(sink.attempts).toBe(2)
    expect(await current.db.selectFrom('admission_forms').select('folio').execute()).toEqual([{ folio }])
    const afterFirst = await outboxRows(current)
    expect(afterFirst.map((row) => [row.status, row.attempts, row.next_attempt_at])).toEqual([
      ['pending', 1, '2026-06-01T15:01:00.000Z'],
      ['pending', 1, '2026-06-01T15:01:00.000Z'],
    ])
    expect(afterFirst[0]?.last_error).toContain('451')

    // Not due yet: nothing is tried.
    clock.advance(MINUTE_MS - 1)
    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(sink.attempts).toBe(2)

    // Second attempt, still refused: the wait doubles.
    clock.advance(1)
    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 2, failed: 0 })
    expect((await outboxRows(current)).map((row) => row.next_attempt_at)).toEqual([
      '2026-06-01T15:03:00.000Z',
      '2026-06-01T15:03:00.000Z',
    ])

    // The server is back: third attempt delivers, once.
    sink.refuse(false)
    clock.advance(2 * MINUTE_MS)
    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 })
    clock.advance(24 * 60 * MINUTE_MS)
    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })

    expect(sink.attempts).toBe(6)
    expect(sink.received).toHaveLength(2)
    expect(sink.received.map((mail) => mail.headers.get('subject')).sort()).toEqual(
      [`Nueva ficha ${folio}: Preparatoria, Torreón Zaragoza Sur`, `Tu ficha de inscripción ${folio}`].sort(),
    )
    expect((await outboxRows(current)).map((row) => [row.status, row.attempts, row.sent_at])).toEqual([
      ['sent', 3, '2026-06-01T15:03:00.000Z'],
      ['sent', 3, '2026-06-01T15:03:00.000Z'],
    ])
  })

  it('spreads the retries of messages that failed together, so they do not all come back at the same instant', async () => {
    sink = await startSmtpSink()
    sink.refuse(true)
    const clock = testClock('2026-06-01T15:00:00Z')
    const draws = [0, 0.5]
    current = await startFormApp(fixture, { env: { SMTP_URL: sink.url }, clock, outbox: { random: () => draws.shift() ?? 0 } })
    await postJson(current.app, API_PATHS.admissionForm, ficha)

    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 2, failed: 0 })
    const retries = (await outboxRows(current)).map((row) => row.next_attempt_at).sort()
    expect(retries).toEqual(['2026-06-01T15:00:52.500Z', '2026-06-01T15:01:00.000Z'])
  })

  it('gives up after the last attempt and keeps the message, marked failed', async () => {
    sink = await startSmtpSink()
    sink.refuse(true)
    const clock = testClock('2026-06-01T15:00:00Z')
    current = await startFormApp(fixture, { env: { SMTP_URL: sink.url }, clock, outbox: { policy: { maxAttempts: 2 } } })
    await postJson(current.app, API_PATHS.contactMessage, contact)

    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
    clock.advance(MINUTE_MS)
    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 })
    clock.advance(24 * 60 * MINUTE_MS)
    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect((await outboxRows(current)).map((row) => [row.status, row.attempts])).toEqual([['failed', 2]])
    expect(await current.db.selectFrom('contact_messages').select('nombre').execute()).toEqual([{ nombre: 'Ana' }])
  })

  it('never sends a message twice when two senders (two processes) work the same outbox', async () => {
    current = await startFormApp(fixture)
    for (let index = 0; index < 6; index += 1) await postJson(current.app, API_PATHS.contactMessage, contact)
    const secondHandle = fixture.open(current.databaseConfig)
    const sent: string[] = []
    // A send that yields, so the two senders interleave.
    const send = async (mail: OutgoingMail) => {
      await new Promise((resolve) => setImmediate(resolve))
      sent.push(mail.messageId)
      return { ok: true } as const
    }
    const senders = [current.db, secondHandle.db].map((db) =>
      createOutboxSender({ db, send, now: () => new Date(), log: silentLog, policy: { batchSize: 2 }, attachments: current!.app.uploads }),
    )
    const reports = await Promise.all(senders.map((sender) => sender.deliverDue()))

    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(6)
    expect(sent).toHaveLength(6)
    expect(new Set(sent).size).toBe(6)
    expect((await outboxRows(current)).every((row) => row.status === 'sent')).toBe(true)
  })

  it('takes over a message whose sender died mid-send once its lease ends, and the late sender cannot settle it', async () => {
    const clock = testClock('2026-06-01T15:00:00Z')
    current = await startFormApp(fixture, { clock })
    await postJson(current.app, API_PATHS.contactMessage, contact)
    const [row] = await outboxRows(current)
    // A sender claims it and never comes back.
    const lost = await claimMessage(current.db, row!.id, clock.now(), DEFAULT_RETRY_POLICY.leaseMs)
    expect(lost).toBeDefined()

    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    clock.advance(DEFAULT_RETRY_POLICY.leaseMs)
    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await markSent(current.db, lost!, clock.now())).toBe(false)
    expect((await outboxRows(current)).map((message) => [message.status, message.attempts])).toEqual([['sent', 2]])
  })

  it('with no SMTP server, writes each message as a real .eml file as soon as the submission is stored', async () => {
    current = await startFormApp(fixture, { outbox: { autoStart: true } })
    const { folio } = (await postJson(current.app, API_PATHS.admissionForm, ficha)).json<{ folio: string }>()

    const outboxDir = current.outboxDir
    await vi.waitFor(() => expect(readdirSync(outboxDir).filter((name) => name.endsWith('.eml'))).toHaveLength(2), {
      timeout: 5_000,
      interval: 20,
    })
    const files = readdirSync(outboxDir).sort()
    expect(files.every((name) => name.startsWith(`${folio}-admission-`))).toBe(true)
    const applicant = parseRawMail(readFileSync(join(outboxDir, files[0]!), 'utf8'))
    expect(applicant.headers.get('to')).toBe('ana@example.com')
    expect(applicant.headers.get('subject')).toBe(`Tu ficha de inscripción ${folio}`)
    expect(applicant.headers.get('message-id')).toMatch(/^<[\w-]+@instituto-ejemplo\.edu\.mx>$/)
    expect(applicant.text).toContain(`Folio: ${folio}`)
  })

  it('stops on close: the app closes while the sender is polling, and the sender sends nothing after', async () => {
    const warnings: string[] = []
    const logStream = { write: (line: string) => ((JSON.parse(line) as { level: number }).level >= 40 ? warnings.push(line) : undefined) }
    const { app, db } = await startFormApp(fixture, { outbox: { autoStart: true, policy: { pollIntervalMs: 5 } }, logStream })
    expect((await postJson(app, API_PATHS.contactMessage, contact)).statusCode).toBe(201)
    await app.close()
    const late = { kind: 'contact-staff', sender: 'sitio@example.com', recipients: ['staff@example.com'], subject: 'Tarde', text: 'x', html: '<p>x</p>' }
    const [id] = await db.transaction().execute((trx) => enqueueMails(trx, 'MSG-LATE', [late], new Date()))
    expect(await app.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(await db.selectFrom('outbox_messages').select('status').where('id', '=', id!).executeTakeFirst()).toEqual({ status: 'pending' })
    expect(warnings).toEqual([])
  })
})
