import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { HYDRATED_ATTRIBUTE } from './hydrated-attribute.ts'
import { holdEarlySubmits } from './early-submit.ts'

const root = document.documentElement
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const MESSAGE = 'La página no terminó de cargar y este formulario no se puede enviar.'

/** A form whose sending is counted where React would hear it, and never done by jsdom. */
function form(): { sent: number; defaultPrevented: boolean[] } {
  document.body.innerHTML = '<form aria-label="Contacto"><input name="nombre" value="Ana"><button>Enviar</button></form>'
  const seen = { sent: 0, defaultPrevented: [] as boolean[] }
  document.addEventListener('submit', (event) => {
    seen.sent += 1
    event.preventDefault()
  })
  addEventListener('submit', (event) => seen.defaultPrevented.push(event.defaultPrevented))
  return seen
}

afterEach(() => {
  root.removeAttribute(HYDRATED_ATTRIBUTE)
})

describe('holdEarlySubmits', () => {
  it('does not let the browser send a form before the page is hydrated, and sends it once it is', async () => {
    const seen = form()
    holdEarlySubmits(MESSAGE, root)
    screen.getByRole('button', { name: 'Enviar' }).click()
    expect(seen.sent).toBe(0)

    root.setAttribute(HYDRATED_ATTRIBUTE, '')
    await settle()
    expect(seen.sent).toBe(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says so under the form as soon as the page’s code failed, once, and nothing is sent', () => {
    const seen = form()
    const submits = holdEarlySubmits(MESSAGE, root)
    screen.getByRole('button', { name: 'Enviar' }).click()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    submits.pageCodeFailed()
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE)
    screen.getByRole('button', { name: 'Enviar' }).click()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(seen.sent).toBe(0)
    expect(screen.getByRole('textbox')).toHaveValue('Ana')
    expect(location.search).toBe('')
  })

  it('leaves the site search to the browser, and says nothing under it when the code failed', () => {
    document.body.innerHTML = '<form role="search" aria-label="Buscar" action="/inicio/buscar"><input name="q" value="derecho"><button>Buscar</button></form>'
    const submits = holdEarlySubmits(MESSAGE, root)
    // Heard right after the hold, before anything else could prevent it.
    const prevented: boolean[] = []
    addEventListener('submit', (event) => prevented.push(event.defaultPrevented), true)
    screen.getByRole('button', { name: 'Buscar' }).click()
    expect(prevented).toEqual([false])
    submits.pageCodeFailed()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
