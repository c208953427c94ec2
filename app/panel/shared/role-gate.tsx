import type { ReactNode } from 'react'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_MESSAGES, staffMayUse, type StaffRole } from '#contracts/staff.ts'
import { PanelMessage } from './panel-message.tsx'
import { panelText } from './panel-text.ts'
import { useStaffSession } from './staff-session.tsx'

/**
 * A screen for some roles only: anyone else reads why and a way back (the server would refuse
 * its calls with the same message anyway).
 */
export function RoleGate({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const { member } = useStaffSession()
  if (staffMayUse(member.roles, roles)) return children
  return (
    <PanelMessage insideLayout heading={panelText.wrongRole.heading} body={STAFF_MESSAGES.wrongRole} action={{ to: PANEL_PAGES.home, label: panelText.backHome }} />
  )
}
