import { CERTIFICATE_PANEL_TEXT, IMPORT_OUTCOME_LABELS, IMPORT_OUTCOMES, type CertificateImportAnswer } from '#contracts/certificates-panel.ts'
import { panelText } from './panel-text.ts'
import { Badge } from './queue-badge.tsx'
import list from './list.module.css'

const text = CERTIFICATE_PANEL_TEXT
const COLUMNS = ['donde', 'folio', 'resultado', 'motivo'] as const

/** «Nuevo: 2 · Actualizado: 1 · …»: how many rows of each outcome. */
export function ImportCounts({ answer }: { answer: CertificateImportAnswer }) {
  return <p>{IMPORT_OUTCOMES.map((outcome) => `${IMPORT_OUTCOME_LABELS[outcome]}: ${answer.conteos[outcome]}`).join(' · ')}</p>
}

/** Every row of the file with what the import does (or did) to it, and why a row is rejected. A table from 992 px, cards below. */
export function ImportRowsTable({ answer }: { answer: CertificateImportAnswer }) {
  return (
    <table className={list.table} role="table">
      <caption className="sr-only">{text.previewCaption}</caption>
      <thead>
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {text.columns[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {answer.filas.map((row) => (
          <tr key={row.donde} role="row">
            <td className={list.when} data-label={text.columns.donde}>
              {row.donde}
            </td>
            <td data-label={text.columns.folio}>{row.folio ?? panelText.list.noValue}</td>
            <td data-label={text.columns.resultado}>
              {row.resultado === 'rechazado' ? <Badge tone="danger">{IMPORT_OUTCOME_LABELS.rechazado}</Badge> : IMPORT_OUTCOME_LABELS[row.resultado]}
            </td>
            <td data-label={text.columns.motivo}>{row.motivo ?? panelText.list.noValue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
