import { Link } from 'react-router'
import { CERTIFICATE_PANEL_TEXT, CERTIFICATE_STATUS_LABELS, type CertificateListItem } from '#contracts/certificates-panel.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { Badge } from './queue-badge.tsx'
import list from './list.module.css'
import styles from './queue.module.css'

/** The list's columns: the wire names of the certificate's fields, then the status. */
const COLUMNS = ['Folio', 'Nombre', 'CURP', 'Matricula', 'estado'] as const
const HEADS: Readonly<Record<(typeof COLUMNS)[number], string>> = {
  Folio: 'Folio',
  Nombre: 'Nombre',
  CURP: 'CURP',
  Matricula: 'Matrícula',
  estado: CERTIFICATE_PANEL_TEXT.status,
}

/**
 * A page of certificates: a table from 992 px, one card per certificate below (the folio, a link
 * to its page, heads the card), as the queues' lists (queue-items-table.tsx).
 */
export function CertificatesTable({ items }: { items: readonly CertificateListItem[] }) {
  return (
    <table className={`${list.table} ${styles.table}`} role="table">
      <caption className="sr-only">{CERTIFICATE_PANEL_TEXT.caption}</caption>
      <thead>
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {HEADS[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.Folio} role="row">
            {COLUMNS.map((column) => (
              <td key={column} className={column === 'Folio' ? list.when : undefined} data-label={HEADS[column]}>
                {column === 'Folio' ? (
                  <Link to={PANEL_PAGES.certificate(item.Folio)} className={styles.folio}>
                    {item.Folio}
                  </Link>
                ) : column === 'estado' ? (
                  item.estado === 'anulado' ? (
                    <Badge tone="danger">{CERTIFICATE_STATUS_LABELS.anulado}</Badge>
                  ) : (
                    CERTIFICATE_STATUS_LABELS.vigente
                  )
                ) : (
                  item[column]
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
