import { render, screen } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { certificateContent } from '#content/certificate.ts'
import { ANNULLED_VALUE, CERTIFICATE_FIELDS, CERTIFICATE_MESSAGES, type Certificate } from '#contracts/certificate.ts'
import { answerGet, jsonAnswer, mockApiNetwork, recordRequests } from '#tests/support/api-network.ts'
import { CertificateCheck } from './certificate-check.tsx'
import type { CertificateAnswer } from './fetch-certificate.ts'
import { loadCertificate } from './load-certificate.ts'

const certificate = Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, `valor de ${field}`])) as Certificate

mockApiNetwork()

const PAGE_URL = 'https://www.instituto-ejemplo.edu.mx/certificates/verificacion/ABC-1'
const CHECKED_AT = new Date('2026-08-01T18:05:00Z')

const lookUp = (folio: string | undefined) => loadCertificate(folio, new AbortController().signal).answer

describe('CertificateCheck (spec §2.15, §8)', () => {
  it('shows nothing final while loading (its busy state is checked in the browser, tests/e2e/certificate.test.ts)', () => {
    render(<CertificateCheck lookup={{ state: 'loading' }} pageUrl={PAGE_URL} text={certificateContent} />)
    expect(screen.getByText(certificateContent.loading)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
  })

  it('lists the 14 fields as text, each annulled value marked, then the stamp of the check', () => {
    const annulled = { ...certificate, Timbrado: ANNULLED_VALUE }
    render(<CertificateCheck lookup={{ state: 'found', certificate: annulled, checkedAt: CHECKED_AT }} pageUrl={PAGE_URL} text={certificateContent} />)
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(
      CERTIFICATE_FIELDS.map((field) => certificateContent.fieldLabels[field]),
    )
    const marked = screen.getAllByRole('definition').filter((value) => value.className.includes('annulled'))
    expect(marked.map((value) => value.textContent)).toEqual([ANNULLED_VALUE])
    // Institute time (UTC-6), whatever the reader's zone.
    expect(screen.getByText(`Verificado el 1 de agosto de 2026 a las 12:05 en ${PAGE_URL}`)).toBeInTheDocument()
  })

  it('shows a failure as an alert', () => {
    render(<CertificateCheck lookup={{ state: 'failed', message: 'No existe.' }} pageUrl={PAGE_URL} text={certificateContent} />)
    expect(screen.getByRole('alert')).toHaveTextContent('No existe.')
  })

  it('shows the loading state until a lookup on its way arrives, then the answer', async () => {
    let answer: (settled: CertificateAnswer) => void = () => {}
    const pending = new Promise<CertificateAnswer>((resolve) => (answer = resolve))
    render(<CertificateCheck lookup={pending} pageUrl={PAGE_URL} text={certificateContent} />)
    expect(screen.getByText(certificateContent.loading)).toBeInTheDocument()
    expect(screen.queryByRole('term')).not.toBeInTheDocument()

    answer({ state: 'found', certificate, checkedAt: CHECKED_AT })
    expect(await screen.findAllByRole('term')).toHaveLength(CERTIFICATE_FIELDS.length)
    expect(screen.queryByText(certificateContent.loading)).not.toBeInTheDocument()
  })
})

describe('loadCertificate (spec §7, §8)', () => {
  it("without a folio makes no call and says 'Folio no proporcionado.'", async () => {
    const requests = recordRequests()
    expect(await lookUp(undefined)).toEqual({ state: 'failed', message: CERTIFICATE_MESSAGES.missingFolio })
    expect(requests).toEqual([])
  })

  it('asks for the folio and returns the certificate', async () => {
    const lookups = answerGet('/certificates/:folio', jsonAnswer(200, { data: certificate }))
    expect(await lookUp('ABC-1')).toEqual({ state: 'found', certificate, checkedAt: expect.any(Date) })
    expect(lookups).toEqual(['/api/v1/certificates/ABC-1'])
  })

  it("shows the server's mensaje, else 'Error al obtener certificado.'", async () => {
    answerGet('/certificates/NO-1', jsonAnswer(404, { mensaje: 'No existe un certificado con ese folio.' }))
    answerGet('/certificates/NO-2', () => new HttpResponse('Bad Gateway', { status: 502 }))
    expect(await lookUp('NO-1')).toEqual({ state: 'failed', message: 'No existe un certificado con ese folio.' })
    expect(await lookUp('NO-2')).toEqual({ state: 'failed', message: CERTIFICATE_MESSAGES.fetchFailed })
  })

  it('an answer that does not match the certificate shape is a failure too', async () => {
    answerGet('/certificates/X', jsonAnswer(200, { data: { Folio: 'X' } }))
    expect(await lookUp('X')).toEqual({ state: 'failed', message: CERTIFICATE_MESSAGES.fetchFailed })
  })
})
