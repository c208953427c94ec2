import { z } from '#contracts/zod.ts'
import { CONTENT_KINDS, type ContentKind } from '#contracts/content/content-kinds.ts'
import { walkJsonSchema, type FieldNode } from './json-schema-walk.ts'

const trees = new Map<ContentKind, FieldNode>()

/**
 * The fields of a kind's records, from its schema's JSON Schema as the record comes out of the
 * schema (`io: 'output'`); checks JSON Schema cannot say (refinements) are the server's to tell.
 */
export function fieldTreeOf(kind: ContentKind): FieldNode {
  let tree = trees.get(kind)
  if (tree === undefined) {
    tree = walkJsonSchema(z.toJSONSchema(CONTENT_KINDS[kind].schema, { io: 'output', unrepresentable: 'any' }))
    trees.set(kind, tree)
  }
  return tree
}
