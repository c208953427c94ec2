import { afterEach, expect, it } from 'vitest'
import { ADMISSION_MESSAGES as MESSAGES } from '#contracts/admission.ts'
import { ORIGIN_MESSAGE } from '#contracts/attribution.ts'
import { REQUIRED_DOCUMENTS, type AdmissionChoices } from '#contracts/admission-options.ts'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import { publishContent } from '#server/content/content-publishing.ts'
import { latestContentVersion } from '#server/db/content-versions.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { EXAMPLE_FICHA } from '#tests/fixtures/example-submissions.ts'
import { DEFAULT_PUBLIC_BASE_URL } from '#contracts/public-base-url.ts'
import { paths } from '#contracts/site-paths.ts'
import { RVOE_SEED, formatRvoeDate, rvoeAt, type RvoeTable } from '#contracts/rvoe.ts'
import { withRvoe, withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { startSmtpSink, type SmtpSink } from '#tests/support/server/smtp-sink.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const PATH = API_PATHS.admissionForm
const valid = EXAMPLE_FICHA

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

/** The concurrency tests send more requests than the default rate limit allows. */
const UNLIMITED = { RATE_LIMIT_MAX: '1000000' }

describeOnEachDatabase('POST /api/v1/generar-ficha', (fixture) => {
  it('stores the ficha with a FICHA folio and queues the applicant and staff e-mails', async () => {
    current = await startFormApp(fixture, { clock: testClock('2026-08-03T15:00:00Z') })
    const response = await post(current, { ...valid, correo_electronico: ' Ana.Garcia@Example.com ', nombres: ' Ana Sofía ' })

    expect(response.statusCode).toBe(201)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ ok: true, folio: 'FICHA-2026-000001' })
    expect(await current.db.selectFrom('admission_forms').selectAll().execute()).toEqual([
      {
        ...valid,
        folio: 'FICHA-2026-000001',
        created_at: '2026-08-03T15:00:00.000Z',
        status: 'nueva',
        version: 1,
        closed_at: null,
        search_text: expect.stringContaining('ficha-2026-000001'),
        assignee_id: null,
        appointment: null,
        origen: null,
        origen_fuente: null,
        origen_campana: null,
        // Issue 38: its person, its first answer due by the end of the next business day, no stage reached yet.
        person_id: expect.any(String),
        respond_by: '2026-08-04',
        first_response_at: null,
        contactada_at: null,
        cita_agendada_at: null,
        inscrita_at: null,
      },
    ])
    expect(
      await current.db.selectFrom('outbox_messages').select(['kind', 'recipients', 'status']).orderBy('kind').execute(),
    ).toEqual([
      { kind: 'admission-applicant', recipients: 'ana.garcia@example.com', status: 'pending' },
      { kind: 'admission-staff', recipients: 'admisiones@instituto-ejemplo.edu.mx', status: 'pending' },
    ])
  })

  it('stores the visit origin with the ficha (a referring site is its source) and refuses a malformed one under origen', async () => {
    current = await startFormApp(fixture)
    const touch = { referente: 'www.google.com', aterrizaje: '/inicio/genera', anuncio: false }
    expect((await post(current, { ...valid, origen: { primera: touch, ultima: touch } })).statusCode).toBe(201)
    const row = await current.db.selectFrom('admission_forms').select(['origen', 'origen_fuente', 'origen_campana']).executeTakeFirstOrThrow()
    expect({ ...row, origen: JSON.parse(row.origen ?? '') as unknown }).toEqual({
      origen: { primera: touch, ultima: touch },
      origen_fuente: 'www.google.com',
      origen_campana: null,
    })

    const malformed = await post(current, { ...valid, origen: { primera: touch, ultima: { ...touch, anuncio: 'no' } } })
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json()).toEqual({ errors: { origen: [ORIGIN_MESSAGE] } })
    expect(await countRows(current, 'admission_forms')).toBe(1)
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
    // A fresh database publishes the seed.
    const rvoe = rvoeAt(RVOE_SEED, { carrera: 'Educacion en Competencias', modality: 'en-linea', campus: 'Internet' })!
    const authority = RVOE_SEED.authorities[rvoe.authority]
    expect(applicant?.text).toContain(`Número de RVOE: ${rvoe.number}`)
    expect(applicant?.text).toContain(`Fecha del RVOE: ${formatRvoeDate(rvoe.date)}`)
    expect(applicant?.text).toMatch(/Fecha del RVOE: \d{1,2} de [a-z]+ de \d{4}\r?\n/)
    expect(applicant?.text).toContain(`Otorgado por: ${authority.name} (${authority.abbreviation})`)
    expect(applicant?.html).toContain(rvoe.number)
    for (const document of REQUIRED_DOCUMENTS) expect(applicant?.text).toContain(`- ${document}`)
    expect(applicant?.text).toContain('original y copia')
    expect(applicant?.text).toContain(`${DEFAULT_PUBLIC_BASE_URL}${paths.seguimiento}`)
    expect(applicant?.html).toContain(`href="${DEFAULT_PUBLIC_BASE_URL}${paths.seguimiento}"`)

    expect(staff?.envelopeTo).toEqual(['admisiones@example.edu.mx'])
    expect(staff?.headers.get('subject')).toBe(`Nueva ficha ${folio}: Maestría en línea, Internet (en línea)`)
    expect(staff?.headers.get('reply-to')).toBe('ana.garcia@example.com')
    expect(staff?.text).toContain('Celular: 8711234567')
    expect(sink.received).toHaveLength(2)
  })

  // The whole §3.1 table is checked on the schema itself (contracts/admission.test.ts); over HTTP,
  // one combination of each outcome. 400/413/415/429 and the honeypot: contact-message.test.ts.
  it.each([
    ['a maestría at its campus', { nivel_estudio: 'maestria', campus: 'San Pedro', carrera: 'Pedagogia' }, 201],
    ['a campus the level does not have', { campus: 'Internet' }, { campus: [MESSAGES.campus.notOffered] }],
    ['a carrera the campus does not have', { campus: 'Saltillo', carrera: 'Contador Auditor' }, { carrera: [MESSAGES.carrera.notOffered] }],
  ])('answers %s', async (_case, change, expected) => {
    current = await startFormApp(fixture)
    const response = await post(current, { ...valid, ...change })
    if (expected === 201) {
      expect(response.statusCode).toBe(201)
      expect(await countRows(current, 'admission_forms')).toBe(1)
      return
    }
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors: expected })
  })

  it('follows the published options: a carrera taken off a campus is refused under carrera, and nothing is stored', async () => {
    current = await startFormApp(fixture)
    const published = await latestContentVersion(current.db, 'opciones-ficha', SINGLE_RECORD_KEY)
    const choices = published?.data as AdmissionChoices
    const licenciatura = choices.licenciatura.map((offered) =>
      offered.campus === 'Torreon' ? { ...offered, carreras: offered.carreras.filter((carrera) => carrera !== 'Derecho') } : offered,
    )
    const withoutDerecho = { ...choices, licenciatura }
    await publishContent(current.db, { kind: 'opciones-ficha', key: SINGLE_RECORD_KEY, expectedVersion: 1, data: withoutDerecho }, { id: 'prueba', email: 'contenido@instituto.example' }, new Date())

    const response = await post(current, valid)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors: { carrera: [MESSAGES.carrera.notOffered] } })
    expect(await countRows(current, 'admission_forms')).toBe(0)
    expect((await post(current, { ...valid, carrera: 'Administracion de Empresas' })).statusCode).toBe(201)
  })

  it('states in both e-mails the RVOE published when the ficha arrives: a new number, or en trámite once taken out', async () => {
    current = await startFormApp(fixture)
    const staff = { id: 'prueba', email: 'contenido@instituto.example' }
    const publish = (data: RvoeTable, expectedVersion: number) =>
      publishContent(current!.db, { kind: 'rvoe', key: SINGLE_RECORD_KEY, expectedVersion, data }, staff, new Date())
    const bodiesOf = async (folio: string) =>
      (await current!.db.selectFrom('outbox_messages').select(['text_body']).where('source_folio', '=', folio).execute()).map((row) => row.text_body)

    // The example ficha is Licenciatura (escolarizada) › Torreón › Derecho.
    await publish(withRvoe('Derecho', 'escolarizada', { kind: 'unico', number: 'SEDU-2026-0815', date: '2026-08-15', authority: 'SEDU' }), 1)
    const renumbered = (await post(current, valid)).json<{ folio: string }>().folio
    for (const body of await bodiesOf(renumbered)) {
      expect(body).toContain('Número de RVOE: SEDU-2026-0815')
      expect(body).toContain('Fecha del RVOE: 15 de agosto de 2026')
    }

    await publish(withoutRvoe('Derecho', 'escolarizada'), 2)
    const pending = (await post(current, { ...valid, correo_electronico: 'otra@example.com' })).json<{ folio: string }>().folio
    const bodies = await bodiesOf(pending)
    expect(bodies).toHaveLength(2)
    for (const body of bodies) {
      expect(body).toContain('Validez oficial: En trámite')
      expect(body).not.toContain('Número de RVOE')
    }
  })

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
    // The combination is checked against the published options once the fields are right (the form checks both at once).
    ['a wrong campus besides a missing name', { ...valid, nombres: '', campus: 'Internet' }, { nombres: [MESSAGES.nombres.required] }],
  ])('answers 422 for %s, and stores nothing', async (_case, body, errors) => {
    current = await startFormApp(fixture)
    const response = await post(current, body)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors })
    expect(await countRows(current, 'admission_forms')).toBe(0)
    expect(await countRows(current, 'outbox_messages')).toBe(0)
  })

  it('gives concurrent fichas distinct, consecutive folios, and sends one address its daily confirmations and no more', async () => {
    const clock = testClock('2026-05-01T12:00:00Z')
    const confirmationsPerDay = 3
    current = await startFormApp(fixture, { env: { ...UNLIMITED, CONFIRMATIONS_PER_ADDRESS_PER_DAY: String(confirmationsPerDay) }, clock })
    const count = 25
    const responses = await Promise.all(Array.from({ length: count }, () => post(current!, valid)))
    const folios = responses.map((response) => response.json<{ folio: string }>().folio).sort()
    expect(folios).toEqual(Array.from({ length: count }, (_, index) => `FICHA-2026-${String(index + 1).padStart(6, '0')}`))
    // Every staff notification; the applicant's confirmation only up to the cap (issue 16).
    expect(await countRows(current, 'outbox_messages')).toBe(count + confirmationsPerDay)
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
