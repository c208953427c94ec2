import type { ContentKind } from '#contracts/content/content-kinds.ts'
import { fieldLabel, itemTitle, valueLabel } from './schema-form/field-labels.ts'
import { pathKey, type FieldPath } from './schema-form/field-path.ts'
import type { FieldNode, FieldNodeOf, PropertyField } from './schema-form/json-schema-walk.ts'
import { isRecord, sameJson } from './schema-form/json-value.ts'
import { fieldTreeOf } from './schema-form/kind-fields.ts'
import { schemaFormText } from './schema-form/schema-form-text.ts'

/*
 * Issue 37: what changed between two versions of a record, said the way staff read it: each
 * changed value with the trail of labels that leads to it, list items by their name. Lists are
 * compared item by item after lining up the items that stayed the same, so an item added, removed
 * or moved is one entry, not a change of every item after it.
 */

export interface ContentDifference {
  /** Dotted path of the value (in `before` for an item removed); unique among the differences. */
  path: string
  /** Where it is: «Licenciatura › Escolarizada › Costos › Mensualidad › Nuevo ingreso › Precio en pesos». */
  place: string
  /** As it was; null when it was not there. */
  before: string | null
  /** As it is; null when it is no longer there. */
  after: string | null
}

interface Where {
  path: FieldPath
  place: readonly string[]
}

const text = schemaFormText.diff

/** Every difference between two versions of a record of `kind`, in the form's order; none when they are the same. */
export function contentDifferences(kind: ContentKind, before: unknown, after: unknown): ContentDifference[] {
  const found: ContentDifference[] = []
  compare(fieldTreeOf(kind), before, after, { path: [], place: [] }, found)
  return withUniquePaths(found)
}

function compare(node: FieldNode, before: unknown, after: unknown, where: Where, found: ContentDifference[]): void {
  if (sameJson(before, after)) return
  switch (node.type) {
    case 'object':
      return compareProperties(node.properties, recordOf(before), recordOf(after), where, found)
    case 'variants':
      return compareVariants(node, recordOf(before), recordOf(after), where, found)
    case 'list':
      return compareLists(node.item, listOf(before), listOf(after), where, found)
    default:
      found.push(entry(where, textOf(node, before), textOf(node, after)))
  }
}

const recordOf = (value: unknown) => (isRecord(value) ? value : {})
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [])
const within = (where: Where, key: string | number, place: string): Where => ({ path: [...where.path, key], place: [...where.place, place] })
const entry = (where: Where, before: string | null, after: string | null): ContentDifference => ({
  path: pathKey(where.path),
  place: where.place.join(text.separator),
  before,
  after,
})

/** Values as staff read them: fixed values by their Spanish name, numbers as written. */
function textOf(node: FieldNode, value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (Array.isArray(value) && node.type === 'choices') {
    return value.map((option) => (typeof option === 'string' ? valueLabel(option) : JSON.stringify(option))).join(text.listSeparator) || text.empty
  }
  if (typeof value === 'string') {
    if (value === '') return text.empty
    return node.type === 'choice' || node.type === 'fixed' ? valueLabel(value) : value
  }
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? text.yes : text.no
  return JSON.stringify(value)
}

function compareProperties(
  properties: readonly PropertyField[],
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  where: Where,
  found: ContentDifference[],
): void {
  for (const { name, node } of properties) compare(node, before[name], after[name], within(where, name, fieldLabel(name)), found)
  // Properties the schema does not have (a draft kept as typed may hold any).
  const known = new Set(properties.map(({ name }) => name))
  const others = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => !known.has(name))
  for (const name of others) compare({ type: 'unsupported' }, before[name], after[name], within(where, name, fieldLabel(name)), found)
}

/** A union: its fixed property («Tipo»: «Con precio» → «Sin costo»), then the fields of either case. */
function compareVariants(
  node: FieldNodeOf<'variants'>,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  where: Where,
  found: ContentDifference[],
): void {
  const { discriminator, variants } = node
  const discriminatorField: PropertyField = { name: discriminator, optional: false, node: { type: 'choice', options: variants.map(({ value }) => value) } }
  const casesOf = (value: unknown) => variants.filter((variant) => variant.value === value).flatMap(({ properties }) => properties)
  const properties = [discriminatorField, ...casesOf(before[discriminator]), ...casesOf(after[discriminator])]
  compareProperties(
    properties.filter((property, index) => properties.findIndex(({ name }) => name === property.name) === index),
    before,
    after,
    where,
    found,
  )
}

/**
 * Lists: the items kept as they were are lined up (their longest common sequence); an item found
 * again elsewhere was moved; between two kept items, each added item is compared field by field
 * with the removed one it is a new version of; the rest were added or removed, each one entry.
 */
function compareLists(item: FieldNode, before: readonly unknown[], after: readonly unknown[], where: Where, found: ContentDifference[]): void {
  const gaps = gapsBetween(before, after, commonItems(before, after))
  const movedFrom = new Map<number, number>()
  const allRemoved = gaps.flatMap(({ removed }) => removed)
  for (const added of gaps.flatMap((gap) => gap.added)) {
    const from = allRemoved.find((index) => ![...movedFrom.values()].includes(index) && sameJson(before[index], after[added]))
    if (from !== undefined) movedFrom.set(added, from)
  }
  const moved = new Set(movedFrom.values())
  const itemAt = (list: readonly unknown[], index: number) => within(where, index, itemTitle(list[index], index))
  for (const gap of gaps) {
    const removed = gap.removed.filter((index) => !moved.has(index))
    const paired = new Set<number>()
    for (const index of gap.added.filter((added) => !movedFrom.has(added))) {
      const old = counterpartOf(item, after[index], removed.filter((candidate) => !paired.has(candidate)), before)
      if (old === undefined) found.push(entry(itemAt(after, index), null, text.itemAdded))
      else {
        paired.add(old)
        compare(item, before[old], after[index], itemAt(after, index), found)
      }
    }
    for (const index of removed.filter((old) => !paired.has(old))) found.push(entry(itemAt(before, index), text.itemRemoved, null))
    for (const index of gap.added) {
      const from = movedFrom.get(index)
      if (from !== undefined) found.push(entry(itemAt(after, index), text.position(from + 1), text.position(index + 1)))
    }
  }
}

/**
 * The removed item an added one is a new version of: among objects, the one sharing the most
 * fields staff fill in (none shared: a new item, not a changed one); other items in order.
 */
function counterpartOf(item: FieldNode, added: unknown, candidates: readonly number[], before: readonly unknown[]): number | undefined {
  if (item.type !== 'object') return candidates[0]
  const filled = item.properties.filter(({ node }) => node.type !== 'fixed')
  const shared = (old: unknown) => filled.filter(({ name }) => isRecord(old) && isRecord(added) && sameJson(old[name], added[name])).length
  let best: { index: number; shared: number } | undefined
  for (const index of candidates) {
    const count = shared(before[index])
    if (count > 0 && count > (best?.shared ?? 0)) best = { index, shared: count }
  }
  return best?.index
}

/** The pairs of positions (before, after) of the longest sequence of items both lists have in the same order. */
function commonItems(before: readonly unknown[], after: readonly unknown[]): [number, number][] {
  // lengths[i][j]: the longest common sequence of before[i..] and after[j..].
  const lengths = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0))
  const at = (i: number, j: number) => lengths[i]?.[j] ?? 0
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      const row = lengths[i]
      if (row) row[j] = sameJson(before[i], after[j]) ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1))
    }
  }
  const pairs: [number, number][] = []
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (sameJson(before[i], after[j])) pairs.push([i++, j++])
    else if (at(i + 1, j) >= at(i, j + 1)) i++
    else j++
  }
  return pairs
}

interface Gap {
  /** Positions in `before` of the items between two kept ones. */
  removed: number[]
  /** Positions in `after` of the items between the same two. */
  added: number[]
}

function gapsBetween(before: readonly unknown[], after: readonly unknown[], kept: readonly [number, number][]): Gap[] {
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index)
  const gaps: Gap[] = []
  let nextBefore = 0
  let nextAfter = 0
  for (const [i, j] of [...kept, [before.length, after.length] as const]) {
    gaps.push({ removed: range(nextBefore, i), added: range(nextAfter, j) })
    nextBefore = i + 1
    nextAfter = j + 1
  }
  return gaps
}

/** A removed item's path in `before` may be an added item's in `after`: the later one gets a suffix. */
function withUniquePaths(found: readonly ContentDifference[]): ContentDifference[] {
  const seen = new Map<string, number>()
  return found.map((difference) => {
    const count = (seen.get(difference.path) ?? 0) + 1
    seen.set(difference.path, count)
    return count === 1 ? difference : { ...difference, path: `${difference.path}~${count}` }
  })
}
