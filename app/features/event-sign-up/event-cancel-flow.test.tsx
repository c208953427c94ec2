import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { eventCancelContent as text } from '#content/event-sign-up.ts'
import { EVENT_CANCELLATION_MESSAGES, cancellationLinkPath } from '#contracts/event-cancellation.ts'
import { answerPost, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { EventCancelFlow } from './event-cancel-flow.tsx'

mockApiNetwork()
afterEach(() => window.history.replaceState(null, '', '/'))

const KEY = 'k'.repeat(43)

describe('the cancellation page (issue 38)', () => {
  it('cancels with the link’s folio and key, then says which event', async () => {
    window.history.replaceState(null, '', cancellationLinkPath('EVT-2026-000001', KEY))
    const sent = answerPost(EVENT_SIGN_UP_API_PATHS.cancel, jsonAnswer(200, { ok: true, evento: 'Día de puertas abiertas' }))
    render(<EventCancelFlow text={text} />)
    const user = userEvent.setup()

    expect(await screen.findByText('EVT-2026-000001')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: text.submit }))
    expect(await screen.findByRole('status')).toHaveTextContent(text.done('Día de puertas abiertas'))
    expect(sent).toEqual([{ folio: 'EVT-2026-000001', clave: KEY }])
  })

  it('says why a link is refused and keeps the button to try again', async () => {
    window.history.replaceState(null, '', cancellationLinkPath('EVT-2026-000001', KEY))
    answerPost(EVENT_SIGN_UP_API_PATHS.cancel, jsonAnswer(404, { mensaje: EVENT_CANCELLATION_MESSAGES.notFound }))
    render(<EventCancelFlow text={text} />)
    await userEvent.setup().click(await screen.findByRole('button', { name: text.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_CANCELLATION_MESSAGES.notFound)
    expect(screen.getByRole('button', { name: text.submit })).toBeEnabled()
  })

  it('says the link is incomplete without its folio and key', async () => {
    render(<EventCancelFlow text={text} />)
    expect(await screen.findByText(text.missing)).toBeInTheDocument()
  })
})
