import { afterEach, expect, it } from 'vitest'
import {
  ADMISSION_MESSAGES as MESSAGES,
  CAMPUSES,
  CARRERAS,
  NIVELES_ESTUDIO,
  REQUIRED_DOCUMENTS,
  campusesForLevel,
  careersFor,
} from '#contracts/admission.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { RVOE_AUTHORITIES, formatRvoeDate, rvoeAt } from '#contracts/rvoe.ts'
import { JSON_BODY_MAX_BYTES, NAME_MAX_CHARS } from '#contracts/limits.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#server/test-support/form-app.ts'
import { startSmtpSink, type SmtpSink } from '#server/test-support/smtp-sink.ts'
import { describeOnEachDatabase } from '#server/test-support/test-databases.ts'
import { SPEC_FICHA_COMBINATIONS } from '#tests/fixtures/ficha-combinations.ts'

const PATH = API_PATHS.admissionForm
const valid = {
  apellido_paterno: 'García',
  apellido_materno: 'López',
  nombres: 'Ana Sofía',
  correo_electronico: 'ana.garcia@example.com',
  telefono: '8711234567',
  nivel_estudio: 'licenciatura',
  campus: 'Torreon',
  carrera: 'Derecho',
}
/** Enough for the combination sweeps: the rate limit is tested on its own. */
const UNLIMITED = { RATE_LIMIT_MAX: '1000000' }
/** The sweeps send hundreds of requests (over 1,500 for the invalid ones): slow on a busy machine. */
const SWEEP_TIMEOUT_MS = 60_000

let current: FormApp | undefined
let sink: SmtpSink | undefined

afterEach(async () => {
  await current?.app.close()
  await sink?.close()
  current = undefined
  sink = undefined
})

async function countRows(form: FormApp, table: 'admission_forms' | 'outbox_messages') {
  const row = await form.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

function post(form: FormApp, body: unknown, headers?: Record<string, string>) {
  return postJson(form.app, PATH, body, headers)
}

/** Every level × campus × carrera the table does not offer, with junk values besides. */
function invalidCombinations(): [string, string, string][] {
  const levels = [...NIVELES_ESTUDIO]
  const campuses = [...CAMPUSES, 'Monterrey', 'torreon', 'toString']
  const carreras = [...CARRERAS, 'Medicina', 'derecho']
  const valid = new Set(SPEC_FICHA_COMBINATIONS.map((combination) => combination.join('|')))
  const combinations: [string, string, string][] = []
  for (const level of levels) {
    for (const campus of campuses) {
      for (const carrera of carreras) {
        if (!valid.has(`${level}|${campus}|${carrera}`)) combinations.push([level, campus, carrera])
      }
    }
  }
  return combinations
}

describeOnEachDatabase('POST /api/v1/generar-ficha', (fixture) => {
  it('stores the ficha with a FICHA folio and queues the applicant and staff e-mails', async () => {
    current = await startFormApp(fixture, { clock: testClock('2026-08-03T15:00:00Z') })
    const response = await post(current, { ...valid, correo_electronico: ' Ana.Garcia@Example.com ', nombres: ' Ana Sofía ' })

    expect(response.statusCode).toBe(201)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ ok: true, folio: 'FICHA-2026-000001' })
    expect(await current.db.selectFrom('admission_forms').selectAll().execute()).toEqual([
      { ...valid, folio: 'FICHA-2026-000001', created_at: '2026-08-03T15:00:00.000Z' },
    ])
    expect(
      await current.db.selectFrom('outbox_messages').select(['kind', 'recipients', 'status']).orderBy('kind').execute(),
    ).toEqual([
      { kind: 'admission-applicant', recipients: 'ana.garcia@example.com', status: 'pending' },
      { kind: 'admission-staff', recipients: 'admisiones@instituto-ejemplo.edu.mx', status: 'pending' },
    ])
  })

  it('e-mails the applicant (folio, programme, campus, level, its RVOE, documents) and the admissions staff', async () => {
    sink = await startSmtpSink()
    current = await startFormApp(fixture, {
      env: { SMTP_URL: sink.url, ADMISSIONS_MAIL_TO: 'admisiones@example.edu.mx', MAIL_FROM: 'Instituto <web@example.edu.mx>' },
    })
    const { folio } = (
      await post(current, { ...valid, nivel_estudio: 'maestria en linea', campus: 'Internet', carrera: 'Educacion en Competencias' })
    ).json<{ folio: string }>()

    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 })
    const applicant = sink.received.find((mail) => mail.envelopeTo.includes('ana.garcia@example.com'))
    const staff = sink.received.find((mail) => mail.envelopeTo.includes('admisiones@example.edu.mx'))

    expect(applicant?.envelopeTo).toEqual(['ana.garcia@example.com'])
    expect(applicant?.envelopeFrom).toBe('web@example.edu.mx')
    expect(applicant?.headers.get('subject')).toBe(`Tu ficha de inscripción ${folio}`)
    expect(applicant?.text).toContain(`Folio: ${folio}`)
    expect(applicant?.text).toContain('Programa: Educación en Competencias')
    expect(applicant?.text).toContain('Campus: Internet (en línea)')
    expect(applicant?.text).toContain('Nivel de estudio: Maestría en línea')
    const rvoe = rvoeAt({ carrera: 'Educacion en Competencias', modality: 'en-linea', campus: 'Internet' })!
    const authority = RVOE_AUTHORITIES[rvoe.authority]
    expect(applicant?.text).toContain(`Número de RVOE: ${rvoe.number}`)
    expect(applicant?.text).toContain(`Fecha del RVOE: ${formatRvoeDate(rvoe.date)}`)
    expect(applicant?.text).toMatch(/Fecha del RVOE: \d{1,2} de [a-z]+ de \d{4}\r?\n/)
    expect(applicant?.text).toContain(`Otorgado por: ${authority.name} (${authority.abbreviation})`)
    expect(applicant?.html).toContain(rvoe.number)
    for (const document of REQUIRED_DOCUMENTS) expect(applicant?.text).toContain(`- ${document}`)
    expect(applicant?.text).toContain('original y copia')

    expect(staff?.envelopeTo).toEqual(['admisiones@example.edu.mx'])
    expect(staff?.headers.get('subject')).toBe(`Nueva ficha ${folio}: Maestría en línea, Internet (en línea)`)
    expect(staff?.headers.get('reply-to')).toBe('ana.garcia@example.com')
    expect(staff?.text).toContain('Celular: 8711234567')
    expect(sink.received).toHaveLength(2)
  })

  it('accepts every combination of spec §3.1, as copied by hand from the spec', async () => {
    current = await startFormApp(fixture, { env: UNLIMITED })
    for (const [nivel_estudio, campus, carrera] of SPEC_FICHA_COMBINATIONS) {
      const response = await post(current, { ...valid, nivel_estudio, campus, carrera })
      expect(response.statusCode, `${nivel_estudio} | ${campus} | ${carrera}`).toBe(201)
    }
    expect(await countRows(current, 'admission_forms')).toBe(SPEC_FICHA_COMBINATIONS.length)
  }, SWEEP_TIMEOUT_MS)

  it('accepts every combination generated from the option table', async () => {
    current = await startFormApp(fixture, { env: UNLIMITED })
    const generated = NIVELES_ESTUDIO.flatMap((level) =>
      campusesForLevel(level).flatMap((campus) => careersFor(level, campus).map((carrera) => [level, campus, carrera])),
    )
    expect(generated).toHaveLength(SPEC_FICHA_COMBINATIONS.length)
    for (const [nivel_estudio, campus, carrera] of generated) {
      const response = await post(current, { ...valid, nivel_estudio, campus, carrera })
      expect(response.statusCode, `${nivel_estudio} | ${campus} | ${carrera}`).toBe(201)
    }
  }, SWEEP_TIMEOUT_MS)

  it('rejects every other level × campus × carrera with 422 on the campus or the carrera', async () => {
    current = await startFormApp(fixture, { env: UNLIMITED })
    const combinations = invalidCombinations()
    expect(combinations.length).toBeGreaterThan(1500)
    for (const [nivel_estudio, campus, carrera] of combinations) {
      const response = await post(current, { ...valid, nivel_estudio, campus, carrera })
      const label = `${nivel_estudio} | ${campus} | ${carrera}`
      expect(response.statusCode, label).toBe(422)
      const campusOffered = campusesForLevel(nivel_estudio).some((offered) => offered === campus)
      expect(response.json(), label).toEqual({
        errors: campusOffered ? { carrera: [MESSAGES.carrera.notOffered] } : { campus: [MESSAGES.campus.notOffered] },
      })
    }
    expect(await countRows(current, 'admission_forms')).toBe(0)
  }, SWEEP_TIMEOUT_MS)

  it.each([
    ['nothing at all', {}, {
      apellido_paterno: [MESSAGES.apellido_paterno.required],
      apellido_materno: [MESSAGES.apellido_materno.required],
      nombres: [MESSAGES.nombres.required],
      correo_electronico: [MESSAGES.correo_electronico.required],
      telefono: [MESSAGES.telefono.required],
      nivel_estudio: [MESSAGES.nivel_estudio.required],
      campus: [MESSAGES.campus.required],
      carrera: [MESSAGES.carrera.required],
    }],
    ['blank names', { ...valid, apellido_paterno: ' ', apellido_materno: '', nombres: '\t' }, {
      apellido_paterno: [MESSAGES.apellido_paterno.required],
      apellido_materno: [MESSAGES.apellido_materno.required],
      nombres: [MESSAGES.nombres.required],
    }],
    ['names too long', { ...valid, nombres: 'a'.repeat(NAME_MAX_CHARS + 1) }, { nombres: [MESSAGES.nombres.tooLong] }],
    ['a malformed e-mail', { ...valid, correo_electronico: 'ana.garcia@' }, { correo_electronico: [MESSAGES.correo_electronico.format] }],
    ['nine digits', { ...valid, telefono: '871123456' }, { telefono: [MESSAGES.telefono.format] }],
    ['eleven digits', { ...valid, telefono: '87112345678' }, { telefono: [MESSAGES.telefono.format] }],
    ['a phone with dashes', { ...valid, telefono: '871-123-4567' }, { telefono: [MESSAGES.telefono.format] }],
    ['a phone as a number', { ...valid, telefono: 8711234567 }, { telefono: [MESSAGES.telefono.required] }],
    ['an unknown level', { ...valid, nivel_estudio: 'secundaria' }, { nivel_estudio: [MESSAGES.nivel_estudio.required] }],
    ['no campus or carrera', { ...valid, campus: '', carrera: '' }, { campus: [MESSAGES.campus.required], carrera: [MESSAGES.carrera.required] }],
    ['a wrong campus besides a missing name', { ...valid, nombres: '', campus: 'Internet' }, {
      nombres: [MESSAGES.nombres.required],
      campus: [MESSAGES.campus.notOffered],
    }],
  ])('answers 422 for %s, and stores nothing', async (_case, body, errors) => {
    current = await startFormApp(fixture)
    const response = await post(current, body)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors })
    expect(await countRows(current, 'admission_forms')).toBe(0)
    expect(await countRows(current, 'outbox_messages')).toBe(0)
  })

  it('answers 400, 413 and 415 with a Spanish { mensaje }', async () => {
    current = await startFormApp(fixture)
    const json = { 'content-type': 'application/json' }
    expect((await post(current, '{"nombres":', json)).json()).toEqual({ mensaje: API_MESSAGES.invalidJson })
    expect((await post(current, '[]', json)).json()).toEqual({ mensaje: API_MESSAGES.bodyNotObject })
    const tooLarge = await post(current, { ...valid, nombres: 'a'.repeat(JSON_BODY_MAX_BYTES) })
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toEqual({ mensaje: API_MESSAGES.bodyTooLarge })
    const text = await post(current, JSON.stringify(valid), { 'content-type': 'text/plain' })
    expect(text.statusCode).toBe(415)
    expect(text.json()).toEqual({ mensaje: API_MESSAGES.unsupportedMediaType })
    expect(await countRows(current, 'admission_forms')).toBe(0)
  })

  it('limits each IP with 429 { mensaje }', async () => {
    current = await startFormApp(fixture, { env: { RATE_LIMIT_MAX: '1' } })
    expect((await post(current, valid)).statusCode).toBe(201)
    const limited = await post(current, valid)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ mensaje: API_MESSAGES.tooManyRequests })
  })

  it('answers a filled honeypot like a success, storing and sending nothing', async () => {
    current = await startFormApp(fixture)
    const response = await post(current, { ...valid, website: 'http://bot.example' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ ok: true, folio: expect.stringMatching(/^FICHA-\d{4}-\d{6}$/) })
    expect(await countRows(current, 'admission_forms')).toBe(0)
    expect(await countRows(current, 'outbox_messages')).toBe(0)
  })

  it('gives concurrent fichas distinct, consecutive folios', async () => {
    const clock = testClock('2026-05-01T12:00:00Z')
    current = await startFormApp(fixture, { env: UNLIMITED, clock })
    const count = 25
    const responses = await Promise.all(Array.from({ length: count }, () => post(current!, valid)))
    const folios = responses.map((response) => response.json<{ folio: string }>().folio).sort()
    expect(folios).toEqual(Array.from({ length: count }, (_, index) => `FICHA-2026-${String(index + 1).padStart(6, '0')}`))
    expect(await countRows(current, 'outbox_messages')).toBe(count * 2)
  })

  // Two servers in one test process can only share a PostgreSQL database: two SQLite connections
  // in one thread would block each other's synchronous busy wait. Across processes SQLite's
  // own file lock (with the busy time-out) serialises the folio upserts.
  it.skipIf(fixture.dialect === 'sqlite')('gives distinct folios when two servers share the database', async () => {
    current = await startFormApp(fixture, { env: UNLIMITED })
    const second = await startFormApp(
      { ...fixture, fresh: async () => ({ handle: fixture.open(current!.databaseConfig), config: current!.databaseConfig }) },
      { env: UNLIMITED },
    )
    try {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => post(index % 2 === 0 ? current! : second, valid)),
      )
      const folios = new Set(responses.map((response) => response.json<{ folio: string }>().folio))
      expect(folios.size).toBe(10)
      expect(await countRows(current, 'admission_forms')).toBe(10)
    } finally {
      await second.app.close()
    }
  })

  it('numbers folios per year, in the institute time zone', async () => {
    const clock = testClock('2027-01-01T05:30:00Z') // 31 Dec 2026, 11:30 p.m. in Coahuila
    current = await startFormApp(fixture, { clock })
    expect((await post(current, valid)).json()).toEqual({ ok: true, folio: 'FICHA-2026-000001' })
    clock.set('2027-01-01T06:30:00Z') // 1 Jan 2027, 0:30 a.m.
    expect((await post(current, valid)).json()).toEqual({ ok: true, folio: 'FICHA-2027-000001' })
    expect((await post(current, valid)).json()).toEqual({ ok: true, folio: 'FICHA-2027-000002' })
  })
})
