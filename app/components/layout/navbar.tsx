import { Suspense, lazy, memo, useEffect, useReducer, useRef, type FocusEvent, type MouseEvent, type PointerEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '#contracts/site-paths.ts'
import { NAVBAR_SOLID_AFTER_PX } from '#app/config/ui-timing.ts'
import { brand } from '#content/identity.ts'
import { mainNavigation, navItemKey, navigationText, type SubmenuKey } from '#content/navigation.ts'
import { NAV_MOBILE_MEDIA_QUERY, useClampedScrollY, useDismiss, useMediaQuery, useMediaQueryCrossing } from '#app/lib/browser-hooks.ts'
import { CloseIcon, MenuIcon } from './icons.tsx'
import { NavbarItem, triggerId, type NavbarControls } from './navbar-items.tsx'
import { deepestOpenBranch, initialNavbarState, isBranchOpen, isSolid, navbarReducer } from './navbar-state.ts'
import styles from './navbar.module.css'

// Issue 39: every page shows the search box, so its code loads after the page's own; until then
// the prerendered box is a plain form to the results page (docs/decisions/063).
const NavbarSearch = lazy(() => import('#app/features/site-search/navbar-search.tsx'))

/**
 * The search box's place in the bar, kept apart from the bar's own re-renders (the phone's media
 * query, the scroll): a boundary that receives new props before its code has arrived is rendered
 * again from nothing instead of hydrated, and the box would vanish until its chunk loads.
 */
const SearchSlot = memo(function SearchSlot() {
  return (
    <Suspense fallback={null}>
      <NavbarSearch />
    </Suspense>
  )
})

export const NAV_MENU_ID = 'menu-principal'

/**
 * The site's navigation bar (spec §2.3). Below the mobile breakpoint a hamburger opens the menu and
 * submenus open on tap; above it submenus open on mouse hover, and on click or Enter/Space for
 * keyboard and touch. The rules live in navbar-state.ts.
 */
export function Navbar() {
  const [state, dispatch] = useReducer(navbarReducer, initialNavbarState)
  const isMobile = useMediaQuery(NAV_MOBILE_MEDIA_QUERY)
  // Capped one pixel past the threshold: enough for the rule, and no re-render further down.
  const scrollY = useClampedScrollY(NAVBAR_SOLID_AFTER_PX + 1)
  const solid = isSolid(scrollY, state.menuOpen)
  const location = useLocation()
  const headerRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const lastPointerType = useRef('')

  // The menu closes after every navigation, including back/forward; not when the page first
  // hydrates, which would close a submenu a hover or press before hydration just opened.
  const shownLocation = useRef(location.key)
  useEffect(() => {
    if (shownLocation.current === location.key) return
    shownLocation.current = location.key
    dispatch({ type: 'closeAll' })
  }, [location.key])

  // Crossing the breakpoint switches between two different menus: start again closed.
  useMediaQueryCrossing(NAV_MOBILE_MEDIA_QUERY, () => dispatch({ type: 'closeAll' }))

  // While anything is open: a press outside the bar closes it all, and Escape closes the innermost
  // open submenu (focus back on its trigger) or, with none open, the mobile menu (focus back on the
  // hamburger).
  const focusIsInside = () => headerRef.current?.contains(document.activeElement) ?? false
  useDismiss(headerRef, state.menuOpen || state.openPath.length > 0, {
    onOutside: () => dispatch({ type: 'closeAll' }),
    onEscape: () => {
      const deepest = deepestOpenBranch(state)
      if (deepest) {
        dispatch({ type: 'closeBranch', key: deepest })
        if (focusIsInside()) document.getElementById(triggerId(deepest))?.focus()
      } else {
        dispatch({ type: 'toggleMenu' })
        if (focusIsInside()) toggleRef.current?.focus()
      }
    },
  })

  const hoverMode = !isMobile
  const controls: NavbarControls = {
    isOpen: (key) => isBranchOpen(state, key),
    onTriggerPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      lastPointerType.current = event.pointerType
    },
    onTriggerClick: (key: SubmenuKey, event: MouseEvent<HTMLButtonElement>) => {
      const mouseClick = event.detail > 0 && lastPointerType.current === 'mouse'
      lastPointerType.current = ''
      // On desktop the mouse already opened the branch by hovering: a click must not close it
      // again under the pointer. Keyboard (detail 0) and touch toggle.
      if (hoverMode && mouseClick) dispatch({ type: 'openBranch', key })
      else dispatch({ type: 'toggleBranch', key })
    },
    onBranchPointer: (key, entering, event) => {
      if (!hoverMode || event.pointerType !== 'mouse') return
      dispatch({ type: entering ? 'openBranch' : 'closeBranch', key })
    },
    onBranchBlur: (key: SubmenuKey, event: FocusEvent<HTMLLIElement>) => {
      // Desktop dropdowns float over the page: close one once focus has moved out of it.
      if (!hoverMode) return
      const next = event.relatedTarget
      if (next instanceof Node && event.currentTarget.contains(next)) return
      if (next === null) return // focus went nowhere (e.g. the window lost focus): leave it open
      dispatch({ type: 'closeBranch', key })
    },
    onLinkClick: () => dispatch({ type: 'closeAll' }),
  }

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-solid={solid ? 'true' : 'false'}
      data-menu-open={state.menuOpen ? 'true' : 'false'}
    >
      <div className={`container ${styles.bar}`}>
        <Link to={paths.home} className={styles.brand} onClick={controls.onLinkClick}>
          <img
            src={brand.logo.src}
            width={brand.logo.width}
            height={brand.logo.height}
            alt={brand.acronym}
            className={styles.logo}
          />
          {' '}
          <span className="sr-only">{navigationText.homeLinkHint}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={`icon-control ${styles.toggle}`}
          aria-expanded={state.menuOpen}
          aria-controls={NAV_MENU_ID}
          aria-label={state.menuOpen ? navigationText.closeMenu : navigationText.openMenu}
          onClick={() => dispatch({ type: 'toggleMenu' })}
        >
          {state.menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav
          id={NAV_MENU_ID}
          aria-label={navigationText.landmark}
          className={styles.nav}
          data-open={state.menuOpen ? 'true' : 'false'}
        >
          <ul className={styles.list}>
            {mainNavigation.map((item) => (
              <NavbarItem key={navItemKey(item)} item={item} depth={0} controls={controls} />
            ))}
          </ul>
          <SearchSlot />
        </nav>
      </div>
    </header>
  )
}
