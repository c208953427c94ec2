import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, Outlet, createRoutesStub, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { siteUrl } from '#app/config/public-env.ts'
import { relatedQuestions } from '#app/features/faq/faq-view.ts'
import CertificatePage, { HydrateFallback, clientLoader, shouldRevalidate } from '#app/routes/certificate.tsx'
import { certificateContent } from '#content/certificate.ts'
import { faqText } from '#content/faq-page.ts'
import { CERTIFICATE_FIELDS, CERTIFICATE_MESSAGES, type Certificate } from '#contracts/certificate.ts'
import { paths } from '#contracts/site-paths.ts'
import { answerGet, heldResponse, jsonAnswer, mockApiNetwork, recordRequests } from '#tests/support/api-network.ts'

mockApiNetwork()

/** Issue 39: what the page's server loader gives: the published questions on certificates. */
const SERVER_DATA = {
  questions: relatedQuestions(
    [
      { tema: 'certificados', pregunta: '¿Qué significa «ANULADO/NO VALIDO»?', respuesta: 'Que el certificado ya **no es válido**.' },
      { tema: 'becas', pregunta: '¿Hay becas?', respuesta: 'Sí.' },
    ],
    ['certificados'],
  ),
}

function certificateOf(nombre: string) {
  return { ...Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, `valor de ${field}`])), Nombre: nombre } as Certificate
}

/** Links to move around as a visitor could, and the current location's key to see a navigation end. */
function Site() {
  const location = useLocation()
  return (
    <>
      <nav>
        <Link to={paths.certificate('A-1')}>Folio A-1</Link>
        <Link to={`${paths.certificate('A-1')}?origen=qr`}>Folio A-1 desde el QR</Link>
        <Link to={paths.certificate('B-2')}>Folio B-2</Link>
        <Link to={paths.home}>Inicio</Link>
      </nav>
      <output aria-label="Visita">{location.key}</output>
      <Outlet />
    </>
  )
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      Component: Site,
      children: [
        {
          path: '/certificates/verificacion/:folio?',
          Component: CertificatePage,
          HydrateFallback,
          // The server loader's data, as hydration or a navigation's request gives it.
          loader: (args) => clientLoader({ ...args, serverLoader: () => Promise.resolve(SERVER_DATA) }),
          shouldRevalidate,
        },
        { path: paths.home, Component: () => <h1>Página de inicio</h1> },
      ],
    },
  ])
  render(<Stub initialEntries={[path]} />)
  return userEvent.setup()
}

async function navigateBy(user: ReturnType<typeof userEvent.setup>, link: string) {
  const visit = screen.getByRole('status', { name: 'Visita' })
  const before = visit.textContent
  await user.click(screen.getByRole('link', { name: link }))
  await expect.poll(() => visit.textContent).not.toBe(before)
}

describe('certificate page (spec §2.15, §4, §7, §8)', () => {
  it('shows the loading state while the folio is looked up, then the certificate', async () => {
    const answer = heldResponse(Response.json({ data: certificateOf('ANA') }))
    const lookups = answerGet('/certificates/:folio', answer.respond)
    renderAt(paths.certificate('A-1'))

    // The fallback's loading state gives way to the page's own: read what is shown, not one node.
    await screen.findByText(certificateContent.loading)
    expect(screen.getByText(certificateContent.loading)).toBeInTheDocument()
    expect(screen.getByText(certificateContent.folioLine('A-1'))).toBeInTheDocument()
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    answer.release()
    expect(await screen.findAllByRole('term')).toHaveLength(CERTIFICATE_FIELDS.length)
    expect(screen.getByText('ANA')).toBeInTheDocument()
    expect(screen.queryByText(certificateContent.loading)).not.toBeInTheDocument()
    expect(lookups).toEqual(['/api/v1/certificates/A-1'])
    // The printable stamp: when it was checked, and this page's own address.
    const pageUrl = siteUrl(paths.certificate('A-1'))
    expect(screen.getByText((shown) => shown.startsWith('Verificado el ') && shown.endsWith(` en ${pageUrl}`))).toBeInTheDocument()
  })

  it("without a folio says 'Folio no proporcionado.' and asks nothing", async () => {
    const requests = recordRequests()
    renderAt(paths.certificateWithoutFolio)

    expect(await screen.findByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.missingFolio)
    expect(screen.queryByText(certificateContent.loading)).not.toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('does not ask again for the folio it shows', async () => {
    const lookups = answerGet('/certificates/:folio', jsonAnswer(200, { data: certificateOf('ANA') }))
    const user = renderAt(paths.certificate('A-1'))
    await screen.findAllByRole('term')

    await navigateBy(user, 'Folio A-1')
    await navigateBy(user, 'Folio A-1 desde el QR')

    expect(screen.getByText('ANA')).toBeInTheDocument()
    expect(lookups).toEqual(['/api/v1/certificates/A-1'])
  })

  it('another folio shows its own loading state, not the previous certificate, then its own', async () => {
    answerGet('/certificates/A-1', jsonAnswer(200, { data: certificateOf('ANA') }))
    const second = heldResponse(Response.json({ data: certificateOf('BETO') }))
    answerGet('/certificates/B-2', second.respond)
    const user = renderAt(paths.certificate('A-1'))
    await screen.findAllByRole('term')

    await navigateBy(user, 'Folio B-2')
    expect(screen.getByText(certificateContent.folioLine('B-2'))).toBeInTheDocument()
    expect(screen.getByText(certificateContent.loading)).toBeInTheDocument()
    expect(screen.queryByRole('term')).not.toBeInTheDocument()

    second.release()
    expect(await screen.findByText('BETO')).toBeInTheDocument()
    expect(screen.queryByText('ANA')).not.toBeInTheDocument()
  })

  it('leaving the page while the folio is looked up shows no error when the answer comes', async () => {
    const answer = heldResponse(new Response('Bad Gateway', { status: 502 }))
    const lookups = answerGet('/certificates/:folio', answer.respond)
    const user = renderAt(paths.certificate('A-1'))
    await expect.poll(() => lookups.length).toBe(1)

    await navigateBy(user, 'Inicio')
    answer.release()
    await answer.respond()

    expect(screen.getByRole('heading', { name: 'Página de inicio' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows under the answer the published questions on certificates, and only those (issue 39)', async () => {
    answerGet('/certificates/:folio', jsonAnswer(200, { data: certificateOf('ANA') }))
    renderAt(paths.certificate('A-1'))
    const questions = await screen.findByRole('region', { name: faqText.related.heading })
    expect(await screen.findByText('ANA')).toBeInTheDocument()
    expect(screen.getAllByRole('group').map((question) => question.querySelector('summary')?.textContent)).toEqual(['¿Qué significa «ANULADO/NO VALIDO»?'])
    expect(questions).toContainElement(screen.getByRole('link', { name: faqText.related.all }))
  })
})
