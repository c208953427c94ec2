import { NAVBAR_SOLID_AFTER_PX } from '#app/config/ui-timing.ts'
import { mainNavigation, type SubmenuKey } from '#content/navigation.ts'

/**
 * The navigation bar's rules (spec §2.3, §4) as pure functions, so they are tested without a DOM.
 *
 * Submenus form one open path from a top-level branch down (e.g. educacion > posgrado > maestria):
 * opening a branch opens its ancestors and closes every other branch (only one branch open at a
 * time); opening maestria or doctorado therefore also opens posgrado. Closing a branch closes its
 * descendants.
 */

/** Each branch key mapped to the key of the branch that contains it (null at the top level). */
export type ParentMap<K extends string = SubmenuKey> = ReadonlyMap<K, K | null>

export interface NavbarState<K extends string = SubmenuKey> {
  /** The mobile (hamburger) menu. */
  menuOpen: boolean
  /** The open branches, outermost first. */
  openPath: readonly K[]
}

export const initialNavbarState: NavbarState = { menuOpen: false, openPath: [] }

/** The shape of a menu tree as far as these rules care: branches have a key and children. */
export interface MenuNode<K extends string> {
  kind: string
  key?: K
  children?: readonly MenuNode<K>[]
}

/** Walks a menu tree and records the parent of every branch. */
export function parentMapOf<K extends string>(items: readonly MenuNode<K>[]): ParentMap<K> {
  const parents = new Map<K, K | null>()
  const walk = (list: readonly MenuNode<K>[], parent: K | null) => {
    for (const item of list) {
      if (item.kind !== 'branch' || item.key === undefined) continue
      parents.set(item.key, parent)
      walk(item.children ?? [], item.key)
    }
  }
  walk(items, null)
  return parents
}

/** The branch and its ancestors, outermost first. */
export function pathTo<K extends string>(key: K, parents: ParentMap<K>): K[] {
  const path: K[] = []
  let current: K | null | undefined = key
  while (current !== null && current !== undefined && !path.includes(current)) {
    path.unshift(current)
    current = parents.get(current)
  }
  return path
}

export function isBranchOpen<K extends string>(state: NavbarState<K>, key: K): boolean {
  return state.openPath.includes(key)
}

/** The innermost open branch, the one Escape closes first. */
export function deepestOpenBranch<K extends string>(state: NavbarState<K>): K | undefined {
  return state.openPath[state.openPath.length - 1]
}

export function openBranch<K extends string>(state: NavbarState<K>, key: K, parents: ParentMap<K>): NavbarState<K> {
  const openPath = pathTo(key, parents)
  const unchanged = openPath.length === state.openPath.length && openPath.every((k, i) => k === state.openPath[i])
  return unchanged ? state : { ...state, openPath }
}

/** Closes the branch and everything under it; the branches above stay open. */
export function closeBranch<K extends string>(state: NavbarState<K>, key: K): NavbarState<K> {
  const index = state.openPath.indexOf(key)
  if (index === -1) return state
  return { ...state, openPath: state.openPath.slice(0, index) }
}

export function toggleBranch<K extends string>(state: NavbarState<K>, key: K, parents: ParentMap<K>): NavbarState<K> {
  return isBranchOpen(state, key) ? closeBranch(state, key) : openBranch(state, key, parents)
}

/** Opening or closing the mobile menu starts with every submenu closed. */
export function toggleMenu<K extends string>(state: NavbarState<K>): NavbarState<K> {
  return { menuOpen: !state.menuOpen, openPath: [] }
}

/** After a navigation, or a click outside: everything closed. */
export function closeAll<K extends string>(state: NavbarState<K>): NavbarState<K> {
  return state.menuOpen || state.openPath.length > 0 ? { menuOpen: false, openPath: [] } : state
}

/** spec §2.3: the bar is solid after scrolling more than NAVBAR_SOLID_AFTER_PX, or while the menu is open. */
export function isSolid(scrollY: number, menuOpen: boolean): boolean {
  return menuOpen || scrollY > NAVBAR_SOLID_AFTER_PX
}

export type NavbarAction =
  | { type: 'toggleMenu' }
  | { type: 'closeAll' }
  | { type: 'openBranch'; key: SubmenuKey }
  | { type: 'closeBranch'; key: SubmenuKey }
  | { type: 'toggleBranch'; key: SubmenuKey }

/** The parents of the site's own menu. */
export const mainParents: ParentMap = parentMapOf<SubmenuKey>(mainNavigation)

export function navbarReducer(state: NavbarState, action: NavbarAction): NavbarState {
  switch (action.type) {
    case 'toggleMenu':
      return toggleMenu(state)
    case 'closeAll':
      return closeAll(state)
    case 'openBranch':
      return openBranch(state, action.key, mainParents)
    case 'closeBranch':
      return closeBranch(state, action.key)
    case 'toggleBranch':
      return toggleBranch(state, action.key, mainParents)
  }
}
