import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { IdentityProvider } from '#app/components/layout/identity-context.tsx'
import Contactanos, { loader } from '#app/routes/contactanos.tsx'
import { faqSeed } from '#content/faq.ts'
import { faqText } from '#content/faq-page.ts'
import { identitySeed } from '#content/identity.ts'
import { FAQ_RELATED_MAX } from '#contracts/limits.ts'
import { paths } from '#contracts/site-paths.ts'

describe('the contact page (issue 39)', () => {
  it('shows under the form a few questions on admissions, and a link to all of them', async () => {
    // The /inicio layout gives its pages the published identity: here, the seed's.
    const Page = (props: Parameters<typeof Contactanos>[0]) => (
      <IdentityProvider identity={identitySeed}>
        <Contactanos {...props} />
      </IdentityProvider>
    )
    const Stub = createRoutesStub([{ path: paths.contactanos, Component: Page, loader, HydrateFallback: () => null }])
    render(<Stub initialEntries={[paths.contactanos]} />)
    const questions = await screen.findByRole('region', { name: faqText.related.heading })
    const admisiones = faqSeed.filter((item) => item.tema === 'admisiones').map((item) => item.pregunta)
    expect(within(questions).getAllByRole('group').map((question) => question.querySelector('summary')?.textContent)).toEqual(
      admisiones.slice(0, FAQ_RELATED_MAX),
    )
    expect(within(questions).getByRole('link', { name: faqText.related.all })).toHaveAttribute('href', paths.preguntasFrecuentes)
  })
})
