import { describe, expect, it } from 'vitest'
import { CONTENT_KINDS, type ContentKind } from '#contracts/content/content-kinds.ts'
import { MARKDOWN_MESSAGES } from '#contracts/content/markdown.ts'
import { z } from '#contracts/zod.ts'
import { walkJsonSchema, type FieldNode } from './json-schema-walk.ts'
import { fieldTreeOf } from './kind-fields.ts'
import { newValueOf } from './new-value.ts'

/** Every node of a tree, with its path. */
function* nodesOf(node: FieldNode, path = ''): Generator<[string, FieldNode]> {
  yield [path, node]
  const join = (key: string) => (path === '' ? key : `${path}.${key}`)
  if (node.type === 'object') for (const property of node.properties) yield* nodesOf(property.node, join(property.name))
  if (node.type === 'list') yield* nodesOf(node.item, join('0'))
  if (node.type === 'variants') for (const variant of node.variants) for (const property of variant.properties) yield* nodesOf(property.node, join(property.name))
}

const nodeAt = (kind: ContentKind, path: string) => [...nodesOf(fieldTreeOf(kind))].find(([at]) => at === path)?.[1]

describe('walkJsonSchema', () => {
  it.each(Object.keys(CONTENT_KINDS) as ContentKind[])('knows every field of %s', (kind) => {
    expect([...nodesOf(fieldTreeOf(kind))].filter(([, node]) => node.type === 'unsupported')).toEqual([])
  })

  it('reads a fee as a choice between an amount and no cost', () => {
    expect(nodeAt('tabla-de-costos', 'licenciatura.0.cost.mensualidad.nuevoIngreso')).toEqual({
      type: 'variants',
      discriminator: 'kind',
      variants: [
        { value: 'amount', properties: [{ name: 'mxn', optional: false, node: { type: 'integer' } }] },
        { value: 'no-cost', properties: [] },
      ],
    })
  })

  it('reads the modalities as checkboxes and the rows as a list', () => {
    expect(nodeAt('tabla-de-costos', 'bachillerato.0.modalities')).toEqual({
      type: 'choices',
      options: ['escolarizada', 'sabatina', 'en-linea', 'nocturna'],
      minItems: 1,
    })
    expect(nodeAt('tabla-de-costos', 'bachillerato')).toMatchObject({ type: 'list', minItems: 0 })
  })

  it('reads a non-empty list written as prefixItems and items as a list of at least one', () => {
    expect(nodeAt('identidad', 'phones')).toMatchObject({ type: 'list', minItems: 1, item: { type: 'object' } })
    expect(nodeAt('identidad', 'phones.0.e164')).toMatchObject({ type: 'text', input: 'tel' })
  })

  it('draws long free text as a text area, and paths, links and e-mails on one line of their type', () => {
    expect(nodeAt('promociones', '0.description')).toMatchObject({ type: 'text', input: 'text', multiline: true })
    expect(nodeAt('promociones', '0.image.base')).toMatchObject({ type: 'text', input: 'text', multiline: false })
    expect(nodeAt('identidad', 'social.facebook')).toMatchObject({ type: 'text', input: 'url', multiline: false })
    expect(nodeAt('identidad', 'email')).toMatchObject({ type: 'text', input: 'email' })
  })

  it('draws a news body as a text area with how to write it, and an event\'s times as date and time controls', () => {
    expect(nodeAt('noticias', '0.body')).toMatchObject({ type: 'text', input: 'text', multiline: true, hint: MARKDOWN_MESSAGES.hint })
    expect(nodeAt('eventos', '0.start')).toMatchObject({ type: 'text', input: 'datetime-local', multiline: false })
  })

  it('tells optional properties and fixed values', () => {
    const promotion = nodeAt('promociones', '0')
    expect(promotion?.type === 'object' && promotion.properties.filter(({ optional }) => optional).map(({ name }) => name)).toEqual(['desde', 'hasta'])
    expect(nodeAt('promociones', '0.image.kind')).toEqual({ type: 'fixed', value: 'image' })
  })

  it('knows the slot of each photo from its schema: promotions span the page, campus collage tiles are cards, a video poster has none', () => {
    expect(nodeAt('promociones', '0.image')).toMatchObject({ type: 'object', imageSlot: 'wide' })
    expect(nodeAt('campus', 'collage.0.image')).toMatchObject({ type: 'object', imageSlot: 'card' })
    expect(nodeAt('campus', 'heroVideo.poster')).not.toHaveProperty('imageSlot')
    expect(nodeAt('promociones', '0')).not.toHaveProperty('imageSlot')
  })

  it('reads a date format as a date field and any unknown shape as unsupported', () => {
    expect(walkJsonSchema(z.toJSONSchema(z.iso.date()))).toMatchObject({ type: 'text', input: 'date' })
    expect(walkJsonSchema(z.toJSONSchema(z.record(z.string(), z.string())))).toEqual({ type: 'unsupported' })
    expect(walkJsonSchema(z.toJSONSchema(z.union([z.string(), z.int()])))).toEqual({ type: 'unsupported' })
  })
})

describe('newValueOf', () => {
  it('builds a new promotion: empty texts, fixed values, lists at their minimum, optional days left out', () => {
    const list = fieldTreeOf('promociones')
    expect(list.type === 'list' && newValueOf(list.item)).toEqual({
      id: '',
      image: { kind: 'image', base: '', widths: [''], formats: [], width: '', height: '', alt: '' },
      title: '',
      description: '',
    })
  })

  it('builds a new cost row with its fees as amounts', () => {
    const list = nodeAt('tabla-de-costos', 'maestria')
    expect(list?.type === 'list' && newValueOf(list.item)).toEqual({
      key: '',
      label: '',
      modalities: [],
      cost: { ficha: { kind: 'amount', mxn: '' }, inscripcion: { kind: 'amount', mxn: '' }, mensualidad: { kind: 'amount', mxn: '' } },
    })
  })
})
