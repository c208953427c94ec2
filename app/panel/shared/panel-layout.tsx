import { Suspense, useId, useRef, useState } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router'
import { useDismiss } from '#app/lib/browser-hooks.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_AREA_NAME, STAFF_ROLE_LABELS, staffMayUse, type StaffRole } from '#contracts/staff.ts'
import { PanelMessage } from './panel-message.tsx'
import { panelText } from './panel-text.ts'
import { useStaffSession } from './staff-session.tsx'
import styles from './panel.module.css'

const CONTENT_ID = 'contenido'

/** A section of the menu: where it goes, its name, and who may open it. */
export interface MenuSection {
  readonly path: string
  readonly label: string
  readonly roles: readonly StaffRole[]
}

/**
 * The signed-in panel: its header (sections the person's roles open, who they are, sign-out) and
 * the screen. On a phone the header folds behind «Menú» (CSS shows it whole from 768 px), which
 * folds again when a section (or any other screen) is opened, or Escape is pressed.
 */
export function PanelLayout({ sections }: { sections: readonly MenuSection[] }) {
  const { member, signOut } = useStaffSession()
  const [signingOut, setSigningOut] = useState(false)
  // The screen the menu was opened on: another screen (a section, a link, back) finds it folded.
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const menuId = useId()
  const header = useRef<HTMLElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  useDismiss(header, menuOpen, {
    // The menu pushes the screen down rather than covering it: a press elsewhere does what it aimed at, and the menu stays.
    onOutside: () => undefined,
    onEscape: () => {
      setOpenOn(null)
      menuButton.current?.focus()
    },
  })

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${CONTENT_ID}`}>
        {panelText.skipToContent}
      </a>
      <header ref={header} className={styles.header}>
        <div className={styles.headerTop}>
          <p className={styles.brand}>{STAFF_AREA_NAME}</p>
          <button
            ref={menuButton}
            type="button"
            className={`${styles.headerButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {panelText.menu}
          </button>
        </div>
        <div id={menuId} className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
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
          <nav className={styles.nav} aria-label={panelText.navigation}>
            <ul>
              {sections
                .filter((section) => staffMayUse(member.roles, section.roles))
                .map((section) => (
                  <li key={section.path}>
                    {/* A section stays marked on its inner pages (a queue's item); the home only on itself. */}
                    <NavLink to={section.path} end={section.path === PANEL_PAGES.home} onClick={() => setOpenOn(null)}>
                      {section.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id={CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PanelMessage insideLayout busy heading={panelText.loading} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
