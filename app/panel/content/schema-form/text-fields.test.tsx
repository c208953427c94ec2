import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FieldNode } from './json-schema-walk.ts'
import { SchemaField } from './schema-field.tsx'

/** One field on its own, its value in state, each change reported to `onChange`. */
function renderField(node: FieldNode, initial: unknown, optional = false) {
  const onChange = vi.fn<(next: unknown) => void>()
  function Screen() {
    const [value, setValue] = useState(initial)
    const change = (next: unknown) => {
      setValue(next)
      onChange(next)
    }
    return <SchemaField node={node} path={['kind']} label="Tipo" optional={optional} value={value} onChange={change} errors={{}} />
  }
  render(<Screen />)
  return { user: userEvent.setup(), onChange }
}

describe('one-value fields', () => {
  it('offers fixed values by their Spanish names, and an empty choice only when none is chosen', async () => {
    const { user, onChange } = renderField({ type: 'choice', options: ['video', 'image'] }, 'video')
    const select = screen.getByRole('combobox', { name: 'Tipo' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Video', 'Imagen'])
    await user.selectOptions(select, 'Imagen')
    expect(onChange).toHaveBeenLastCalledWith('image')
  })

  it('shows a whole number as typed while it stands for the value stored', async () => {
    const { user, onChange } = renderField({ type: 'integer' }, 5)
    const field = screen.getByRole('textbox', { name: 'Tipo' })
    await user.clear(field)
    await user.type(field, '007')
    expect(onChange).toHaveBeenLastCalledWith(7)
    expect(field).toHaveValue('007')
  })

  it('draws a long text as a text area', () => {
    renderField({ type: 'text', input: 'text', multiline: true, maxLength: 500 }, 'Una descripción')
    expect(screen.getByRole('textbox', { name: 'Tipo' }).tagName).toBe('TEXTAREA')
  })

  it('draws a link as a URL field the browser does not fill in', () => {
    renderField({ type: 'text', input: 'url', multiline: false, maxLength: 2000 }, 'https://example.com')
    const field = screen.getByRole('textbox', { name: 'Tipo' })
    expect(field).toHaveAttribute('type', 'url')
    expect(field).toHaveAttribute('autocomplete', 'off')
    expect(field).toHaveValue('https://example.com')
  })

  it('names a field it cannot draw and leaves its value alone', () => {
    const { onChange } = renderField({ type: 'unsupported' }, { any: 'thing' })
    expect(screen.getByText('Este campo no se puede editar aquí; se conserva como está.')).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })
})
