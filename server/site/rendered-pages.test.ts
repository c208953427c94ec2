import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KeptPage } from '#server/site/page-renderer.ts'
import { renderedPages, type RenderedPages } from '#server/site/rendered-pages.ts'

const POLL_MS = 10_000

function pageOf(path: string, revision: number, day: string): KeptPage {
  const identity = Buffer.from(`${path} @${revision} ${day}`)
  return { status: 200, contentType: 'text/html', identity, br: identity, gzip: identity, contentSecurityPolicy: null, noindex: false, etag: `"${revision}"` }
}

describe('the pages a host keeps per content revision', () => {
  let pages: RenderedPages | undefined
  afterEach(() => {
    pages?.close()
    vi.useRealTimers()
  })

  function setUp() {
    vi.useFakeTimers()
    const state = { revision: 7, day: '2026-08-31', renders: [] as string[], failNext: false }
    pages = renderedPages({
      render: async (path, day) => {
        state.renders.push(path)
        if (state.failNext) {
          state.failNext = false
          throw new Error('render failed')
        }
        return pageOf(path, state.revision, day)
      },
      readRevision: async () => state.revision,
      today: () => state.day,
      pollMs: POLL_MS,
      onPollError: () => {},
    })
    return { pages, state }
  }

  it('renders a page once for requests at the same time and later ones', async () => {
    const { pages, state } = setUp()
    const [a, b] = await Promise.all([pages.page('/inicio/genera'), pages.page('/inicio/genera')])
    const c = await pages.page('/inicio/genera')
    expect([a, b, c].map((page) => page.identity.toString())).toEqual(['/inicio/genera @7 2026-08-31', '/inicio/genera @7 2026-08-31', '/inicio/genera @7 2026-08-31'])
    expect(state.renders).toEqual(['/inicio/genera'])
  })

  it('renders again once the poll sees a new revision, and not before', async () => {
    const { pages, state } = setUp()
    await pages.page('/inicio/genera')
    state.revision = 8
    expect((await pages.page('/inicio/genera')).identity.toString()).toBe('/inicio/genera @7 2026-08-31')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect((await pages.page('/inicio/genera')).identity.toString()).toBe('/inicio/genera @8 2026-08-31')
    expect(state.renders).toEqual(['/inicio/genera', '/inicio/genera'])
  })

  it('renders again on a new day at the institute, with no new revision', async () => {
    const { pages, state } = setUp()
    await pages.page('/inicio')
    state.day = '2026-09-01'
    expect((await pages.page('/inicio')).identity.toString()).toBe('/inicio @7 2026-09-01')
    expect(state.renders).toEqual(['/inicio', '/inicio'])
  })

  it('does not keep a failed render: the next request renders again', async () => {
    const { pages, state } = setUp()
    state.failNext = true
    await expect(pages.page('/inicio')).rejects.toThrow('render failed')
    expect((await pages.page('/inicio')).identity.toString()).toBe('/inicio @7 2026-08-31')
    expect(state.renders).toEqual(['/inicio', '/inicio'])
  })

  it('keeps a value read from the content once per revision, beside the pages', async () => {
    const { pages, state } = setUp()
    const reads: number[] = []
    const slugs = () => pages.kept('#noticias', async () => (reads.push(state.revision), new Set([`post-${state.revision}`])))
    expect([...(await slugs())]).toEqual(['post-7'])
    expect([...(await slugs())]).toEqual(['post-7'])
    state.revision = 8
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect([...(await slugs())]).toEqual(['post-8'])
    expect(reads).toEqual([7, 8])
  })
})
