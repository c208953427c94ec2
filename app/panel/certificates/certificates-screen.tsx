import { Link } from 'react-router'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { ListScreen } from '../shared/list/list-screen.tsx'
import { CERTIFICATE_LIST } from './certificate-list.tsx'
import { certificateText as text } from './certificate-text.ts'
import panel from '../shared/panel.module.css'

/**
 * The certificate registry (issue 15): a search by folio, CURP, matrícula or name and by status,
 * a page of results, and the way to the import.
 */
export default function CertificatesScreen() {
  return (
    <ListScreen
      title={text.section}
      list={CERTIFICATE_LIST}
      intro={
        <>
          <p className={panel.muted}>{text.intro}</p>
          <p>
            <Link to={PANEL_PAGES.certificateImport}>{text.importLink}</Link>
          </p>
        </>
      }
    />
  )
}
