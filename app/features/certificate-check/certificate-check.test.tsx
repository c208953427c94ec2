import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { certificateContent } from '#content/certificate.ts'
import { ANNULLED_VALUE, CERTIFICATE_FIELDS, CERTIFICATE_MESSAGES, type Certificate } from '#contracts/certificate.ts'
import { CertificateCheck } from './certificate-check.tsx'
import { useCertificate } from './use-certificate.ts'

const certificate = Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, `valor de ${field}`])) as Certificate

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('CertificateCheck (spec §2.15, §8)', () => {
  it('shows nothing final while loading (its busy state is checked in the browser, tests/e2e/certificate.test.ts)', () => {
    render(<CertificateCheck lookup={{ state: 'loading' }} text={certificateContent} />)
    expect(screen.getByText(certificateContent.loading)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('term')).not.toBeInTheDocument()
  })

  it('lists the 14 fields as text, each annulled value marked', () => {
    const annulled = { ...certificate, Timbrado: ANNULLED_VALUE }
    render(<CertificateCheck lookup={{ state: 'found', certificate: annulled }} text={certificateContent} />)
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(
      CERTIFICATE_FIELDS.map((field) => certificateContent.fieldLabels[field]),
    )
    const marked = screen.getAllByRole('definition').filter((value) => value.className.includes('annulled'))
    expect(marked.map((value) => value.textContent)).toEqual([ANNULLED_VALUE])
  })

  it('shows a failure as an alert', () => {
    render(<CertificateCheck lookup={{ state: 'failed', message: 'No existe.' }} text={certificateContent} />)
    expect(screen.getByRole('alert')).toHaveTextContent('No existe.')
  })
})

describe('useCertificate (spec §7, §8)', () => {
  it("without a folio makes no call and says 'Folio no proporcionado.'", () => {
    const { result } = renderHook(() => useCertificate(undefined))
    expect(result.current).toEqual({ state: 'failed', message: CERTIFICATE_MESSAGES.missingFolio })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for the folio and returns the certificate', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: certificate }))
    const { result } = renderHook(() => useCertificate('ABC-1'))
    expect(result.current).toEqual({ state: 'loading' })
    await waitFor(() => expect(result.current).toEqual({ state: 'found', certificate }))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/certificates/ABC-1')
  })

  it("shows the server's mensaje, else 'Error al obtener certificado.'", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { mensaje: 'No existe un certificado con ese folio.' }))
    const first = renderHook(() => useCertificate('NO-1'))
    await waitFor(() =>
      expect(first.result.current).toEqual({ state: 'failed', message: 'No existe un certificado con ese folio.' }),
    )
    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }))
    const second = renderHook(() => useCertificate('NO-2'))
    await waitFor(() => expect(second.result.current).toEqual({ state: 'failed', message: CERTIFICATE_MESSAGES.fetchFailed }))
  })

  it('an answer that does not match the certificate shape is a failure too', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { Folio: 'X' } }))
    const { result } = renderHook(() => useCertificate('X'))
    await waitFor(() => expect(result.current).toEqual({ state: 'failed', message: CERTIFICATE_MESSAGES.fetchFailed }))
  })
})
