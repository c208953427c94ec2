import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, createRoutesStub, useLocation, type AppLoadContext } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { PRERENDERED_PAGES } from '#app/config/prerender.ts'
import { indexablePaths } from '#app/lib/sitemap.ts'
import { ProgramFinder } from '#app/features/program-finder/program-finder.tsx'
import { programSummaries, readPublishedOffer } from '#app/features/program-finder/program-summaries.ts'
import Oferta, { loader } from '#app/routes/oferta.tsx'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { finderText } from '#content/finder.ts'
import { offerGrid } from '#content/home.ts'
import { mainNavigation, type NavItem } from '#content/navigation.ts'
import { ADMISSION_OPTIONS, type AdmissionChoices } from '#contracts/admission-options.ts'
import { SINGLE_RECORD_KEY, type ContentKind } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'
import { RVOE_SEED, type RvoeTable } from '#contracts/rvoe.ts'
import { paths } from '#contracts/site-paths.ts'


/** A server's published content: the seed, with the ficha's options and the RVOE as given. */
function publishedSource({ choices = ADMISSION_OPTIONS, rvoe = RVOE_SEED }: { choices?: AdmissionChoices; rvoe?: RvoeTable } = {}): ContentSource {
  const replaced: Partial<Record<ContentKind, unknown>> = { 'opciones-ficha': choices, rvoe }
  const record = (kind: ContentKind, key: string = SINGLE_RECORD_KEY) => {
    const data = kind in replaced && key === SINGLE_RECORD_KEY ? replaced[kind] : CONTENT_SEED[kind][key]
    return data === undefined ? Promise.reject(new Error(`No hay «${kind}/${key}»`)) : Promise.resolve(data)
  }
  return { record: record as ContentSource['record'], publishedAt: () => Promise.resolve(null) }
}

/** spec §3.1 as staff could publish it: Derecho no longer offered sabatina at Saltillo. */
const WITHOUT_DERECHO_SABATINO_AT_SALTILLO: AdmissionChoices = {
  ...ADMISSION_OPTIONS,
  'licenciatura en sabatino': ADMISSION_OPTIONS['licenciatura en sabatino'].map((offer) =>
    offer.campus === 'Saltillo' ? { ...offer, carreras: offer.carreras.filter((carrera) => carrera !== 'Derecho') } : offer,
  ),
}

const SALTILLO_SABATINA = { level: 'licenciatura', modality: 'sabatina', campus: 'Saltillo' } as const

async function summariesOf(source: ContentSource) {
  return programSummaries(await readPublishedOffer(source))
}

describe('the programme summaries (issue 39)', () => {
  it('lists the eleven programmes with what the finder shows of each', async () => {
    const summaries = await summariesOf(publishedSource())
    expect(summaries).toHaveLength(11)
    const derecho = summaries.find((summary) => summary.slug === 'derecho')
    expect(derecho).toMatchObject({ name: 'Licenciatura en Derecho', level: 'licenciatura', periodUnit: 'cuatrimestre', periodCount: 9, months: 36 })
    expect(derecho?.offers.map((offer) => offer.modality)).toEqual(['escolarizada', 'sabatina', 'en-linea', 'nocturna'])
    expect(derecho?.offers.find((offer) => offer.modality === 'en-linea')?.campuses).toEqual(['Internet'])
    expect(derecho?.monthly).toEqual({ from: 800, to: 1_500 })
    expect(summaries.find((summary) => summary.slug === 'pedagogia')).toMatchObject({ months: 16, monthly: { from: 1_600, to: 1_600 } })
  })

  it('takes a career out of a campus as soon as the ficha’s options are published without it', async () => {
    const before = (await summariesOf(publishedSource())).find((summary) => summary.slug === 'derecho')
    const after = (await summariesOf(publishedSource({ choices: WITHOUT_DERECHO_SABATINO_AT_SALTILLO }))).find((summary) => summary.slug === 'derecho')
    expect(before?.offers.find((offer) => offer.modality === 'sabatina')?.campuses).toContain('Saltillo')
    expect(after?.offers.find((offer) => offer.modality === 'sabatina')?.campuses).not.toContain('Saltillo')
    // Still escolarizada at Saltillo.
    expect(after?.offers.find((offer) => offer.modality === 'escolarizada')?.campuses).toContain('Saltillo')
  })

  it('says a modality is en trámite once its RVOE is taken out', async () => {
    const summaries = await summariesOf(publishedSource({ rvoe: withoutRvoe('Derecho', 'sabatina', RVOE_SEED) }))
    const derecho = summaries.find((summary) => summary.slug === 'derecho')
    expect(derecho?.offers.map((offer) => [offer.modality, offer.rvoe])).toEqual([
      ['escolarizada', 'granted'],
      ['sabatina', 'pending'],
      ['en-linea', 'granted'],
      ['nocturna', 'granted'],
    ])
  })
})

/** Where the finder has written its filters. */
function Address() {
  const location = useLocation()
  return <input readOnly aria-label="Dirección" value={`${location.pathname}${location.search}`} />
}

function renderFinder(context: AppLoadContext, search = '') {
  const Stub = createRoutesStub(
    [
      {
        path: paths.oferta,
        Component: (props: Parameters<typeof Oferta>[0]) => (
          <>
            <Oferta {...props} />
            <Address />
          </>
        ),
        loader,
        HydrateFallback: () => null,
      },
    ],
    context,
  )
  render(<Stub initialEntries={[`${paths.oferta}${search}`]} />)
}

const resultNames = () =>
  within(screen.getByRole('region', { name: finderText.resultsLabel }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('the programme finder (issue 39)', () => {
  it('lists every programme, then filters to licenciatura, sabatina, Saltillo (spec §3.1) and writes it in the address', async () => {
    renderFinder({ content: publishedSource() })
    expect(await screen.findByRole('status')).toHaveTextContent('11 programas encontrados')
    const user = userEvent.setup()

    await user.click(within(screen.getByRole('group', { name: finderText.level.legend })).getByRole('radio', { name: 'Licenciatura' }))
    expect(screen.getByRole('status')).toHaveTextContent('7 programas encontrados')
    await user.click(within(screen.getByRole('group', { name: finderText.modality.legend })).getByRole('radio', { name: 'Sabatina' }))
    await user.selectOptions(screen.getByRole('combobox', { name: finderText.campus.label }), 'Saltillo')

    expect(screen.getByRole('status')).toHaveTextContent('3 programas encontrados')
    expect(resultNames()).toEqual(['Licenciatura en Ciencias de la Educación', 'Licenciatura en Derecho', 'Licenciatura en Administración de Empresas'])
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveValue(`${paths.oferta}?nivel=licenciatura&modalidad=sabatina&campus=Saltillo`)
  })

  it('opens a shared address with the same result', async () => {
    renderFinder({ content: publishedSource() }, '?nivel=licenciatura&modalidad=sabatina&campus=Saltillo')
    expect(await screen.findByRole('status')).toHaveTextContent('3 programas encontrados')
    expect(screen.getByRole('radio', { name: 'Sabatina' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: finderText.campus.label })).toHaveValue('Saltillo')
  })

  it('follows the published options: a career taken out of a campus is no longer found there', async () => {
    renderFinder({ content: publishedSource({ choices: WITHOUT_DERECHO_SABATINO_AT_SALTILLO }) }, `?nivel=${SALTILLO_SABATINA.level}&modalidad=${SALTILLO_SABATINA.modality}&campus=${SALTILLO_SABATINA.campus}`)
    expect(await screen.findByRole('status')).toHaveTextContent('2 programas encontrados')
    expect(resultNames()).not.toContain('Licenciatura en Derecho')
  })

  it('shows each result’s facts and links its page', async () => {
    renderFinder({ content: publishedSource() }, '?nivel=doctorado')
    expect(await screen.findByRole('status')).toHaveTextContent('1 programa encontrado')
    const [result] = within(screen.getByRole('region', { name: finderText.resultsLabel })).getAllByRole('listitem')
    if (!result) throw new Error('Sin resultados')
    expect(within(result).getByRole('link', { name: 'Doctorado en Gestión Educativa' })).toHaveAttribute('href', '/inicio/posgrado/doctorado/gestion')
    const facts = within(result)
      .getAllByRole('definition')
      .map((fact) => fact.textContent)
    expect(facts).toEqual([
      'Doctorado',
      'En línea, Nocturna',
      `Torreón, ${finderText.online}`,
      '6 cuatrimestres (2 años)',
      expect.stringMatching(/^\$[\d,]+|^De \$/),
      'En línea: con RVOE; Nocturna: con RVOE',
    ])
  })

  it('says when nothing matches, and clears the filters', async () => {
    renderFinder({ content: publishedSource() }, '?nivel=doctorado&modalidad=sabatina')
    expect(await screen.findByRole('status')).toHaveTextContent(finderText.empty)
    await userEvent.setup().click(screen.getByRole('button', { name: finderText.clear }))
    expect(screen.getByRole('status')).toHaveTextContent('11 programas encontrados')
    expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveValue(paths.oferta)
  })

  it('chooses up to three programmes to compare and links their comparison', async () => {
    renderFinder({ content: publishedSource() })
    await screen.findByRole('status')
    const user = userEvent.setup()
    for (const name of ['Derecho', 'Administración de Empresas', 'Pedagogía']) {
      await user.click(screen.getByRole('checkbox', { name: `Comparar ${name}` }))
    }
    expect(screen.getByRole('link', { name: 'Comparar (3)' })).toHaveAttribute('href', `${paths.comparar}?programas=derecho,administracion,pedagogia`)
    const fourth = screen.getByRole('checkbox', { name: 'Comparar Contador Auditor' })
    expect(fourth).toBeDisabled()
    expect(fourth).toHaveAccessibleDescription(finderText.compare.full)

    await user.click(screen.getByRole('checkbox', { name: 'Comparar Pedagogía' }))
    expect(screen.getByRole('checkbox', { name: 'Comparar Contador Auditor' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Comparar (2)' })).toHaveAttribute('href', `${paths.comparar}?programas=derecho,administracion`)
  })
})

describe('the finder’s first render (docs/decisions/055: the server renders it per path)', () => {
  it('renders every programme on the server and applies the address’s filters after hydrating, without a mismatch', async () => {
    const published = await readPublishedOffer(publishedSource())
    const page = (
      <MemoryRouter initialEntries={[`${paths.oferta}?nivel=doctorado`]}>
        <ProgramFinder summaries={programSummaries(published)} modalityLabels={published.modalityLabels} text={finderText} />
      </MemoryRouter>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    expect(within(container).getByRole('status')).toHaveTextContent('11 programas encontrados')

    const onRecoverableError = vi.fn()
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError })
    })
    expect(within(container).getByRole('status')).toHaveTextContent('1 programa encontrado')
    expect(onRecoverableError).not.toHaveBeenCalled()
    container.remove()
  })
})

describe('the finder and the comparison as pages of the site', () => {
  it('are registered, with their own meta, and listed in the sitemap', () => {
    expect(PRERENDERED_PAGES.filter((page) => page.path === paths.oferta || page.path === paths.comparar).map((page) => page.title)).toEqual([
      'Oferta educativa',
      'Compara programas',
    ])
    expect(indexablePaths(PRERENDERED_PAGES)).toEqual(expect.arrayContaining([paths.oferta, paths.comparar]))
  })

  it('is linked from the EDUCACIÓN menu and under the home page’s offer grid', () => {
    const education = mainNavigation.find((item): item is Extract<NavItem, { kind: 'branch' }> => item.kind === 'branch' && item.key === 'educacion')
    expect(education?.children.at(-1)).toEqual({ kind: 'internal', label: 'Toda la oferta educativa', to: paths.oferta })
    expect(offerGrid.all.to).toBe(paths.oferta)
  })
})
