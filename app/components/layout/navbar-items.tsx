import type { FocusEvent, MouseEvent, PointerEvent } from 'react'
import { NavLink } from 'react-router'
import { paths } from '#contracts/site-paths.ts'
import { navItemKey, type NavBranch, type NavItem, type NavSystemLink, type SubmenuKey } from '#content/navigation.ts'
import { ExternalLink } from './external-link.tsx'
import { useIdentity } from './identity-context.tsx'
import { ChevronIcon, ExternalIcon } from './icons.tsx'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import styles from './navbar.module.css'

/** What the menu items need from the bar: the open state and the event handlers. */
export interface NavbarControls {
  isOpen: (key: SubmenuKey) => boolean
  onTriggerClick: (key: SubmenuKey, event: MouseEvent<HTMLButtonElement>) => void
  onTriggerPointerDown: (event: PointerEvent<HTMLButtonElement>) => void
  onBranchPointer: (key: SubmenuKey, entering: boolean, event: PointerEvent<HTMLLIElement>) => void
  onBranchBlur: (key: SubmenuKey, event: FocusEvent<HTMLLIElement>) => void
  onLinkClick: () => void
}

export const triggerId = (key: SubmenuKey) => `nav-trigger-${key}`
export const submenuId = (key: SubmenuKey) => `nav-submenu-${key}`

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

export function NavbarItem({ item, depth, controls }: { item: NavItem; depth: number; controls: NavbarControls }) {
  const top = depth === 0
  switch (item.kind) {
    case 'branch':
      return <NavbarBranch branch={item} depth={depth} controls={controls} />
    case 'system':
      return <NavbarSystemLink link={item} top={top} onClick={controls.onLinkClick} />
    case 'internal':
      return (
        <li className={cx(styles.item, top && styles.topItem, item.variant === 'cta' && styles.ctaItem)}>
          <NavLink
            to={item.to}
            end={item.to === paths.home}
            className={cx(top ? styles.topLink : styles.subLink, item.variant === 'cta' && styles.cta)}
            onClick={controls.onLinkClick}
          >
            {item.label}
          </NavLink>
        </li>
      )
  }
}

function NavbarSystemLink({ link, top, onClick }: { link: NavSystemLink; top: boolean; onClick: () => void }) {
  const { label, url } = useIdentity().systems[link.system]
  return (
    <li className={cx(styles.item, top && styles.topItem)}>
      <ExternalLink href={url} className={top ? styles.topLink : styles.subLink} onClick={onClick}>
        {label}
        <ExternalIcon className={styles.externalIcon} />
      </ExternalLink>
    </li>
  )
}

function NavbarBranch({ branch, depth, controls }: { branch: NavBranch; depth: number; controls: NavbarControls }) {
  const open = controls.isOpen(branch.key)
  const top = depth === 0
  return (
    <li
      className={cx(styles.item, top && styles.topItem, branch.variant === 'highlight' && styles.highlightItem)}
      data-open={open}
      onPointerEnter={(event) => controls.onBranchPointer(branch.key, true, event)}
      onPointerLeave={(event) => controls.onBranchPointer(branch.key, false, event)}
      onBlur={(event) => controls.onBranchBlur(branch.key, event)}
    >
      <button
        type="button"
        id={triggerId(branch.key)}
        className={cx(top ? styles.topLink : styles.subLink, styles.trigger)}
        aria-expanded={open}
        aria-controls={submenuId(branch.key)}
        onClick={(event) => controls.onTriggerClick(branch.key, event)}
        onPointerDown={controls.onTriggerPointerDown}
      >
        <span className={styles.triggerLabel}>{branch.label}</span>
        <ChevronIcon className={styles.chevron} />
      </button>
      {/* Each submenu's links hydrate in a task of their own: the bar's 34 links in one part took
          the longest single task of a page's start (docs/start-up.md#hydration). */}
      <HydrateLater>
        <ul id={submenuId(branch.key)} className={top ? styles.dropdown : styles.flyout} hidden={!open}>
          {branch.children.map((child) => (
            <NavbarItem key={navItemKey(child)} item={child} depth={depth + 1} controls={controls} />
          ))}
        </ul>
      </HydrateLater>
    </li>
  )
}
