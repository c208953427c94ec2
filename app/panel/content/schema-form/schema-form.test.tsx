import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CONTENT_KINDS, SINGLE_RECORD_KEY, type ContentKind } from '#contracts/content/content-kinds.ts'
import { COST_TABLE_MESSAGES } from '#contracts/content/cost-table.ts'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { SchemaForm, fieldIdOf, type FieldErrors } from './schema-form.tsx'

const costTable = CONTENT_SEED['tabla-de-costos'][SINGLE_RECORD_KEY]!
const promotions = CONTENT_SEED.promociones[SINGLE_RECORD_KEY]!

/** A kind's content form as a screen holds it, the value in state, each change reported to `onChange`. */
function renderForm(kind: ContentKind, initial: unknown, errors?: FieldErrors) {
  const onChange = vi.fn<(next: unknown) => void>()
  function Screen() {
    const [value, setValue] = useState(initial)
    return (
      <SchemaForm
        kind={kind}
        value={value}
        errors={errors}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
    )
  }
  render(<Screen />)
  /** The record as the last change left it. */
  const last = () => onChange.mock.lastCall?.[0] as never
  return { user: userEvent.setup(), onChange, last }
}


/** The fieldsets named one inside the other, from the form down. */
function groupAt(...names: string[]): HTMLElement {
  return names.reduce<HTMLElement>((inside, name) => within(inside).getByRole('group', { name }), document.body)
}

const newEntryMonthly = () => groupAt('Licenciatura', 'Escolarizada', 'Costos', 'Mensualidad', 'Nuevo ingreso')
const newEntryPrice = () => within(newEntryMonthly()).getByRole('textbox', { name: 'Precio en pesos' })

describe('the cost table form', () => {
  it("shows the seed's prices where a person looks for them", () => {
    renderForm('tabla-de-costos', costTable)
    expect(newEntryPrice()).toHaveValue('1500')
    expect(within(groupAt('Licenciatura', 'Escolarizada', 'Costos', 'Mensualidad', 'Egresado')).getByRole('textbox', { name: 'Precio en pesos' })).toHaveValue('1100')
    expect(newEntryPrice()).toHaveAttribute('inputmode', 'numeric')
    expect(within(groupAt('Licenciatura', 'Escolarizada')).getByRole('checkbox', { name: 'Escolarizada' })).toBeChecked()
    expect(within(groupAt('Licenciatura', 'Escolarizada')).getByRole('checkbox', { name: 'Sabatina' })).not.toBeChecked()
  })

  it('stores a typed price as a number at its path, the rest of the table unchanged', async () => {
    const { user, last } = renderForm('tabla-de-costos', costTable)
    await user.clear(newEntryPrice())
    await user.type(newEntryPrice(), '1650')
    const next = last() as typeof costTable
    expect(next.licenciatura[0]?.cost.mensualidad).toEqual({ egresado: { kind: 'amount', mxn: 1100 }, nuevoIngreso: { kind: 'amount', mxn: 1650 } })
    expect({ ...next, licenciatura: costTable.licenciatura }).toEqual(costTable)
    expect(next.licenciatura.slice(1)).toEqual(costTable.licenciatura.slice(1))
  })

  it('keeps a price that is not a whole number as typed, for the server to name', async () => {
    const { user, last } = renderForm('tabla-de-costos', costTable)
    await user.clear(newEntryPrice())
    await user.type(newEntryPrice(), '1,650')
    expect((last() as typeof costTable).licenciatura[0]?.cost.mensualidad.nuevoIngreso).toEqual({ kind: 'amount', mxn: '1,650' })
    expect(newEntryPrice()).toHaveValue('1,650')
  })

  it('drops the amount when «Sin costo» is chosen, and gives it back with «Con precio»', async () => {
    const { user, last } = renderForm('tabla-de-costos', costTable)
    await user.click(within(newEntryMonthly()).getByRole('radio', { name: 'Sin costo' }))
    expect((last() as typeof costTable).licenciatura[0]?.cost.mensualidad.nuevoIngreso).toEqual({ kind: 'no-cost' })
    expect(within(newEntryMonthly()).queryByRole('textbox', { name: 'Precio en pesos' })).not.toBeInTheDocument()

    await user.click(within(newEntryMonthly()).getByRole('radio', { name: 'Con precio' }))
    expect((last() as typeof costTable).licenciatura[0]?.cost.mensualidad.nuevoIngreso).toEqual({ kind: 'amount', mxn: 1500 })
  })

  it('shows an error under the field of its path, marks it invalid, and gives it the id a summary links to', () => {
    const path = 'licenciatura.0.cost.mensualidad.nuevoIngreso.mxn'
    renderForm('tabla-de-costos', costTable, { [path]: [COST_TABLE_MESSAGES.mxn, 'otro mensaje'], 'maestria.1.modalities': [COST_TABLE_MESSAGES.modalities] })
    const price = newEntryPrice()
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price).toHaveAccessibleDescription(`Error: ${COST_TABLE_MESSAGES.mxn}`)
    expect(price).toHaveAttribute('id', fieldIdOf(path))
    expect(fieldIdOf(path)).toBe('campo-licenciatura-0-cost-mensualidad-nuevoIngreso-mxn')
    const egresado = within(groupAt('Licenciatura', 'Escolarizada', 'Costos', 'Mensualidad', 'Egresado')).getByRole('textbox', { name: 'Precio en pesos' })
    expect(egresado).not.toHaveAttribute('aria-invalid')

    const semipresencial = groupAt('Maestría', 'En línea / Sabatina (semipresencial)')
    const firstModality = within(semipresencial).getByRole('checkbox', { name: 'Escolarizada' })
    expect(firstModality).toHaveAttribute('id', fieldIdOf('maestria.1.modalities'))
    expect(firstModality).toHaveAccessibleDescription(`Error: ${COST_TABLE_MESSAGES.modalities}`)
  })

  it('writes the modalities checked in their order', async () => {
    const { user, last } = renderForm('tabla-de-costos', costTable)
    await user.click(within(groupAt('Licenciatura', 'Escolarizada')).getByRole('checkbox', { name: 'Sabatina' }))
    expect((last() as typeof costTable).licenciatura[0]?.modalities).toEqual(['escolarizada', 'sabatina'])
  })
})

describe('the promotions form', () => {
  /** The promotions' titles in the order the form shows them (their drag handles' names). */
  const titlesOnScreen = () =>
    screen
      .getAllByRole('button', { name: /^Mover / })
      .map((handle) => handle.textContent.replace(/^Mover /, ''))
      .filter((title) => promotions.some((promotion) => promotion.title === title))

  it('moves an item down with «Bajar», keeping the focus on its buttons', async () => {
    const { user, last } = renderForm('promociones', promotions)
    const first = groupAt('Promociones', promotions[0]!.title)
    await user.click(within(first).getByRole('button', { name: `Bajar ${promotions[0]!.title}` }))
    expect(last()).toEqual([promotions[1], promotions[0], promotions[2]])
    expect(titlesOnScreen()).toEqual([promotions[1]!.title, promotions[0]!.title, promotions[2]!.title])
    expect(screen.getByRole('button', { name: `Bajar ${promotions[0]!.title}` })).toHaveFocus()
    expect(screen.getByText(`«${promotions[0]!.title}» quedó en la posición 2 de 3.`)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `Subir ${promotions[0]!.title}` }))
    expect(last()).toEqual(promotions)
    // At the top «Subir» is off: the focus goes to «Bajar».
    expect(screen.getByRole('button', { name: `Subir ${promotions[0]!.title}` })).toBeDisabled()
    expect(screen.getByRole('button', { name: `Bajar ${promotions[0]!.title}` })).toHaveFocus()
  })

  it('adds a new item at the end, built from the schema, and focuses its first field', async () => {
    const { user, last } = renderForm('promociones', promotions)
    await user.click(screen.getByRole('button', { name: 'Agregar a «Promociones»' }))
    const next = last() as unknown[]
    expect(next).toHaveLength(4)
    expect(next[3]).toMatchObject({ id: '', title: '', image: { kind: 'image', base: '' } })
    const added = groupAt('Promociones', 'Elemento 4')
    expect(within(added).getByRole('textbox', { name: 'Número' })).toHaveFocus()
  })

  it('removes an item with «Quitar», and turns «Quitar» off at the minimum with a hint', async () => {
    const { user, last } = renderForm('promociones', promotions.slice(0, 2))
    expect(screen.queryByText('La lista necesita al menos un elemento.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Quitar ${promotions[0]!.title}` }))
    expect(last()).toEqual([promotions[1]])
    const remove = screen.getByRole('button', { name: `Quitar ${promotions[1]!.title}` })
    expect(remove).toBeDisabled()
    expect(remove).toHaveAccessibleDescription('La lista necesita al menos un elemento.')
    expect(screen.getByRole('button', { name: `Subir ${promotions[1]!.title}` })).toBeDisabled()
    expect(screen.getByRole('button', { name: `Bajar ${promotions[1]!.title}` })).toBeDisabled()
  })

  it("shows an error about the whole list under the list's name", () => {
    renderForm('promociones', promotions, { datos: ['Escribe al menos una promoción'] })
    const list = screen.getByRole('group', { name: 'Promociones' })
    expect(list).toHaveAccessibleDescription('Error: Escribe al menos una promoción')
    expect(list).toHaveAttribute('id', fieldIdOf('datos'))
  })

  it('removes an optional day emptied from the record, and marks it optional', async () => {
    const withDay = [{ ...promotions[0]!, desde: '2026-08-01' }, ...promotions.slice(1)]
    const { user, last } = renderForm('promociones', withDay)
    const desde = within(groupAt('Promociones', promotions[0]!.title)).getByLabelText('Se muestra desde (opcional)')
    expect(desde).toHaveAttribute('type', 'date')
    expect(desde).toHaveValue('2026-08-01')
    await user.clear(desde)
    const first = (last() as Record<string, unknown>[])[0]
    expect(first).not.toHaveProperty('desde')
    expect(first).toEqual(promotions[0])
  })

  it('reorders with the keyboard on the drag handle: space, arrow down, space, each step told in Spanish', async () => {
    stackListItems()
    const { user, last } = renderForm('promociones', promotions)
    const handle = screen.getByRole('button', { name: `Mover ${promotions[0]!.title}` })
    expect(handle).toHaveAttribute('aria-roledescription', 'elemento reordenable')
    expect(handle).toHaveAccessibleDescription(/^Para cambiar el orden, pulsa espacio o Intro/)
    handle.focus()
    await user.keyboard('[Space]')
    expect(await screen.findByText(`Tomaste «${promotions[0]!.title}», en la posición 1 de 3.`)).toBeInTheDocument()
    await user.keyboard('[ArrowDown]')
    expect(await screen.findByText(`«${promotions[0]!.title}» pasaría a la posición 2 de 3.`)).toBeInTheDocument()
    await user.keyboard('[Space]')
    expect(last()).toEqual([promotions[1], promotions[0], promotions[2]])
    expect(await screen.findByText(`Soltaste «${promotions[0]!.title}» en la posición 2 de 3.`)).toBeInTheDocument()
    expect(titlesOnScreen()).toEqual([promotions[1]!.title, promotions[0]!.title, promotions[2]!.title])
  })

  it('puts an item back where it was when the drag is cancelled with Escape', async () => {
    stackListItems()
    const { user, onChange } = renderForm('promociones', promotions)
    screen.getByRole('button', { name: `Mover ${promotions[0]!.title}` }).focus()
    await user.keyboard('[Space]')
    await user.keyboard('[ArrowDown]')
    await user.keyboard('[Escape]')
    expect(await screen.findByText(`Se canceló el movimiento: «${promotions[0]!.title}» sigue en la posición 1.`)).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('every kind', () => {
  const seedOf = (kind: ContentKind): unknown => Object.values(CONTENT_SEED[kind])[0]

  /** A record of each kind that draws every shape it has, cut where the whole would be too slow for jsdom's role queries. */
  const sampleOf = (kind: ContentKind): unknown => {
    switch (kind) {
      // One row of each level: the whole table took over 30 s on a busy machine.
      case 'tabla-de-costos': {
        const table = seedOf(kind) as Record<string, readonly unknown[]>
        return Object.fromEntries(Object.entries(table).map(([level, rows]) => [level, rows.slice(0, 1)]))
      }
      case 'opciones-ficha': {
        const choices = seedOf(kind) as Record<string, readonly unknown[]>
        return Object.fromEntries(Object.entries(choices).map(([level, offers]) => [level, level === 'licenciatura' ? offers.slice(0, 2) : []]))
      }
      case 'rvoe': {
        const rvoe = seedOf(kind) as { plans: readonly unknown[] }
        return { ...rvoe, plans: rvoe.plans.slice(0, 2) }
      }
      case 'programa': {
        const program = seedOf(kind) as { periods: readonly { materias: readonly string[] }[] }
        return { ...program, periods: program.periods.slice(0, 2).map((period) => ({ ...period, materias: period.materias.slice(0, 2) })) }
      }
      // The seed has no news nor events: one of each.
      case 'noticias':
        return [{ slug: 'becas', title: 'Becas 2027', date: '2026-11-20', summary: 'Convocatoria abierta.', body: 'Texto.' }]
      case 'eventos':
        return [{ slug: 'abierto', title: 'Puertas abiertas', kind: 'puertas-abiertas', venue: 'saltillo', place: 'Auditorio', start: '2026-12-05T10:00', end: '2026-12-05T14:00', summary: 'Ven.', description: 'Texto.' }]
      default:
        return seedOf(kind)
    }
  }

  it.each(Object.keys(CONTENT_KINDS) as ContentKind[])('labels every control of %s and gives each its own id', (kind) => {
    renderForm(kind, sampleOf(kind))
    const controls = (['textbox', 'checkbox', 'radio', 'combobox', 'button'] as const).flatMap((role) => screen.queryAllByRole(role))
    expect(controls.length).toBeGreaterThan(0)
    for (const control of controls) expect(control).toHaveAccessibleName()
    const ids = [...controls, ...screen.queryAllByRole('group')].map((element) => element.id).filter((id) => id !== '')
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('lets an optional list be emptied, which leaves it out of the record', async () => {
    const campus = seedOf('campus') as Record<string, unknown>
    const tile = { image: (promotions[0] as { image: unknown }).image, caption: 'Laboratorio' }
    const { user, last } = renderForm('campus', { ...campus, collage: [tile] })
    const collage = screen.getByRole('group', { name: 'Collage de actividades (opcional)' })
    // The tile's own «Quitar» comes before the ones of its image's widths.
    await user.click(within(collage).getAllByRole('button', { name: 'Quitar Elemento 1' })[0]!)
    expect(last()).not.toHaveProperty('collage')
    expect(last()).toEqual(campus)
    await user.click(screen.getByRole('button', { name: 'Agregar a «Collage de actividades»' }))
    expect((last() as { collage: unknown[] }).collage).toEqual([{ image: expect.objectContaining({ kind: 'image', base: '' }), caption: '' }])
  })

  it('keeps a non-empty list at one item at least: the identity keeps its last phone', () => {
    const identity = seedOf('identidad') as { phones: readonly { label: string }[] }
    renderForm('identidad', { ...identity, phones: identity.phones.slice(0, 1) })
    expect(screen.getByRole('button', { name: `Quitar ${identity.phones[0]!.label}` })).toBeDisabled()
  })
})

/**
 * jsdom lays nothing out: every box is at 0,0 with no size, so the keyboard sensor finds no item
 * below another. Each list item (and all inside it) gets a box 100 px tall, stacked in the
 * page's order, which is the order the items of each list are shown in.
 */
function stackListItems() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const items = screen.queryAllByRole('listitem', { hidden: true })
    const top = Math.max(0, items.findLastIndex((item) => item.contains(this))) * 100
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 100, width: 300, height: 100, toJSON: () => ({}) } as DOMRect
  })
}
