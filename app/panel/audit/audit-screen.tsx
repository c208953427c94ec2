import { ListScreen } from '../shared/list/list-screen.tsx'
import { AUDIT_LIST } from './audit-list.tsx'
import { auditText as text } from './audit-text.ts'
import panel from '../shared/panel.module.css'

/** The audit trail for administrators (issue 13): who did what and when, a page at a time. */
export default function AuditScreen() {
  return <ListScreen title={text.title} list={AUDIT_LIST} intro={<p className={panel.muted}>{text.intro}</p>} />
}
