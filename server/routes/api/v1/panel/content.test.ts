import { afterEach, expect, it } from 'vitest'
import {
  CONTENT_API_PATHS,
  CONTENT_MESSAGES,
  type ContentConflict,
  type ContentHistory,
  type ContentList,
  type ContentRecord,
  type ContentVersion,
} from '#contracts/content/content-api.ts'
import { CONTENT_KINDS, SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import { COST_TABLE_MESSAGES, type CostTable } from '#contracts/content/cost-table.ts'
import { CONTENT_RECORD_MAX_BYTES } from '#contracts/limits.ts'
import { campusFacts } from '#content/campuses.ts'
import { costTable } from '#content/prices.ts'
import { programEntries } from '#content/programs/catalog.ts'
import { programRecords } from '#content/programs/programs.ts'
import { PROGRAM_MESSAGES } from '#contracts/content/program.ts'
import { CONTENT_AUDIT_TARGET } from '#server/content/content-publishing.ts'
import { auditEventsAbout } from '#server/db/audit-events.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const NOW = '2026-12-01T16:00:00.000Z'
const ANA = 'ana@instituto.example'
const LUIS = 'luis@instituto.example'
const COSTS = ['tabla-de-costos', SINGLE_RECORD_KEY] as const

/** The cost table with Licenciatura Escolarizada's monthly fee for nuevo ingreso at `mxn`. */
function withEscolarizadaFee(mxn: number): CostTable {
  const [escolarizada, ...rest] = costTable.licenciatura
  if (!escolarizada) throw new Error('La tabla de costos no tiene licenciatura escolarizada.')
  const cost = { ...escolarizada.cost, mensualidad: { ...escolarizada.cost.mensualidad, nuevoIngreso: { kind: 'amount' as const, mxn } } }
  return { ...costTable, licenciatura: [{ ...escolarizada, cost }, ...rest] }
}

describeOnEachDatabase('the content section of the staff panel', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  /** The app with two `contenido` staff members; requests as either, by e-mail. */
  async function start() {
    const form = (current = await startFormApp(fixture, { clock: testClock(NOW) }))
    const cookies = new Map<string, string>()
    for (const email of [ANA, LUIS]) {
      await createTestStaff(form, email, ['contenido'])
      cookies.set(email, await signIn(form.app, email))
    }
    const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown, as = ANA) =>
      form.app.inject({ method, url: `/api/v1${path}`, headers: { cookie: cookies.get(as) ?? '' }, ...(body === undefined ? {} : { payload: body as object }) })
    const history = async () => (await call('GET', CONTENT_API_PATHS.history(...COSTS))).json<ContentHistory>().versiones
    return { form, call, history }
  }

  it('lists every kind in its order with the seeded records, campuses by name', async () => {
    const { call } = await start()

    const answer = await call('GET', CONTENT_API_PATHS.list)

    expect(answer.statusCode, answer.body).toBe(200)
    const { tipos } = answer.json<ContentList>()
    expect(tipos.map(({ tipo, nombre }) => [tipo, nombre])).toEqual(Object.entries(CONTENT_KINDS).map(([kind, { label }]) => [kind, label]))
    expect(tipos[0]?.registros).toEqual([
      { clave: SINGLE_RECORD_KEY, nombre: 'Tabla de costos', version: 1, publicadoEn: expect.any(String), publicadoPor: null, borrador: false },
    ])
    const campuses = tipos.find(({ tipo }) => tipo === 'campus')?.registros ?? []
    expect(campuses.map(({ nombre }) => nombre)).toEqual(campusFacts.map(({ name }) => name).sort((a, b) => a.localeCompare(b, 'es')))
    expect(campuses.find(({ clave }) => clave === 'saltillo')).toMatchObject({ version: 1, borrador: false })
  })

  it('keeps a draft as typed, even half done, and gives it back with who saved it; discarding removes it', async () => {
    const { call } = await start()
    const halfTyped = { licenciatura: [{ label: 'Escolarizada', cost: { mensualidad: '2,0' } }] }

    const kept = await call('PUT', CONTENT_API_PATHS.draft(...COSTS), { datos: halfTyped, version: 1 })

    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json()).toEqual({ guardadoEn: NOW })
    const record = (await call('GET', CONTENT_API_PATHS.record(...COSTS))).json<ContentRecord>()
    expect(record).toMatchObject({ tipo: 'tabla-de-costos', clave: SINGLE_RECORD_KEY, nombre: 'Tabla de costos', publicada: { version: 1, datos: costTable } })
    expect(record.borrador).toEqual({ datos: halfTyped, version: 1, guardadoEn: NOW, guardadoPor: ANA })
    const list = (await call('GET', CONTENT_API_PATHS.list)).json<ContentList>()
    expect(list.tipos[0]?.registros[0]?.borrador).toBe(true)

    const discarded = await call('DELETE', CONTENT_API_PATHS.draft(...COSTS))
    expect(discarded.statusCode, discarded.body).toBe(204)
    expect((await call('GET', CONTENT_API_PATHS.record(...COSTS))).json<ContentRecord>().borrador).toBeNull()
  })

  it('publishes the next version, removes the draft, shows both versions newest first and records the publish in the audit trail', async () => {
    const { form, call, history } = await start()
    await call('PUT', CONTENT_API_PATHS.draft(...COSTS), { datos: withEscolarizadaFee(2_000), version: 1 })

    const published = await call('POST', CONTENT_API_PATHS.publish(...COSTS), { datos: withEscolarizadaFee(2_000), version: 1 })

    expect(published.statusCode, published.body).toBe(200)
    expect(published.json()).toEqual({ version: 2, datos: withEscolarizadaFee(2_000), publicadoEn: NOW, publicadoPor: ANA, restauradaDe: null })
    const record = (await call('GET', CONTENT_API_PATHS.record(...COSTS))).json<ContentRecord>()
    expect(record.publicada.version).toBe(2)
    expect(record.borrador).toBeNull()
    expect((await history()).map(({ version, publicadoPor }) => [version, publicadoPor])).toEqual([
      [2, ANA],
      [1, null],
    ])
    expect(await auditEventsAbout(form.db, { type: CONTENT_AUDIT_TARGET, id: 'tabla-de-costos/principal' })).toEqual([
      { at: NOW, actor_email: ANA, action: 'content-published', detail: JSON.stringify({ version: 2 }) },
    ])
  })

  it('refuses a publish from a version someone else has published over, with what is published now, and writes nothing', async () => {
    const { call, history } = await start()
    await call('POST', CONTENT_API_PATHS.publish(...COSTS), { datos: withEscolarizadaFee(2_000), version: 1 })

    const late = await call('POST', CONTENT_API_PATHS.publish(...COSTS), { datos: withEscolarizadaFee(2_500), version: 1 }, LUIS)

    expect(late.statusCode, late.body).toBe(409)
    expect(late.json<ContentConflict>()).toEqual({
      mensaje: CONTENT_MESSAGES.conflict,
      actual: { version: 2, datos: withEscolarizadaFee(2_000), publicadoEn: NOW, publicadoPor: ANA, restauradaDe: null },
    })
    expect((await history()).map(({ version }) => version)).toEqual([2, 1])
  })

  it('refuses data the kind’s schema refuses with the message under the field’s dotted path, and writes nothing', async () => {
    const { call, history } = await start()

    const invalid = await call('POST', CONTENT_API_PATHS.publish(...COSTS), { datos: withEscolarizadaFee(-5), version: 1 })

    expect(invalid.statusCode, invalid.body).toBe(422)
    expect(invalid.json()).toEqual({ errors: { 'licenciatura.0.cost.mensualidad.nuevoIngreso.mxn': [COST_TABLE_MESSAGES.mxn] } })
    expect(await history()).toHaveLength(1)
  })

  it('«Restaurar» publishes an old version’s data again as the newest, named as restored', async () => {
    const { call, history } = await start()
    await call('POST', CONTENT_API_PATHS.publish(...COSTS), { datos: withEscolarizadaFee(2_000), version: 1 })

    const restored = await call('POST', CONTENT_API_PATHS.restore(...COSTS), { version: 1, versionActual: 2 }, LUIS)

    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json<ContentVersion>()).toEqual({ version: 3, datos: costTable, publicadoEn: NOW, publicadoPor: LUIS, restauradaDe: 1 })
    expect((await history()).map(({ version, restauradaDe }) => [version, restauradaDe])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ])
    const missing = await call('POST', CONTENT_API_PATHS.restore(...COSTS), { version: 9, versionActual: 3 })
    expect(missing.statusCode, missing.body).toBe(404)
    expect(missing.json()).toEqual({ mensaje: CONTENT_MESSAGES.versionNotFound })
  })

  it('answers 404 in Spanish for a kind or a record that does not exist, and 413 for a draft too large to keep', async () => {
    const { call } = await start()

    const kind = await call('GET', CONTENT_API_PATHS.record('boletines', SINGLE_RECORD_KEY))
    expect(kind.statusCode, kind.body).toBe(404)
    expect(kind.json()).toEqual({ mensaje: CONTENT_MESSAGES.kindNotFound })
    const record = await call('PUT', CONTENT_API_PATHS.draft('campus', 'monterrey'), { datos: {}, version: 0 })
    expect(record.statusCode, record.body).toBe(404)
    expect(record.json()).toEqual({ mensaje: CONTENT_MESSAGES.recordNotFound })

    const tooLarge = await call('PUT', CONTENT_API_PATHS.draft(...COSTS), { datos: 'x'.repeat(CONTENT_RECORD_MAX_BYTES), version: 1 })
    expect(tooLarge.statusCode, tooLarge.body).toBe(413)
    expect(tooLarge.json()).toEqual({ mensaje: CONTENT_MESSAGES.tooLarge })
  })

  it('publishes a programme only under a catalogue slug: each is seeded and named by its title; any other key is refused in Spanish', async () => {
    const { call } = await start()
    const programmes = (await call('GET', CONTENT_API_PATHS.list)).json<ContentList>().tipos.find(({ tipo }) => tipo === 'programa')?.registros ?? []
    expect(programmes.map(({ clave }) => clave).sort()).toEqual(programEntries.map(({ slug }) => slug).sort())
    expect(programmes.find(({ clave }) => clave === 'derecho')?.nombre).toBe('Licenciatura en Derecho')
    const [first, ...rest] = programRecords.derecho.periods
    if (!first) throw new Error('Derecho no tiene periodos.')
    const renamed = { ...programRecords.derecho, periods: [{ ...first, materias: ['Teoría del Derecho', ...first.materias.slice(1)] }, ...rest] }

    const unknown = await call('POST', CONTENT_API_PATHS.publish('programa', 'medicina'), { datos: renamed, version: 0 })
    expect(unknown.statusCode, unknown.body).toBe(404)
    expect(unknown.json()).toEqual({ mensaje: CONTENT_MESSAGES.recordNotFound })

    const emptyPeriod = await call('POST', CONTENT_API_PATHS.publish('programa', 'derecho'), { datos: { ...renamed, periods: [{ ...first, materias: [] }] }, version: 1 })
    expect(emptyPeriod.statusCode, emptyPeriod.body).toBe(422)
    expect(emptyPeriod.json()).toEqual({ errors: { 'periods.0.materias': [PROGRAM_MESSAGES.subjects] } })

    const published = await call('POST', CONTENT_API_PATHS.publish('programa', 'derecho'), { datos: renamed, version: 1 })
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json<ContentVersion>().datos).toEqual(renamed)
  })

  it('answers 422 in Spanish for a body that is not an edit', async () => {
    const { call } = await start()

    const noVersion = await call('POST', CONTENT_API_PATHS.publish(...COSTS), { datos: costTable, version: -1 })
    expect(noVersion.statusCode, noVersion.body).toBe(422)
    expect(noVersion.json()).toEqual({ errors: { version: [CONTENT_MESSAGES.version] } })
    const noData = await call('PUT', CONTENT_API_PATHS.draft(...COSTS), { version: 1 })
    expect(noData.statusCode, noData.body).toBe(422)
    expect(noData.json()).toEqual({ errors: { datos: [API_MESSAGES.missingValue] } })
  })
})
