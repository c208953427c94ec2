import { render, screen, within } from '@testing-library/react'
import { createRoutesStub, type AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { dataRouteId } from '#app/lib/routes-from-data.ts'
import ProgramRoute, { loader } from '#app/routes/program.tsx'
import { costTable } from '#content/prices.ts'
import { derecho } from '#content/programs/derecho.ts'
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

/** A server's published content: the seed's cost table and the given RVOE (any other read fails the test). */
function publishedSource(rvoe: RvoeTable): ContentSource {
  const records: Partial<Record<ContentKind, unknown>> = { 'tabla-de-costos': costTable, rvoe }
  const record = (kind: ContentKind) => (kind in records ? Promise.resolve(records[kind]) : Promise.reject(new Error(`No se esperaba «${kind}»`)))
  return { record: record as ContentSource['record'] }
}

async function renderDerecho(context: AppLoadContext) {
  const Stub = createRoutesStub(
    [{ id: dataRouteId('program', derecho.slug), path: derecho.page.path, Component: ProgramRoute, loader, HydrateFallback: () => null }],
    context,
  )
  render(<Stub initialEntries={[derecho.page.path]} />)
  const region = await screen.findByRole('region', { name: RVOE_TEXT.heading })
  return within(region)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('heading', { level: 3 }))
    .map((card) => card.textContent)
}

const card = (heading: string, number: string) => expect.stringMatching(new RegExp(`^${heading}Número de RVOE${number}`))

describe('a programme page (spec §2.13) shows the published RVOE (issue 37)', () => {
  it('shows a new agreement as soon as it is published, and a plan taken out as en trámite', async () => {
    const cards = await renderDerecho({ content: publishedSource(PUBLISHED) })
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
    const cards = await renderDerecho({})
    expect(cards).toHaveLength(4)
    expect(cards[1]).toEqual(card('Sabatina', seedGrantOf('Derecho', 'sabatina').number))
  })

  it("carries only its own carrera's plans in the page's data", async () => {
    const args = { context: { content: publishedSource(RVOE_SEED) }, request: new Request(`https://instituto.example${derecho.page.path}`), params: {} }
    const { rvoe } = await loader(args as Parameters<typeof loader>[0])
    expect(new Set(rvoe.plans.map((plan) => plan.carrera))).toEqual(new Set(['Derecho']))
    expect(rvoe.authorities).toEqual(RVOE_SEED.authorities)
  })
})
