import { Suspense, useState } from 'react'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { NavLink, Outlet } from 'react-router'
import { STAFF_AREA_NAME, STAFF_ROLE_LABELS, staffMayUse } from '#contracts/staff.ts'
import { PanelMessage } from './panel-message.tsx'
import type { PanelSection } from './panel-sections.ts'
import { panelText } from './panel-text.ts'
import { useStaffSession } from './staff-session.tsx'
import styles from './panel.module.css'

const CONTENT_ID = 'contenido'

/** The signed-in panel: its header (sections the person's roles open, who they are, sign-out) and the screen. */
export function PanelLayout({ sections }: { sections: readonly PanelSection[] }) {
  const { member, signOut } = useStaffSession()
  const [signingOut, setSigningOut] = useState(false)
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${CONTENT_ID}`}>
        {panelText.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <p className={styles.brand}>{STAFF_AREA_NAME}</p>
          <div className={styles.person}>
            <span>
              {member.nombre} · {member.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}
            </span>
            <button
              type="button"
              className={styles.headerButton}
              aria-disabled={signingOut || undefined}
              onClick={() => {
                if (signingOut) return
                setSigningOut(true)
                void signOut()
              }}
            >
              {signingOut ? panelText.signingOut : panelText.signOut}
            </button>
          </div>
        </div>
        <nav className={styles.nav} aria-label={panelText.navigation}>
          <ul>
            {sections
              .filter((section) => staffMayUse(member.roles, section.roles))
              .map((section) => (
                <li key={section.path}>
                  {/* A section stays marked on its inner pages (a queue's item); the home only on itself. */}
                  <NavLink to={section.path} end={section.path === PANEL_PAGES.home}>
                    {section.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </header>
      <main id={CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PanelMessage insideLayout busy heading={panelText.loading} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
