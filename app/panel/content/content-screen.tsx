import { Link } from 'react-router'
import { CONTENT_API_PATHS, contentListSchema, type ContentList } from '#contracts/content/content-api.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { Badge } from '../shared/badge.tsx'
import { formatInstant } from '../shared/date-format.ts'
import { ItemFailure, ItemSection } from '../shared/item-page.tsx'
import { PanelMessage } from '../shared/panel-message.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { useRecord } from '../shared/use-record.ts'
import { contentText as text } from './content-text.ts'
import panel from '../shared/panel.module.css'
import styles from './content.module.css'

function Records({ kind }: { kind: ContentList['tipos'][number] }) {
  return (
    <ul className={styles.records}>
      {kind.registros.map((record) => (
        <li key={record.clave} className={styles.record}>
          <Link to={PANEL_PAGES.contentRecord(kind.tipo, record.clave)} className={styles.recordLink}>
            {record.nombre}
          </Link>
          <span className={panel.muted}>
            {text.version(record.version)} · {text.publishedOn} <time dateTime={record.publicadoEn}>{formatInstant(record.publicadoEn)}</time> ·{' '}
            {text.publishedBy(record.publicadoPor)}
          </span>
          {record.borrador ? <Badge tone="warning">{text.draftBadge}</Badge> : null}
        </li>
      ))}
    </ul>
  )
}

/** «Contenido» (issue 37): every kind of the site's content with its records, each a link to its editor. */
export default function ContentScreen() {
  const { state, retry } = useRecord(CONTENT_API_PATHS.list, contentListSchema)
  if (state.kind === 'loading') return <PanelMessage insideLayout busy heading={text.loading} />
  if (state.kind === 'failed') return <ItemFailure message={state.message} notFound={false} onRetry={retry} back={null} />
  return (
    <PanelScreen title={text.section}>
      <p className={panel.muted}>{text.intro}</p>
      {state.record.tipos.map((kind) => (
        <ItemSection key={kind.tipo} title={kind.nombre}>
          <Records kind={kind} />
        </ItemSection>
      ))}
    </PanelScreen>
  )
}
