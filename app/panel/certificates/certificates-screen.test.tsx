import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { API_BASE_PATH, CERTIFICATE_API_PATHS, PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { CERTIFICATE_FIELDS, type Certificate } from '#contracts/certificate.ts'
import {
  CERTIFICATE_PANEL_MESSAGES,
  type CertificateDetail,
  type CertificateImportAnswer,
  type CertificatePage,
} from '#contracts/certificates-panel.ts'
import { CERTIFICATE_PAGE_SIZE } from '#contracts/limits.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { answerGet, answerPost, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { panelText } from '../shared/panel-text.ts'
import { CERTIFICATE_FILTER_TEXT, certificateText as text } from './certificate-text.ts'

mockApiNetwork()

const FOLIO = '3f2b8c1e-7d4a-4e9b-a6c2-1b5d9e0f4a7c'
const datos = { ...(Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, `${field} de prueba`])) as Certificate), Folio: FOLIO, Nombre: 'JUAN PÉREZ LÓPEZ' }

function detail(overrides: Partial<CertificateDetail> = {}): CertificateDetail {
  return { datos, estado: 'vigente', registrado: '2026-08-01T18:00:00.000Z', actualizado: '2026-08-01T18:00:00.000Z', anulado: null, historial: [], ...overrides }
}

/** The panel at `url`, signed in to the school services desk. */
function openAt(url: string) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'sofia@instituto.example', nombre: 'Sofía', roles: ['servicios-escolares'], dosPasos: false }))
  const router = createMemoryRouter(panelRoutes, { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

describe('certificate registry (issue 15)', () => {
  it('searches by the URL query, lists the certificates with a link to each, and pages', async () => {
    const queries: string[] = []
    answerGet(CERTIFICATE_API_PATHS.list, (request) => {
      queries.push(new URL(request.url).search)
      const page: CertificatePage = {
        elementos: [{ Folio: FOLIO, Nombre: 'JUAN PÉREZ LÓPEZ', CURP: 'PELJ050312HCLRPN08', Matricula: 'BG-2023-0142', estado: 'anulado' }],
        total: 30,
        pagina: 1,
        porPagina: CERTIFICATE_PAGE_SIZE,
      }
      return Response.json(page)
    })
    const { router, user } = openAt(`${PANEL_PAGES.certificates}?q=perez`)

    expect(await screen.findByText(text.count(30))).toBeInTheDocument()
    expect(queries).toEqual(['?q=perez'])
    expect(screen.getByRole('heading', { level: 1, name: text.section })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: text.importLink })).toHaveAttribute('href', PANEL_PAGES.certificateImport)
    const table = screen.getByRole('table', { name: text.caption })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Folio', 'Nombre', 'CURP', 'Matrícula', 'Estado'])
    expect(within(table).getByRole('link', { name: FOLIO })).toHaveAttribute('href', PANEL_PAGES.certificate(FOLIO))
    expect(within(table).getByText('Anulado')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: text.pages })).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText(CERTIFICATE_FILTER_TEXT.estado.label), 'vigente')
    await user.click(screen.getByRole('button', { name: panelText.list.filter }))
    expect(router.state.location.search).toBe('?q=perez&estado=vigente')
    await waitFor(() => expect(queries).toEqual(['?q=perez', '?q=perez&estado=vigente']))
  })

  it('shows a certificate, its QR downloads, and annuls it with a required reason after a confirm step', async () => {
    let current = detail()
    answerGet(CERTIFICATE_API_PATHS.item(FOLIO), () => Response.json(current))
    const bodies = answerPost(CERTIFICATE_API_PATHS.annul(FOLIO), () => {
      current = detail({
        estado: 'anulado',
        anulado: '2026-08-02T16:00:00.000Z',
        historial: [{ at: '2026-08-02T16:00:00.000Z', persona: 'sofia@instituto.example', accion: 'certificate-annulled', de: 'vigente', a: 'anulado', nota: 'CURP equivocada', detalle: null }],
      })
      return Response.json({ estado: 'anulado' })
    })
    const { user } = openAt(PANEL_PAGES.certificate(FOLIO))

    expect(await screen.findByRole('heading', { level: 1, name: FOLIO })).toBeInTheDocument()
    const fields = screen.getByRole('region', { name: text.fields })
    expect(within(fields).getAllByRole('term').map((term) => term.textContent)).toEqual([...CERTIFICATE_FIELDS])
    expect(screen.getByRole('link', { name: text.qrSvg })).toHaveAttribute('href', `${API_BASE_PATH}${CERTIFICATE_API_PATHS.qr(FOLIO, 'svg')}`)
    expect(screen.getByRole('link', { name: text.qrPng })).toHaveAttribute('href', `${API_BASE_PATH}${CERTIFICATE_API_PATHS.qr(FOLIO, 'png')}`)
    expect(screen.getByText(text.noHistory)).toBeInTheDocument()

    const form = screen.getByRole('form', { name: text.annulTitle })
    await user.click(within(form).getByRole('button', { name: text.annulButton }))
    expect(await within(form).findByText(CERTIFICATE_PANEL_MESSAGES.reasonRequired)).toBeInTheDocument()
    await user.type(within(form).getByLabelText(text.annulReason.label), 'CURP equivocada')
    await user.click(within(form).getByRole('button', { name: text.annulButton }))
    expect(within(form).getByText(text.annulConfirm(FOLIO))).toHaveFocus()
    expect(bodies).toEqual([])
    await user.click(within(form).getByRole('button', { name: text.annulConfirmButton }))

    expect(await screen.findByText(text.annulled)).toBeInTheDocument()
    expect(bodies).toEqual([{ motivo: 'CURP equivocada' }])
    expect(screen.queryByRole('form', { name: text.annulTitle })).not.toBeInTheDocument()
    const history = screen.getByRole('region', { name: text.history })
    expect(within(history).getByText('Certificado anulado')).toBeInTheDocument()
    expect(within(history).getByText('CURP equivocada')).toBeInTheDocument()
  })

  it('keeps the reason when someone else annulled it first, and offers to read the certificate again', async () => {
    let current = detail()
    answerGet(CERTIFICATE_API_PATHS.item(FOLIO), () => Response.json(current))
    answerPost(CERTIFICATE_API_PATHS.annul(FOLIO), () => {
      current = detail({ estado: 'anulado', anulado: '2026-08-02T16:00:00.000Z' })
      return Response.json({ mensaje: CERTIFICATE_PANEL_MESSAGES.alreadyAnnulled }, { status: 409 })
    })
    const { user } = openAt(PANEL_PAGES.certificate(FOLIO))
    const form = await screen.findByRole('form', { name: text.annulTitle })
    await user.type(within(form).getByLabelText(text.annulReason.label), 'Duplicado')
    await user.click(within(form).getByRole('button', { name: text.annulButton }))
    await user.click(within(form).getByRole('button', { name: text.annulConfirmButton }))

    expect(await within(form).findByRole('alert')).toHaveTextContent(CERTIFICATE_PANEL_MESSAGES.alreadyAnnulled)
    expect(within(form).getByLabelText(text.annulReason.label)).toHaveValue('Duplicado')
    await user.click(within(form).getByRole('button', { name: panelText.item.reload }))
    expect(await screen.findByText(panelText.item.reloaded)).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: text.annulTitle })).not.toBeInTheDocument()
  })

  it('previews an import row by row, then confirms it with the same file', async () => {
    const preview: CertificateImportAnswer = {
      escrito: false,
      filas: [
        { donde: 'fila 2 (línea 2)', folio: FOLIO, resultado: 'nuevo', motivo: null },
        { donde: 'fila 3 (línea 3)', folio: null, resultado: 'rechazado', motivo: 'falta Folio' },
      ],
      conteos: { nuevo: 1, actualizado: 0, 'sin-cambios': 0, rechazado: 1 },
    }
    const previews = answerPost(CERTIFICATE_API_PATHS.importPreview, () => Response.json(preview))
    const confirms = answerPost(CERTIFICATE_API_PATHS.importConfirm, () => Response.json({ ...preview, escrito: true }))
    const { user } = openAt(PANEL_PAGES.certificateImport)

    const form = await screen.findByRole('form', { name: text.importTitle })
    await user.click(within(form).getByRole('button', { name: text.review }))
    expect(within(form).getByText(CERTIFICATE_PANEL_MESSAGES.fileRequired)).toBeInTheDocument()

    const content = `${CERTIFICATE_FIELDS.join(',')}\n`
    await user.upload(within(form).getByLabelText(text.importFile.label), new File([content], 'lote.csv', { type: 'text/csv' }))
    await user.click(within(form).getByRole('button', { name: text.review }))

    const review = await screen.findByRole('region', { name: text.previewTitle })
    expect(previews).toEqual([{ nombre: 'lote.csv', contenido: content }])
    expect(confirms).toEqual([])
    expect(within(review).getByText('Nuevo: 1 · Actualizado: 0 · Sin cambios: 0 · Rechazado: 1')).toBeInTheDocument()
    const rows = within(within(review).getByRole('table', { name: text.previewCaption })).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual(['FilaFolioResultadoMotivo', `fila 2 (línea 2)${FOLIO}Nuevo—`, 'fila 3 (línea 3)—Rechazadofalta Folio'])

    await user.click(within(review).getByRole('button', { name: text.confirm }))
    expect(await screen.findByText(text.imported(1), { selector: 'p' })).toBeInTheDocument()
    expect(confirms).toEqual([{ nombre: 'lote.csv', contenido: content }])
  })

  it('keeps «Confirmar importación» disabled when no row would change the registry', async () => {
    answerPost(CERTIFICATE_API_PATHS.importPreview, () =>
      Response.json({ escrito: false, filas: [{ donde: 'elemento 1', folio: FOLIO, resultado: 'sin-cambios', motivo: null }], conteos: { nuevo: 0, actualizado: 0, 'sin-cambios': 1, rechazado: 0 } }),
    )
    const { user } = openAt(PANEL_PAGES.certificateImport)
    const form = await screen.findByRole('form', { name: text.importTitle })
    await user.upload(within(form).getByLabelText(text.importFile.label), new File(['[]'], 'lote.json', { type: 'application/json' }))
    await user.click(within(form).getByRole('button', { name: text.review }))
    const review = await screen.findByRole('region', { name: text.previewTitle })
    expect(within(review).getByText(text.nothingToWrite)).toBeInTheDocument()
    expect(within(review).getByRole('button', { name: text.confirm })).toBeDisabled()
  })
})
