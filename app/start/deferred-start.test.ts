import { describe, expect, it, vi } from 'vitest'
import { nextTask } from '#app/lib/next-task.ts'
import { pageStarter } from './deferred-start.ts'

const PAGE = [
  '<link data-rel="modulepreload" data-href="/assets/entry.js">',
  '<link data-rel="modulepreload" data-href="/assets/root.js">',
  '<style data-critical-css>.a{}</style>',
  '<link data-rel="stylesheet" data-href="/assets/site.css">',
  '<script type="text/deferred-module">import "/assets/root.js";</script>',
].join('')

async function tasks(count: number) {
  for (let i = 0; i < count; i++) await nextTask()
}

describe('pageStarter', () => {
  it('asks for the stylesheet, then each module, one per task, then runs the inert module once', async () => {
    document.head.innerHTML = PAGE
    const start = pageStarter(document, { onCodeFailed: () => {} })
    start()
    start()
    const link = (selector: string) => document.head.querySelector<HTMLLinkElement>(selector)!
    expect(link('link[rel="stylesheet"]').getAttribute('href')).toBe('/assets/site.css')
    expect(link('link[rel="stylesheet"]').media).toBe('print')
    expect(link('link[href="/assets/entry.js"]')).toBeNull()
    await tasks(1)
    expect(link('link[href="/assets/entry.js"]')).not.toBeNull()
    expect(link('link[href="/assets/root.js"]')).toBeNull()
    await tasks(3)
    expect(link('link[href="/assets/root.js"]')).not.toBeNull()
    const modules = document.head.querySelectorAll('script[type="module"]')
    expect(modules).toHaveLength(1)
    expect(modules[0]!.textContent).toBe('import "/assets/root.js";')
  })

  it('applies the stylesheets and drops the inlined rules once they have arrived', () => {
    document.head.innerHTML = PAGE
    pageStarter(document, { onCodeFailed: () => {} })()
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!
    sheet.dispatchEvent(new Event('load'))
    expect(sheet.hasAttribute('media')).toBe(false)
    expect(document.head.querySelector('style[data-critical-css]')).toBeNull()
  })

  it('reports a module that fails to load', async () => {
    document.head.innerHTML = PAGE
    const onCodeFailed = vi.fn()
    pageStarter(document, { onCodeFailed })()
    await tasks(4)
    document.head.querySelector('link[href="/assets/root.js"]')!.dispatchEvent(new Event('error'))
    expect(onCodeFailed).toHaveBeenCalledTimes(1)
  })
})
