import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installDialogPolyfill } from '#tests/support/dialog-polyfill.ts'
import { Dialog, ProgressDialog, clampPercent } from '#app/components/ui/dialog.tsx'

let uninstallPolyfill: () => void
beforeAll(() => {
  uninstallPolyfill = installDialogPolyfill()
})
afterAll(() => {
  uninstallPolyfill()
})

/** A page with a button that opens a dismissible dialog, as a feature would use it. */
function SuccessExample() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Enviar
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="¡Solicitud enviada!"
        description="Te notificaremos al correo registrado cuando esté lista."
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Entendido
          </button>
        }
      />
    </>
  )
}

/** A page whose progress dialog only the page itself can close. */
function ProgressExample() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Enviar
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Terminar
      </button>
      <ProgressDialog open={open} title="Enviando solicitud..." description="Espere un momento por favor" percent={42} />
    </>
  )
}

describe('Dialog', () => {
  it('opens as a dialog named by its title and described by its text, with focus inside', async () => {
    const user = userEvent.setup()
    render(<SuccessExample />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Enviar' }))

    const dialog = screen.getByRole('dialog', { name: '¡Solicitud enviada!' })
    expect(dialog).toHaveAccessibleDescription('Te notificaremos al correo registrado cuando esté lista.')
    expect(screen.getByRole('heading', { level: 2, name: '¡Solicitud enviada!' })).toBeVisible()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup()
    render(<SuccessExample />)
    const opener = screen.getByRole('button', { name: 'Enviar' })
    await user.click(opener)

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('closes with its close button and with its own action', async () => {
    const user = userEvent.setup()
    render(<SuccessExample />)
    const opener = screen.getByRole('button', { name: 'Enviar' })

    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()

    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Entendido' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const user = userEvent.setup()
    render(<SuccessExample />)
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    const dialog = screen.getByRole('dialog')

    await user.click(screen.getByText('Te notificaremos al correo registrado cuando esté lista.'))
    expect(dialog).toBeVisible()

    // The content fills the box, so only a click on the backdrop targets the <dialog> itself.
    await user.click(dialog)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('ProgressDialog', () => {
  it('shows the progress as a bar and as visible text, with no close button', async () => {
    const user = userEvent.setup()
    render(<ProgressExample />)
    await user.click(screen.getByRole('button', { name: 'Enviar' }))

    const dialog = screen.getByRole('dialog', { name: 'Enviando solicitud...' })
    expect(dialog).toHaveAccessibleDescription('Espere un momento por favor')
    const bar = screen.getByRole('progressbar', { name: 'Enviando solicitud...' })
    expect(bar).toHaveAttribute('aria-valuenow', '42')
    expect(screen.getByText('42 %')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument()
  })

  it('ignores Escape and backdrop clicks, and closes when the page says so', async () => {
    const user = userEvent.setup()
    render(<ProgressExample />)
    const opener = screen.getByRole('button', { name: 'Enviar' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Enviando solicitud...' })

    await user.keyboard('{Escape}')
    expect(dialog).toBeVisible()
    await user.click(dialog)
    expect(dialog).toBeVisible()

    // jsdom does not make the page inert behind a modal, so the test can reach this button.
    await user.click(screen.getByRole('button', { name: 'Terminar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps the percentage whole and between 0 and 100', () => {
    expect(clampPercent(41.6)).toBe(42)
    expect(clampPercent(-3)).toBe(0)
    expect(clampPercent(180)).toBe(100)
    expect(clampPercent(Number.NaN)).toBe(0)
  })
})
