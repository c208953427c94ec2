import { Link } from 'react-router'
import { CERTIFICATE_API_PATHS } from '#contracts/api-paths.ts'
import {
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUSES,
  certificateFilterFormSchema,
  certificatePageSchema,
  type CertificateFilterValues,
  type CertificateListItem,
} from '#contracts/certificates-panel.ts'
import { QUEUE_SEARCH_MAX_CHARS } from '#contracts/limits.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { Badge } from '../shared/badge.tsx'
import { panelList, type FilterSchema, type ListColumn } from '../shared/list/panel-list.ts'
import { panelText } from '../shared/panel-text.ts'
import { CERTIFICATE_FILTER_TEXT, certificateText as text } from './certificate-text.ts'
import list from '../shared/list/list.module.css'

/** The list's columns: the wire names of the certificate's fields, then the status; the folio links to its page. */
const COLUMNS: readonly ListColumn<CertificateListItem>[] = [
  {
    key: 'Folio',
    head: 'Folio',
    lead: true,
    cell: (item) => (
      <Link to={PANEL_PAGES.certificate(item.Folio)} className={list.folio}>
        {item.Folio}
      </Link>
    ),
  },
  { key: 'Nombre', head: 'Nombre', cell: (item) => item.Nombre },
  { key: 'CURP', head: 'CURP', cell: (item) => item.CURP },
  { key: 'Matricula', head: 'Matrícula', cell: (item) => item.Matricula },
  {
    key: 'estado',
    head: text.status,
    cell: (item) => (item.estado === 'anulado' ? <Badge tone="danger">{CERTIFICATE_STATUS_LABELS.anulado}</Badge> : CERTIFICATE_STATUS_LABELS.vigente),
  },
]

/**
 * The certificate registry's list (issue 15): a search by folio, CURP, matrícula or name and by
 * status, checked with the server's own schema.
 */
export const CERTIFICATE_LIST = panelList({
  apiPath: CERTIFICATE_API_PATHS.list,
  schema: certificatePageSchema,
  items: (page) => page.elementos,
  table: { columns: COLUMNS, itemKey: (item) => item.Folio, autoWidth: true },
  filterSchema: certificateFilterFormSchema as unknown as FilterSchema<keyof CertificateFilterValues>,
  filterText: CERTIFICATE_FILTER_TEXT,
  filters: [
    { name: 'q', control: { kind: 'search', maxLength: QUEUE_SEARCH_MAX_CHARS } },
    {
      name: 'estado',
      control: { kind: 'select', options: CERTIFICATE_STATUSES.map((status) => ({ value: status, label: CERTIFICATE_STATUS_LABELS[status] })), anyLabel: panelText.list.any },
    },
  ],
  text,
})
