import '#app/lib/preact-props.ts'
import { Fragment, options } from 'preact'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { hydrateInParts } from '#app/lib/hydrate-later.tsx'
import { HYDRATED_ATTRIBUTE } from '#contracts/hydrated-attribute.ts'
import { inNextTask, nextTask } from '#app/lib/next-task.ts'

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
options.requestAnimationFrame = (callback) => inNextTask(callback)

// 3. Preact renders at once and cannot suspend at the document's root: hydration waits for what
// React would have waited for while suspended, React Router's router (made once its loader data is
// decoded), and for the stylesheets, since hydration drops the critical rules the build inlined in
// <head>. Then it hydrates the document in parts, a task each (docs/decisions/035).

/**
 * Resolves once React Router's router exists. Its component creates it on first render, after
 * decoding the page's loader data (until then it throws that promise); called here, each step
 * runs in a task of its own instead of inside hydration. Called outside a render the component
 * then fails at its first hook, once the router exists: that failure is expected.
 */
async function routerCreated(): Promise<void> {
  for (;;) {
    try {
      HydratedRouter({})
    } catch (thrown) {
      if (thrown instanceof Promise) {
        await thrown
        await nextTask()
        continue
      }
    }
    return
  }
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

await Promise.all([routerCreated(), stylesheetsLoaded()])
await hydrateInParts(() =>
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  ),
)
// Every handler of the page is attached from here on.
document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
