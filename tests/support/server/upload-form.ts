import { readdirSync } from 'node:fs'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterEach } from 'vitest'
import { startFormApp, type FormApp, type FormAppOptions } from '#tests/support/server/form-app.ts'
import { multipartBody, type FilePart } from '#tests/support/server/multipart.ts'
import { startSmtpSink, type SmtpSink } from '#tests/support/server/smtp-sink.ts'

type FormAppFixture = Parameters<typeof startFormApp>[0]

/** What the tests of one multipart form endpoint share. */
export interface UploadFormTests {
  /** The app, closed after the test. */
  startApp(fixture: FormAppFixture, options?: FormAppOptions): Promise<FormApp>
  /** An SMTP sink, closed after the test. */
  startSink(): Promise<SmtpSink>
  /** POSTs the fields and files as one multipart body to the endpoint. */
  post(app: FastifyInstance, textFields: Record<string, string>, files?: FilePart[]): Promise<LightMyRequestResponse>
  /** What is left in UPLOAD_DIR (the folder may not exist yet). */
  storedFiles(form: FormApp): string[]
}

/**
 * For the tests of the multipart form at `urlPath` (e.g. `/api/v1/solicitar-beca`); call it at the
 * top of the test file: it closes what each test started once the test is done.
 */
export function uploadFormTests(urlPath: string): UploadFormTests {
  let apps: FormApp[] = []
  let sinks: SmtpSink[] = []
  afterEach(async () => {
    for (const form of apps) await form.app.close()
    for (const sink of sinks) await sink.close()
    apps = []
    sinks = []
  })
  return {
    async startApp(fixture, options) {
      const form = await startFormApp(fixture, options)
      apps.push(form)
      return form
    },
    async startSink() {
      const sink = await startSmtpSink()
      sinks.push(sink)
      return sink
    },
    post(app, textFields, files = []) {
      const body = multipartBody(textFields, files)
      return app.inject({ method: 'POST', url: urlPath, payload: body.payload, headers: { 'content-type': body.contentType } })
    },
    storedFiles(form) {
      try {
        return readdirSync(form.uploadDir).sort()
      } catch {
        return []
      }
    },
  }
}
