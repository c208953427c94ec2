import { maxHeaderSize } from 'node:http'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { executableBytes, multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { BECA, CONTACT, DOCUMENT, FICHA } from '#tests/support/server/queue-rows.ts'
import { docxBomb, docxBytes, msiLikeBytes, pdfThenHtml, wordDocBytes } from '#tests/support/server/upload-samples.ts'

/*
 * Generators of malformed and hostile requests for the fuzz test (issue 16): what an attacker or
 * a broken client sends, aimed at one registered route at a time. Each request is built from a
 * route's method and URL pattern; a share of them start from a valid body and spoil one field,
 * so they reach validation, storage and mail rather than stopping at the first check.
 */

/** A registered route: its method and URL pattern (`/api/v1/…/:folio`). */
export interface RouteUnderTest {
  readonly method: string
  readonly url: string
}

/** What the generators may use that only the running app knows. */
export interface HostileContext {
  /** Path parameter values that exist (seeded folios, a staff id, a certificate folio, a file id). */
  readonly knownParams: readonly string[]
  /** The site's own origin (PUBLIC_BASE_URL). */
  readonly ownOrigin: string
}

/** Stands for the live staff session's `cookie` header: the sender puts the session of its moment in its place. */
export const LIVE_SESSION = 'sesión viva'

/** Text no field should let through, or that has broken parsers before. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Efdp.exe',
  '\u2066x\u2069',
  '\u0007\u001b[31m',
  '\r\n\r\nX-Inyectado: 1',
  '\uD800',
  '\uFEFF',
  "' OR 1=1 --",
  '"; DROP TABLE contact_messages; --',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'https://evil.example/recibo',
  'ana@evil.example',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'Ñandú Güémez O’Brien',
  '😀'.repeat(300),
  'A'.repeat(70_000),
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
] as const

/** Field names of every body the API reads, plus keys that have hurt JavaScript servers. */
const FIELD_NAMES = [
  'nombre',
  'correo',
  'telefono',
  'contenido',
  'apellido_paterno',
  'apellido_materno',
  'nombres',
  'correo_electronico',
  'nivel_estudio',
  'campus',
  'carrera',
  'nombre_completo',
  'nivel_estudios',
  'especificaciones',
  'website',
  'folio',
  'codigo',
  'email',
  'contrasena',
  'token',
  'actual',
  'nueva',
  'roles',
  'activo',
  'estado',
  'version',
  'nota',
  'motivo',
  'respuesta',
  'responsable',
  'cita',
  'contenido',
  'pagina',
  'persona',
  'accion',
  'desde',
  'hasta',
  'q',
  '__proto__',
  'constructor',
  'prototype',
] as const

/** Values that are right somewhere, so spoiled bodies still get past the first checks. */
const PLAUSIBLE_VALUES: readonly unknown[] = [
  1,
  2,
  0,
  'contactada',
  'cerrado',
  'pago-validado',
  'entregada',
  'descartada',
  'admin',
  ['contacto'],
  ['admin', 'noexiste'],
  'ana.garcia@example.com',
  'Ana Sofía García López',
  '8711234567',
  'licenciatura',
  'Torreon',
  'Derecho',
  'lic-derecho',
  'Constancia de estudios',
  '2026-03-02',
  '2026-03-02T10:00',
  '123456',
  'PRUEBA-1',
]

/** One valid body per public form: the start of the spoiled ones. */
export const VALID_PUBLIC_BODIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/api/v1/enviar-mensaje': { ...CONTACT },
  '/api/v1/generar-ficha': { ...FICHA },
  '/api/v1/servicios-documentos': { ...DOCUMENT },
  // Issue 39: the seed's «hermanos» beca has no deadline, so the body stays valid whatever the day.
  '/api/v1/solicitar-beca': { ...BECA, tipo_beca: 'hermanos' },
  '/api/v1/seguimiento/codigo': { folio: 'PRUEBA-1', correo: FICHA.correo_electronico },
  '/api/v1/seguimiento': { folio: 'PRUEBA-1', correo: FICHA.correo_electronico, codigo: '123456' },
}

/** The fields of the multipart routes, their file field first. */
const MULTIPART_ROUTES: Readonly<Record<string, { readonly fileField: string; readonly fields: Readonly<Record<string, string>> }>> = {
  'POST /api/v1/servicios-documentos': { fileField: 'comprobante_pago', fields: VALID_PUBLIC_BODIES['/api/v1/servicios-documentos'] ?? {} },
  'POST /api/v1/panel/colas/documentos/:folio/entrega': { fileField: 'archivos', fields: { version: '1' } },
  'POST /api/v1/solicitar-beca': { fileField: 'documentos', fields: VALID_PUBLIC_BODIES['/api/v1/solicitar-beca'] ?? {} },
}

/** Percent-encodes any text, lone surrogates included (as their UTF-8 replacement), unlike encodeURIComponent. */
function percentEncoded(text: string): string {
  return Array.from(Buffer.from(text), (byte) => (/[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('')
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const nastyText = fc.constantFrom(...NASTY_TEXT)

/** `arbitrary`'s value about once in `times` draws, else undefined (fc.option's `freq` counts the other way). */
function onceIn<Value>(times: number, arbitrary: fc.Arbitrary<Value>): fc.Arbitrary<Value | undefined> {
  return fc.oneof({ weight: times - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary })
}

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(nastyText, fc.string({ maxLength: 20 }), nastyText).map((parts) => parts.join('')) },
)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE_VALUES) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String)) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.letrec((tie) => ({ deep: fc.oneof({ depthSize: 'small' }, fc.constant('x'), fc.array(tie('deep'), { maxLength: 2 })) })).deep },
)

const hostileObject: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 8 })

/** A valid body with some of its fields spoiled, dropped or joined by an unknown one. */
function spoiled(valid: Readonly<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid)
  return fc
    .record({
      changed: fc.subarray(keys, { minLength: 0, maxLength: Math.min(2, keys.length) }),
      values: fc.array(hostileValue, { minLength: 2, maxLength: 2 }),
      drop: onceIn(4, fc.constantFrom(...keys)),
      extra: onceIn(4, fc.tuple(fc.constantFrom(...FIELD_NAMES), hostileValue)),
    })
    .map(({ changed, values, drop, extra }) => {
      const body: Record<string, unknown> = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== drop))
      changed.forEach((key, index) => {
        body[key] = values[index]
      })
      if (extra !== undefined) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true })
      return body
    })
}

interface FileSpec {
  readonly filename: string
  readonly contentType: string
  readonly content: Buffer
}

const VALID_RECEIPT: FileSpec = { filename: 'recibo.pdf', contentType: 'application/pdf', content: pdfBytes(512) }

/** A receipt-like file: real-looking, hostile or plain junk. */
const hostileFile: fc.Arbitrary<FileSpec> = fc.record({
  filename: fc.oneof(fc.constantFrom('recibo.pdf', 'foto.png', 'pago.doc', 'pago.docx', 'x.exe', ''), hostileText.map((text) => text.slice(0, 300))),
  contentType: fc.constantFrom('application/pdf', 'image/png', 'application/octet-stream', 'text/html', ''),
  content: fc.oneof(
    fc.constant(pdfBytes(512)),
    fc.constant(pdfThenHtml()),
    fc.constant(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<script>alert(1)</script>')])),
    fc.constant(wordDocBytes()),
    fc.constant(msiLikeBytes()),
    fc.constant(docxBytes()),
    fc.constant(docxBomb(64)),
    fc.constant(executableBytes(1_024)),
    fc.uint8Array({ maxLength: 2_048 }).map((bytes) => Buffer.from(bytes)),
  ),
})

/** A multipart body: the form's fields (some spoiled), files, stray parts, or a body cut short. */
function hostileMultipart(rules: { readonly fileField: string; readonly fields: Readonly<Record<string, string>> }) {
  return fc
    .record({
      fields: spoiled(rules.fields),
      files: fc.oneof(fc.constant<FileSpec[]>([VALID_RECEIPT]), fc.array(hostileFile, { maxLength: 3 })),
      fileField: fc.oneof({ weight: 5, arbitrary: fc.constant(rules.fileField) }, { weight: 1, arbitrary: fc.constantFrom('otro', 'nombre_completo', '') }),
      filesFirst: fc.boolean(),
      cutAt: onceIn(6, fc.double({ min: 0, max: 1, noNaN: true })),
    })
    .map(({ fields, files, fileField, filesFirst, cutAt }) => {
      const text = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value) ?? '']))
      const body = multipartBody(text, files.map((file) => ({ field: fileField, ...file })), { filesFirst })
      const payload = cutAt === undefined ? body.payload : body.payload.subarray(0, Math.floor(body.payload.length * cutAt))
      return { payload, contentType: body.contentType }
    })
}

/** A path parameter: one that exists, or anything at all (percent-encoded or raw). */
function hostileParam(context: HostileContext): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...context.knownParams).map(percentEncoded) },
    { weight: 3, arbitrary: hostileText.map((text) => percentEncoded(text.slice(0, 500))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '..', '.', '%2e%2e%2f', '%C0%AE', ';', '*') },
  )
}

function hostileQuery(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...FIELD_NAMES), hostileValue), { maxLength: 5 })
        .map((pairs) => `?${pairs.map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(typeof value === 'string' ? value : JSON.stringify(value) ?? '')}`).join('&')}`),
    },
    { weight: 1, arbitrary: fc.constantFrom('?%', '?a=%E0%A4%A', '?pagina=-1', '?pagina=99999999999999999999', '?desde=2026-13-45', '?a[b]=1', '?__proto__[x]=1') },
  )
}

/** A JSON, almost-JSON or not-JSON body with a content type that may or may not say so. */
function hostileJsonBody(route: RouteUnderTest): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const valid = VALID_PUBLIC_BODIES[route.url]
  const objects = valid === undefined ? hostileObject : fc.oneof({ weight: 3, arbitrary: spoiled(valid) }, { weight: 1, arbitrary: hostileObject })
  return fc.oneof(
    { weight: 6, arbitrary: objects.map((body) => ({ payload: JSON.stringify(body), contentType: 'application/json' })) },
    { weight: 1, arbitrary: hostileValue.map((body) => ({ payload: JSON.stringify(body) ?? 'undefined', contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '{"__proto__":{"admin":true}}', '\u0000', '{"a":"\\ud800"}', '1'.repeat(5_000)).map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileText, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/json; charset=latin1', 'foo/bar'))
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  )
}

/** Who the request claims to be and where it says it comes from. */
function hostileHeaders(context: HostileContext): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      cookie: fc.oneof(
        { weight: 5, arbitrary: fc.constant('live') },
        { weight: 2, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: hostileText.map((text) => `__Secure-panel.session_token=${percentEncoded(text.slice(0, 200))}`) },
        { weight: 1, arbitrary: fc.constantFrom('=', ';;;', '__Secure-panel.session_token=', 'panel.session_token=x.y', 'a=b; a=c') },
      ),
      origin: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: fc.constant(context.ownOrigin) }, { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', '') }),
      fetchSite: onceIn(3, fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'x')),
      extra: onceIn(4, fc.constantFrom<[string, string]>(['x-forwarded-for', '1.2.3.4, ::1'], ['x-request-id', '../../x\r\n'], ['accept-encoding', 'br;q=x, *'], ['accept', '*/*;q=abc'], ['range', 'bytes=-5'])),
    })
    .map(({ cookie, origin, fetchSite, extra }) => {
      const headers: Record<string, string> = {}
      if (cookie === 'live') headers.cookie = LIVE_SESSION
      else if (cookie !== undefined) headers.cookie = cookie
      if (origin !== undefined) headers.origin = origin
      if (fetchSite !== undefined) headers['sec-fetch-site'] = fetchSite
      if (extra !== undefined) headers[extra[0]] = extra[1]
      return headers
    })
}

/** A client address: many, so the per-address limits do not stop the requests before the code under test. */
const clientAddress = fc.oneof(fc.ipV4(), fc.ipV6())

/** A malformed or hostile request aimed at `route`. */
export function hostileRequest(route: RouteUnderTest, context: HostileContext): fc.Arbitrary<InjectOptions> {
  const paramNames = route.url.match(/:\w+/g) ?? []
  const multipart = MULTIPART_ROUTES[`${route.method} ${route.url}`]
  const body = multipart === undefined ? hostileJsonBody(route) : fc.oneof({ weight: 4, arbitrary: hostileMultipart(multipart) }, { weight: 1, arbitrary: hostileJsonBody(route) })
  return fc
    .record({
      method: fc.oneof({ weight: 8, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      params: fc.array(hostileParam(context), { minLength: paramNames.length, maxLength: paramNames.length }),
      query: hostileQuery(),
      body,
      headers: hostileHeaders(context),
      remoteAddress: clientAddress,
    })
    .map(({ method, params, query, body: { payload, contentType }, headers, remoteAddress }) => {
      let url = route.url
      paramNames.forEach((name, index) => {
        url = url.replace(name, params[index] ?? '')
      })
      const withBody = method !== 'GET' && method !== 'HEAD' && payload !== undefined
      return {
        method: method as InjectOptions['method'],
        url: `${url}${query}`,
        remoteAddress,
        headers: { ...headers, ...(withBody && contentType !== undefined ? { 'content-type': contentType } : {}) },
        ...(withBody ? { payload } : {}),
      }
    })
}

/** Where unknown URLs start: the site, the API, a route with a parameter, the panel, a page folder, a file. */
const URL_STARTS = ['/', '/api/', '/api/v1/', '/api/v1/certificates/', '/api/v1/panel/', '/inicio/', '/assets/', '/favicon.svg/'] as const

/** Node's header limit counts the request line too: its method and version take the rest. */
const URL_MAX_CHARS = maxHeaderSize - 'OPTIONS  HTTP/1.1\r\n'.length

/** Raw URL characters a client may send unencoded: stray `%`, dots, slashes, punctuation, letters. */
const RAW_URL_CHARS = [...'%/.~!$&\'()*+,;=:@-_aZ09', 'é', 'ñ']

/**
 * A URL no route expects (issue 34): any bytes percent-encoded, stray `%` and raw punctuation, or
 * one unit repeated up to the longest URL Node lets through, with a hostile query now and then.
 */
export const unknownUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...URL_STARTS),
    fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }).map(percentEncoded) },
      { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...RAW_URL_CHARS), maxLength: 300 }) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom('a', '%00', '%E0%A4%A', '../', '%2F', 'é', '%'), fc.integer({ min: 1, max: 2_000 }))
          .map(([unit, times]) => unit.repeat(times)),
      },
    ),
    onceIn(4, hostileQuery()),
  )
  .map(([start, path, query]) => `${start}${path}${query ?? ''}`.slice(0, URL_MAX_CHARS))

/** Any method a client may send to an unknown URL. */
export const anyMethod = fc.constantFrom(...METHODS)
