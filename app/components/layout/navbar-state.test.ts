import { describe, expect, it } from 'vitest'
import { NAVBAR_SOLID_AFTER_PX } from '#app/config/ui-timing.ts'
import type { SubmenuKey } from '#content/navigation.ts'
import {
  closeAll,
  closeBranch,
  deepestOpenBranch,
  initialNavbarState,
  isBranchOpen,
  isSolid,
  mainParents,
  navbarReducer,
  openBranch,
  parentMapOf,
  pathTo,
  toggleMenu,
  type NavbarAction,
  type NavbarState,
} from './navbar-state.ts'

const run = (...actions: NavbarAction[]): NavbarState => actions.reduce(navbarReducer, initialNavbarState)
const open = (key: SubmenuKey): NavbarAction => ({ type: 'openBranch', key })

describe('the main menu tree', () => {
  it('knows where every submenu of spec §4 sits', () => {
    expect(pathTo('maestria', mainParents)).toEqual(['educacion', 'posgrado', 'maestria'])
    expect(pathTo('doctorado', mainParents)).toEqual(['educacion', 'posgrado', 'doctorado'])
    expect(pathTo('profesional', mainParents)).toEqual(['educacion', 'profesional'])
    expect(pathTo('torreon', mainParents)).toEqual(['campus', 'torreon'])
    expect(pathTo('sesion', mainParents)).toEqual(['sesion'])
  })

  it('builds the parent map from any tree', () => {
    const parents = parentMapOf<'a' | 'b' | 'c'>([
      { kind: 'internal' },
      { kind: 'branch', key: 'a', children: [{ kind: 'branch', key: 'b', children: [{ kind: 'branch', key: 'c' }] }] },
    ])
    expect([...parents]).toEqual([
      ['a', null],
      ['b', 'a'],
      ['c', 'b'],
    ])
  })
})

describe('submenus: one open path at a time', () => {
  it('opening maestria also opens posgrado and its parent educacion', () => {
    const state = run(open('maestria'))
    expect(state.openPath).toEqual(['educacion', 'posgrado', 'maestria'])
    expect(isBranchOpen(state, 'posgrado')).toBe(true)
  })

  it('opening doctorado also opens posgrado and closes maestria', () => {
    const state = run(open('maestria'), open('doctorado'))
    expect(state.openPath).toEqual(['educacion', 'posgrado', 'doctorado'])
    expect(isBranchOpen(state, 'maestria')).toBe(false)
  })

  it('opening one branch closes the others', () => {
    const state = run(open('profesional'), open('torreon'))
    expect(state.openPath).toEqual(['campus', 'torreon'])
    expect(isBranchOpen(state, 'educacion')).toBe(false)
    expect(isBranchOpen(state, 'profesional')).toBe(false)
  })

  it('opening a sibling at the same level swaps it in and keeps the parent open', () => {
    expect(run(open('profesional'), open('posgrado')).openPath).toEqual(['educacion', 'posgrado'])
  })

  it('closing a branch closes its descendants and keeps its ancestors', () => {
    const state = run(open('maestria'), { type: 'closeBranch', key: 'posgrado' })
    expect(state.openPath).toEqual(['educacion'])
  })

  it('closing a branch that is not open changes nothing', () => {
    const before = run(open('torreon'))
    expect(closeBranch(before, 'maestria')).toBe(before)
  })

  it('toggling opens, then closes with its descendants', () => {
    const opened = run(open('maestria'), { type: 'toggleBranch', key: 'educacion' })
    expect(opened.openPath).toEqual([])
    expect(run({ type: 'toggleBranch', key: 'campus' }).openPath).toEqual(['campus'])
  })

  it('reopening the branch that is already open keeps the same state object', () => {
    const state = run(open('maestria'))
    expect(openBranch(state, 'maestria', mainParents)).toBe(state)
  })

  it('reports the innermost open branch for Escape', () => {
    expect(deepestOpenBranch(run(open('doctorado')))).toBe('doctorado')
    expect(deepestOpenBranch(initialNavbarState)).toBeUndefined()
  })
})

describe('mobile menu', () => {
  it('toggles open and closed, each time with every submenu closed', () => {
    const opened = run(open('torreon'), { type: 'toggleMenu' })
    expect(opened).toEqual({ menuOpen: true, openPath: [] })
    expect(toggleMenu(run({ type: 'toggleMenu' }, open('maestria')))).toEqual({ menuOpen: false, openPath: [] })
  })

  it('closes everything after a navigation', () => {
    expect(run({ type: 'toggleMenu' }, open('maestria'), { type: 'closeAll' })).toEqual(initialNavbarState)
    expect(closeAll(initialNavbarState)).toBe(initialNavbarState)
  })
})

describe('isSolid', () => {
  it('is transparent at the top and up to the threshold', () => {
    expect(isSolid(0, false)).toBe(false)
    expect(isSolid(NAVBAR_SOLID_AFTER_PX, false)).toBe(false)
  })

  it('is solid past the threshold', () => {
    expect(isSolid(NAVBAR_SOLID_AFTER_PX + 1, false)).toBe(true)
  })

  it('is solid whenever the menu is open', () => {
    expect(isSolid(0, true)).toBe(true)
  })
})
