import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, type AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { IdentityProvider } from '#app/components/layout/identity-context.tsx'
import { dataRouteId } from '#app/lib/routes-from-data.ts'
import ProgramRoute, { loader } from '#app/routes/program.tsx'
import { costTable } from '#content/prices.ts'
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
  derecho?: ProgramFacts
  modalidades?: ModalitiesContent
}

/** A server's published content: the seed's unless given, Derecho's record the only programme (any other read fails the test). */
function publishedSource({ rvoe = RVOE_SEED, derecho: derechoRecord = programRecords.derecho, modalidades = modalityTexts }: Published = {}): ContentSource {
  const records: Partial<Record<ContentKind, unknown>> = { 'tabla-de-costos': costTable, rvoe, modalidades }
  const record = (kind: ContentKind, key?: string) => {
    if (kind === 'programa') return key === derecho.slug ? Promise.resolve(derechoRecord) : Promise.reject(new Error(`No se esperaba «programa/${key}»`))
    return kind in records ? Promise.resolve(records[kind]) : Promise.reject(new Error(`No se esperaba «${kind}»`))
  }
  return { record: record as ContentSource['record'] }
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
