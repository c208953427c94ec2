import { options } from 'preact'

/**
 * Preact renders the public pages (docs/decisions/033), and would write React's
 * `suppressHydrationWarning` out as an attribute. Both entries import this first, so the
 * prerendered page and its hydration see the same markup.
 */
const nextVNodeHook = options.vnode
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string') delete (vnode.props as { suppressHydrationWarning?: boolean }).suppressHydrationWarning
  nextVNodeHook?.(vnode)
}
