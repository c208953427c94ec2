import { IMPORT_OUTCOME_LABELS, IMPORT_OUTCOMES, type CertificateImportAnswer, type ImportRowAnswer } from '#contracts/certificates-panel.ts'
import { panelText } from '../shared/panel-text.ts'
import { Badge } from '../shared/badge.tsx'
import { ListTable } from '../shared/list/list-table.tsx'
import type { ListColumn } from '../shared/list/panel-list.ts'
import { certificateText as text } from './certificate-text.ts'

/** «Nuevo: 2 · Actualizado: 1 · …»: how many rows of each outcome. */
export function ImportCounts({ answer }: { answer: CertificateImportAnswer }) {
  return <p>{IMPORT_OUTCOMES.map((outcome) => `${IMPORT_OUTCOME_LABELS[outcome]}: ${answer.conteos[outcome]}`).join(' · ')}</p>
}

/** The rows' columns: where the row is (heading its card on a phone), its folio, the outcome and why a row is rejected. */
const COLUMNS: readonly ListColumn<ImportRowAnswer>[] = [
  { key: 'donde', head: text.columns.donde, lead: true, cell: (row) => row.donde },
  { key: 'folio', head: text.columns.folio, cell: (row) => row.folio ?? panelText.list.noValue },
  {
    key: 'resultado',
    head: text.columns.resultado,
    cell: (row) => (row.resultado === 'rechazado' ? <Badge tone="danger">{IMPORT_OUTCOME_LABELS.rechazado}</Badge> : IMPORT_OUTCOME_LABELS[row.resultado]),
  },
  { key: 'motivo', head: text.columns.motivo, cell: (row) => row.motivo ?? panelText.list.noValue },
]

/** Every row of the file with what the import does (or did) to it, and why a row is rejected. A table from 992 px, cards below. */
export function ImportRowsTable({ answer }: { answer: CertificateImportAnswer }) {
  return <ListTable table={{ columns: COLUMNS, itemKey: (row) => row.donde }} items={answer.filas} caption={text.previewCaption} />
}
