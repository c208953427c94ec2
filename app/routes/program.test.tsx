import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, type AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { IdentityProvider } from '#app/components/layout/identity-context.tsx'
import { dataRouteId } from '#app/lib/routes-from-data.ts'
import ProgramRoute, { loader } from '#app/routes/program.tsx'
import { costTable, mxn, type CostTable } from '#content/prices.ts'
import { identitySeed } from '#content/identity.ts'
import { modalityTexts } from '#content/modalities.ts'
import { programBySlug, programRecords } from '#content/programs/programs.ts'
import type { ModalitiesContent } from '#contracts/content/modalities.ts'
import type { ProgramFacts } from '#contracts/content/program.ts'
import type { ContentKind } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { RVOE_SEED, RVOE_TEXT, type RvoeTable } from '#contracts/rvoe.ts'
import { seedGrantOf, withRvoe, withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'

/** Derecho as staff could publish it: nocturna with a new agreement, sabatina taken out (en trámite). */
const PUBLISHED: RvoeTable = withoutRvoe(
  'Derecho',
  'sabatina',
  withRvoe('Derecho', 'nocturna', { kind: 'unico', number: 'SEP-2026-0042', date: '2026-03-02', authority: 'SEP' }),
)

const derecho = programBySlug('derecho')

interface Published {
  rvoe?: RvoeTable
  costs?: CostTable
  /** When the cost table was published. */
  costsPublishedAt?: string
  derecho?: ProgramFacts
  modalidades?: ModalitiesContent
}

/** A server's published content: the seed's unless given, Derecho's record the only programme (any other read fails the test). */
function publishedSource({
  rvoe = RVOE_SEED,
  derecho: derechoRecord = programRecords.derecho,
  modalidades = modalityTexts,
  costs = costTable,
  costsPublishedAt = '2026-11-01T18:00:00.000Z',
}: Published = {}): ContentSource {
  const records: Partial<Record<ContentKind, unknown>> = { 'tabla-de-costos': costs, rvoe, modalidades }
  const record = (kind: ContentKind, key?: string) => {
    if (kind === 'programa') return key === derecho.slug ? Promise.resolve(derechoRecord) : Promise.reject(new Error(`No se esperaba «programa/${key}»`))
    return kind in records ? Promise.resolve(records[kind]) : Promise.reject(new Error(`No se esperaba «${kind}»`))
  }
  const publishedAt = (kind: ContentKind) => (kind === 'tabla-de-costos' ? Promise.resolve(costsPublishedAt) : Promise.reject(new Error(`No se esperaba la fecha de «${kind}»`)))
  return { record: record as ContentSource['record'], publishedAt }
}

function renderDerecho(context: AppLoadContext) {
  const Stub = createRoutesStub(
    [{ id: dataRouteId('program', derecho.slug), path: derecho.page.path, Component: ProgramRoute, loader, HydrateFallback: () => null }],
    context,
  )
  // The /inicio layout gives its pages the published identity.
  render(
    <IdentityProvider identity={identitySeed}>
      <Stub initialEntries={[derecho.page.path]} />
    </IdentityProvider>,
  )
}

async function derechoValidityCards(context: AppLoadContext) {
  renderDerecho(context)
  const region = await screen.findByRole('region', { name: RVOE_TEXT.heading })
  return within(region)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('heading', { level: 3 }))
    .map((card) => card.textContent)
}

const card = (heading: string, number: string) => expect.stringMatching(new RegExp(`^${heading}Número de RVOE${number}`))

describe('a programme page (spec §2.13) shows the published RVOE (issue 37)', () => {
  it('shows a new agreement as soon as it is published, and a plan taken out as en trámite', async () => {
    const cards = await derechoValidityCards({ content: publishedSource({ rvoe: PUBLISHED }) })
    expect(cards).toEqual([
      card('Escolarizada', seedGrantOf('Derecho', 'escolarizada').number),
      `Sabatina${RVOE_TEXT.pending}`,
      card('En línea', seedGrantOf('Derecho', 'en-linea').number),
      card('Nocturna', 'SEP-2026-0042'),
    ])
    expect(cards[3]).toContain('2 de marzo de 2026')
    expect(cards[3]).toContain('Secretaría de Educación Pública (SEP)')
  })

  it("without a server (the build's prerender, npm run dev) shows the seed", async () => {
    const cards = await derechoValidityCards({})
    expect(cards).toHaveLength(4)
    expect(cards[1]).toEqual(card('Sabatina', seedGrantOf('Derecho', 'sabatina').number))
  })

  it("carries only its own carrera's plans in the page's data", async () => {
    const args = { context: { content: publishedSource() }, request: new Request(`https://instituto.example${derecho.page.path}`), params: {} }
    const { rvoe } = await loader(args as Parameters<typeof loader>[0])
    expect(new Set(rvoe.plans.map((plan) => plan.carrera))).toEqual(new Set(['Derecho']))
    expect(rvoe.authorities).toEqual(RVOE_SEED.authorities)
  })
})

describe('a programme page shows its published record and the published modality cards (issue 37)', () => {
  /** Derecho's record with its first period's first subject renamed, its tagline and its download link changed. */
  function renamedFirstSubject(): ProgramFacts {
    const seed = programRecords.derecho
    const [first, ...rest] = seed.periods
    if (!first) throw new Error('Derecho no tiene periodos.')
    return {
      ...seed,
      tagline: 'Defiende, asesora y litiga con ética.',
      periods: [{ ...first, materias: ['Introducción al Estudio del Derecho y la Justicia', ...first.materias.slice(1)] }, ...rest],
      studyPlan: { ...seed.studyPlan, downloadUrl: 'https://drive.example.com/uc?export=download&id=plan-derecho-2027' },
    }
  }

  it('shows a renamed subject, a new tagline and a new study-plan link as soon as they are published', async () => {
    renderDerecho({ content: publishedSource({ derecho: renamedFirstSubject() }) })

    expect(await screen.findByText('Defiende, asesora y litiga con ética.')).toBeVisible()
    const subjects = within(screen.getByRole('list', { name: 'Primer cuatrimestre' })).getAllByRole('listitem').map((item) => item.textContent)
    expect(subjects[0]).toBe('Introducción al Estudio del Derecho y la Justicia')
    expect(subjects).not.toContain(programRecords.derecho.periods[0]?.materias[0])
    expect(screen.getByRole('link', { name: /Descargar Plan de Estudio/ })).toHaveAttribute('href', 'https://drive.example.com/uc?export=download&id=plan-derecho-2027')

    await userEvent.setup().click(screen.getByRole('button', { name: 'Segundo cuatrimestre' }))
    expect(within(screen.getByRole('list', { name: 'Segundo cuatrimestre' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      programRecords.derecho.periods[1]?.materias,
    )
  })

  it('shows the modality cards as published, in their fixed order, and names the RVOE cards the same way', async () => {
    const modalidades = { ...modalityTexts, sabatina: { titulo: 'Sabatina (semipresencial)', descripcion: 'Clases los sábados y actividades en línea entre semana.' } }
    renderDerecho({ content: publishedSource({ modalidades }) })

    const cards = within(await screen.findByRole('region', { name: 'Modalidades' }))
    expect(cards.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Escolarizada', 'Sabatina (semipresencial)', 'En línea', 'Nocturna'])
    expect(cards.getByText('Clases los sábados y actividades en línea entre semana.')).toBeVisible()
    const validity = within(screen.getByRole('region', { name: RVOE_TEXT.heading }))
    expect(validity.getByRole('heading', { level: 3, name: 'Sabatina (semipresencial)' })).toBeVisible()
  })

  it('takes its title and meta description from the published record', async () => {
    const args = { context: { content: publishedSource({ derecho: { ...programRecords.derecho, page: { title: 'Derecho', description: 'Estudia Derecho en Torreón.' } } }) }, request: new Request(`https://instituto.example${derecho.page.path}`), params: {} }
    const { program } = await loader(args as Parameters<typeof loader>[0])
    expect(program.page).toEqual({ title: 'Derecho', description: 'Estudia Derecho en Torreón.', path: derecho.page.path })
    expect(program.name).toBe('Licenciatura en Derecho')
  })
})

describe('a programme page estimates what it costs in total from the published cost table (issue 39)', () => {
  /** The cost table with Licenciatura Escolarizada's mensualidad for nuevo ingreso at `amount`. */
  function withEscolarizadaFee(amount: number): CostTable {
    return {
      ...costTable,
      licenciatura: costTable.licenciatura.map((row) =>
        row.key === 'escolarizada' ? { ...row, cost: { ...row.cost, mensualidad: { ...row.cost.mensualidad, nuevoIngreso: mxn(amount) } } } : row,
      ),
    }
  }

  const estimateTotal = async () => {
    const region = within(await screen.findByRole('region', { name: '¿Cuánto cuesta en total?' }))
    return region.getByRole('status').textContent
  }

  it('uses the prices as published, and the day they were published in the institute’s time', async () => {
    // 23:30 on 30 November in Coahuila is already 1 December in UTC.
    renderDerecho({ content: publishedSource({ costs: withEscolarizadaFee(1_600), costsPublishedAt: '2026-12-01T05:30:00.000Z' }) })
    // 500 + 1,400 + 1,600 × 36
    expect(await estimateTotal()).toBe('Total estimado (9 cuatrimestres, 36 meses) $59,500')
    expect(screen.getByText('Precios publicados el 30 de noviembre de 2026')).toBeVisible()
    // Its own section, the last, after the curriculum it prices, offering Derecho's four modalities by their published names.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings.at(-1)).toBe('¿Cuánto cuesta en total?')
    const modality = screen.getByRole('combobox', { name: 'Modalidad' })
    expect(within(modality).getAllByRole('option').map((option) => option.textContent)).toEqual(['Escolarizada', 'Sabatina', 'En línea', 'Nocturna'])
  })

  it('offers a posgrado only the modalities the cost table prices', async () => {
    const gestion = programBySlug('gestion')
    const Stub = createRoutesStub([{ id: dataRouteId('program', gestion.slug), path: gestion.page.path, Component: ProgramRoute, loader, HydrateFallback: () => null }], {})
    render(
      <IdentityProvider identity={identitySeed}>
        <Stub initialEntries={[gestion.page.path]} />
      </IdentityProvider>,
    )
    // The doctorado is taught en línea and nocturna; the table prices en línea only: nothing to choose.
    const region = within(await screen.findByRole('region', { name: '¿Cuánto cuesta en total?' }))
    expect(region.queryByRole('combobox')).not.toBeInTheDocument()
    expect(region.getByText('En línea')).toBeVisible()
    // Ficha sin costo + 1,600 + 3,000 × 6 cuatrimestres × 4 months.
    expect(region.getByText('$73,600')).toBeVisible()
  })

  it("without a server (the build's prerender, npm run dev) estimates from the seed and gives no date", async () => {
    renderDerecho({})
    expect(await estimateTotal()).toBe('Total estimado (9 cuatrimestres, 36 meses) $55,900')
    expect(screen.queryByText(/Precios publicados/)).not.toBeInTheDocument()
  })
})
