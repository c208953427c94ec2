import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CERTIFICATE_API_PATHS } from '#contracts/api-paths.ts'
import { messageBodySchema } from '#contracts/api-responses.ts'
import { CERTIFICATE_MESSAGES, isCertificateFolio } from '#contracts/certificate.ts'
import {
  CERTIFICATE_PANEL_MESSAGES,
  certificateAnnulAnswerSchema,
  certificateAnnulSchema,
  certificateDetailSchema,
  certificateFiltersSchema,
  certificateImportAnswerSchema,
  certificateImportSchema,
  certificatePageSchema,
  QR_FORMATS,
} from '#contracts/certificates-panel.ts'
import { CERTIFICATE_IMPORT_MAX_BYTES } from '#contracts/limits.ts'
import { annulWithRecord } from '#server/certificates/annul-certificate.ts'
import { importAnswer, importCertificates, previewImport, type RegistryActor } from '#server/certificates/certificate-import.ts'
import { certificateDetail, listCertificates } from '#server/certificates/certificate-registry.ts'
import { CertificateImportError, parseCertificateFile, type ParsedImport } from '#server/certificates/import-file.ts'
import { qrImage, verificationUrl } from '#server/certificates/verification-qr.ts'
import { findCertificate } from '#server/db/certificates.ts'
import { ValidationError } from '#server/http/errors.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'

export interface CertificateRoutesOptions {
  readonly publicBaseUrl: string
  readonly now: () => Date
}

const config = { panelAccess: ['servicios-escolares'] } as const
const byFolio = z.object({ folio: z.string().refine(isCertificateFolio, { error: CERTIFICATE_MESSAGES.invalidFolio }) })
// The file's text travels inside JSON: every quote or backslash of it doubles in the body.
const IMPORT_BODY_LIMIT = 2 * CERTIFICATE_IMPORT_MAX_BYTES + 64 * 1024

/**
 * The certificate registry in the staff panel (issue 15), for `servicios-escolares` and admin:
 * search, a certificate's page, annulment, QR codes, and the import (a preview that writes
 * nothing, then the same file again to write). The command line shares every rule.
 */
const certificateRoutes: FastifyPluginAsync<CertificateRoutesOptions> = async (app, { publicBaseUrl, now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const notFound = { mensaje: CERTIFICATE_PANEL_MESSAGES.notFound }

  routes.get(CERTIFICATE_API_PATHS.list, { schema: { querystring: certificateFiltersSchema, response: { 200: certificatePageSchema } }, config }, (request) =>
    listCertificates(app.db, request.query),
  )

  routes.get(
    CERTIFICATE_API_PATHS.item(),
    { schema: { params: byFolio, response: { 200: certificateDetailSchema, 404: messageBodySchema } }, config },
    async (request, reply) => (await certificateDetail(app.db, request.params.folio)) ?? reply.code(404).send(notFound),
  )

  routes.post(
    CERTIFICATE_API_PATHS.annul(),
    { schema: { params: byFolio, body: certificateAnnulSchema, response: { 200: certificateAnnulAnswerSchema, 404: messageBodySchema, 409: messageBodySchema } }, config },
    async (request, reply) => {
      const staff = signedInStaff(request)
      const actor: RegistryActor = { id: staff.id, email: staff.email, ip: request.ip }
      const outcome = await annulWithRecord(app.db, request.params.folio, { actor, reason: request.body.motivo }, now())
      if (outcome === 'notFound') return reply.code(404).send(notFound)
      if (outcome === 'alreadyAnnulled') return reply.code(409).send({ mensaje: CERTIFICATE_PANEL_MESSAGES.alreadyAnnulled })
      return { estado: 'anulado' as const }
    },
  )

  routes.get(
    CERTIFICATE_API_PATHS.qr(),
    { schema: { params: byFolio.extend({ formato: z.enum(QR_FORMATS) }) }, config },
    async (request, reply) => {
      const found = await findCertificate(app.db, request.params.folio)
      if (found === undefined) return reply.code(404).send(notFound)
      const { formato } = request.params
      const image = await qrImage(verificationUrl(publicBaseUrl, found.certificate.Folio), formato)
      return reply
        .header('content-type', formato === 'svg' ? 'image/svg+xml' : 'image/png')
        .header('content-disposition', `attachment; filename="qr-${found.certificate.Folio}.${formato}"`)
        .send(image)
    },
  )

  /** The file's rows as the rules read them; a file they cannot read at all is invalid `contenido` (422). */
  const parse = (body: { nombre: string; contenido: string }): ParsedImport => {
    try {
      return parseCertificateFile(body.nombre, body.contenido)
    } catch (error) {
      if (error instanceof CertificateImportError) throw new ValidationError({ contenido: [error.message] })
      throw error
    }
  }
  const importSchema = { body: certificateImportSchema, response: { 200: certificateImportAnswerSchema } }

  routes.post(CERTIFICATE_API_PATHS.importPreview, { schema: importSchema, bodyLimit: IMPORT_BODY_LIMIT, config }, (request) =>
    previewImport(app.db, parse(request.body)),
  )

  routes.post(CERTIFICATE_API_PATHS.importConfirm, { schema: importSchema, bodyLimit: IMPORT_BODY_LIMIT, config }, async (request) => {
    const parsed = parse(request.body)
    const staff = signedInStaff(request)
    const actor: RegistryActor = { id: staff.id, email: staff.email, ip: request.ip }
    const outcomes = await importCertificates(app.db, parsed, { file: request.body.nombre, actor }, now())
    return importAnswer(parsed, outcomes, true)
  })
}

export default certificateRoutes
