import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_BUBBLE_HIDE_MS, CHAT_BUBBLE_SHOW_MS } from '#app/config/ui-timing.ts'
import { identitySeed } from '#content/identity.ts'
import { FloatingChat } from './floating-chat.tsx'
import { IdentityProvider } from './identity-context.tsx'

const BUBBLE = '¿Tienes dudas? Escríbenos'
const NEW_TAB = '(se abre en una pestaña nueva)'

function renderChat() {
  const user = userEvent.setup()
  render(
    <IdentityProvider identity={identitySeed}>
      <p>Contenido de la página</p>
      <FloatingChat />
    </IdentityProvider>,
  )
  return user
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('chat menu', () => {
  it('opens and closes with the round button', async () => {
    const user = renderChat()
    const button = screen.getByRole('button', { name: 'Abrir chat' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()

    await user.click(button)
    expect(button).toHaveAccessibleName('Cerrar chat')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeVisible()

    await user.click(button)
    expect(button).toHaveAccessibleName('Abrir chat')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('offers the four messaging links in new tabs', async () => {
    const user = renderChat()
    await user.click(screen.getByRole('button', { name: 'Abrir chat' }))
    const expected = [
      ['Contacto general', identitySeed.messaging.general],
      ['Modalidad en línea', identitySeed.messaging.online],
      ['Titulación', identitySeed.messaging.titulacion],
      ['Canal de difusión', identitySeed.messaging.broadcastChannel],
    ] as const
    expect(screen.getAllByRole('link')).toHaveLength(expected.length)
    for (const [label, url] of expected) {
      const link = screen.getByRole('link', { name: new RegExp(`^${label} .*${NEW_TAB.replace(/[()]/g, '\\$&')}$`) })
      expect(link).toHaveAttribute('href', url)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('closes on a click outside', async () => {
    const user = renderChat()
    await user.click(screen.getByRole('button', { name: 'Abrir chat' }))
    await user.click(screen.getByText('Contenido de la página'))
    expect(screen.getByRole('button', { name: 'Abrir chat' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and keeps focus on the button', async () => {
    const user = renderChat()
    await user.click(screen.getByRole('button', { name: 'Abrir chat' }))
    await user.tab()
    expect(screen.getByRole('link', { name: /^Contacto general/ })).toHaveFocus()
    await user.keyboard('{Escape}')
    const button = screen.getByRole('button', { name: 'Abrir chat' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })
})

// Fake timers only here, driven by the same constants as the component. Testing Library waits
// with real timers, so the one test that clicks switches back to them once the bubble is shown.
describe('help bubble', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it(`appears ${CHAT_BUBBLE_SHOW_MS} ms after load and hides by itself at ${CHAT_BUBBLE_HIDE_MS} ms`, () => {
    renderChat()
    expect(screen.queryByText(BUBBLE)).not.toBeInTheDocument()

    advance(CHAT_BUBBLE_SHOW_MS - 1)
    expect(screen.queryByText(BUBBLE)).not.toBeInTheDocument()

    advance(1)
    expect(screen.getByRole('status')).toHaveTextContent(BUBBLE)

    advance(CHAT_BUBBLE_HIDE_MS - CHAT_BUBBLE_SHOW_MS - 1)
    expect(screen.getByText(BUBBLE)).toBeInTheDocument()

    advance(1)
    expect(screen.queryByText(BUBBLE)).not.toBeInTheDocument()
  })

  it('closes with its × button', async () => {
    const user = renderChat()
    advance(CHAT_BUBBLE_SHOW_MS)
    vi.useRealTimers()
    await user.click(screen.getByRole('button', { name: 'Cerrar mensaje de ayuda' }))
    expect(screen.queryByText(BUBBLE)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cerrar mensaje de ayuda' })).not.toBeInTheDocument()
  })

  it('stops its timers when the chat unmounts', () => {
    const { unmount } = render(
      <IdentityProvider identity={identitySeed}>
        <FloatingChat />
      </IdentityProvider>,
    )
    expect(vi.getTimerCount()).toBe(2)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
