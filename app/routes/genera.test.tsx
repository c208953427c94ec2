import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import Genera, { loader } from '#app/routes/genera.tsx'
import { faqSeed } from '#content/faq.ts'
import { faqText } from '#content/faq-page.ts'
import { FAQ_RELATED_MAX } from '#contracts/limits.ts'
import { paths } from '#contracts/site-paths.ts'

describe('the ficha page (issue 39)', () => {
  it('shows under the form a few questions on admissions and costs, taken in turn, and a link to all of them', async () => {
    const Stub = createRoutesStub([{ path: paths.genera, Component: Genera, loader, HydrateFallback: () => null }])
    render(<Stub initialEntries={[paths.genera]} />)
    const questions = await screen.findByRole('region', { name: faqText.related.heading })
    const [admisiones, costos] = [faqSeed.filter((item) => item.tema === 'admisiones'), faqSeed.filter((item) => item.tema === 'costos')]
    expect(within(questions).getAllByRole('group').map((question) => question.querySelector('summary')?.textContent)).toEqual(
      [admisiones[0]?.pregunta, costos[0]?.pregunta, admisiones[1]?.pregunta].slice(0, FAQ_RELATED_MAX),
    )
    expect(within(questions).getByRole('link', { name: faqText.related.all })).toHaveAttribute('href', paths.preguntasFrecuentes)
  })
})
