import type { Root } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import styles from './markdown-body.module.css'

/** A published body (a news post, an event), drawn as React elements from its HTML tree (app/lib/markdown-hast.ts). */
export function MarkdownBody({ tree }: { tree: Root }) {
  return <div className={styles.body}>{toJsxRuntime(tree, { Fragment, jsx, jsxs })}</div>
}
