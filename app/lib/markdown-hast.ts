import type { Element, ElementContent, Root, RootContent } from 'hast'
import { toHast } from 'mdast-util-to-hast'
import { isExternalLink, parseMarkdown } from '#contracts/content/markdown.ts'

/*
 * Issue 37: a published body (Markdown subset, contracts/content/markdown.ts) as the HTML tree
 * (hast) its page draws with app/components/ui/markdown-body.tsx. Loaders only: the parser stays
 * out of the browser's code, which receives the tree in the loader's data.
 */

const HEADING = /^h([1-6])$/

const headingLevel = (node: RootContent): number | undefined => {
  const level = node.type === 'element' ? HEADING.exec(node.tagName)?.[1] : undefined
  return level === undefined ? undefined : Number(level)
}

/** Without source positions (they would only weigh on the page's data), headings moved by `shift` levels, links to other sites with `rel="noopener"`. */
function tidy<Node extends RootContent | ElementContent>(node: Node, shift: number): Node {
  if (node.type !== 'element') {
    const copy = { ...node }
    delete copy.position
    return copy
  }
  const properties = { ...node.properties }
  const href = properties['href']
  if (node.tagName === 'a' && typeof href === 'string' && isExternalLink(href)) properties['rel'] = ['noopener']
  const level = headingLevel(node)
  const tagName = level === undefined ? node.tagName : `h${Math.min(level + shift, 6)}`
  const element: Element = { type: 'element', tagName, properties, children: node.children.map((child) => tidy(child, shift)) }
  return element as Node
}

/**
 * The body's HTML tree; raw HTML was refused at publish, and any left would be dropped here. The
 * page's title is its one `<h1>`: the body's highest heading becomes an `<h2>`, the rest keep their
 * distance from it, so that no level is skipped whether staff start with `#` or `##`.
 */
export function markdownHast(text: string): Root {
  const tree = toHast(parseMarkdown(text))
  const children = tree.type === 'root' ? tree.children : [tree as RootContent]
  const levels = children.map(headingLevel).filter((level) => level !== undefined)
  const shift = levels.length === 0 ? 0 : 2 - Math.min(...levels)
  return { type: 'root', children: children.map((child) => tidy(child, shift)) }
}
