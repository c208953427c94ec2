import '#app/lib/preact-props.ts'
import { Fragment, options } from 'preact'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

// Preact runs the public pages in the browser (docs/decisions/033). Three differences from React
// matter when hydrating a whole prerendered document:

// 1. Preact hydrates a document into its <html> element: the layout's <html> stands for its children.
const nextVNodeHook = options.vnode
options.vnode = (vnode) => {
  if (vnode.type === 'html') vnode.type = Fragment
  nextVNodeHook?.(vnode)
}

// 2. Effects run in the next task, as React runs them, rather than at the next animation frame,
// which a tab in the background never reaches.
options.requestAnimationFrame = (callback) => {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => callback()
  channel.port2.postMessage(null)
}

// 3. Preact renders at once and cannot suspend at the document's root: hydration waits for what
// React would have waited for while suspended, React Router's decoded loader data, and for the
// stylesheets, since hydration drops the critical rules the build inlined in <head>.

/** Resolves once React Router has decoded the page's loader data (until then its router throws a promise). */
function routerStateDecoded(): Promise<unknown> {
  try {
    HydratedRouter({})
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown
  }
  return Promise.resolve()
}

function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet)
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true })
          link.addEventListener('error', settle, { once: true })
        }),
    ),
  )
}

await Promise.all([routerStateDecoded(), stylesheetsLoaded()])
hydrateRoot(
  document,
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
)
// Hydration is synchronous: every handler of the page is attached from here on.
document.documentElement.dataset.hydrated = ''
