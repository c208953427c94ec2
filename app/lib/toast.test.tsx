import { act, fireEvent, render, screen } from '@testing-library/react'
import { toast } from 'react-toastify/unstyled'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastRegion } from '#app/components/ui/toast-region.tsx'
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '#app/config/ui-timing.ts'
import { notify, type Notification } from '#app/lib/toast.ts'

/**
 * jsdom runs no CSS animations, and react-toastify times everything with them: the toast's
 * timer starts when its fade-in ends, it closes when its progress bar's animation (as long as
 * the bar says) ends, and it leaves the page when its fade-out ends. `startToastClock` plays the
 * browser's part: it ends each animation once the fake clock has passed its duration.
 */
function startToastClock(toastElement: HTMLElement) {
  fireEvent.animationEnd(toastElement) // fade-in finished: the toast's timer starts
  const bar = toastElement.querySelector<HTMLElement>('[role="progressbar"]')
  if (!bar) throw new Error('The toast shows no progress bar')
  const barDurationMs = Number.parseFloat(bar.style.animationDuration)
  let elapsedMs = 0

  return function advance(ms: number) {
    act(() => {
      vi.advanceTimersByTime(ms)
    })
    if (bar.style.animationPlayState !== 'running') return
    elapsedMs += ms
    if (elapsedMs < barDurationMs) return
    fireEvent.animationEnd(bar) // progress bar ran out: the toast closes and fades out
    finishFadeOut(toastElement)
  }
}

function finishFadeOut(toastElement: HTMLElement) {
  fireEvent.animationEnd(toastElement)
  // After the fade the toast collapses over animation frames and a TOAST_FADE_MS timer.
  act(() => {
    vi.advanceTimersByTime(TOAST_FADE_MS * 2)
  })
}

const REGION = { name: 'Notificaciones (Alt+T)' }

describe('the toast region', () => {
  it('loads nothing until a notification asks for it, then shows it', async () => {
    render(<ToastRegion />)
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument()

    notify({ type: 'success', message: 'Solicitud enviada.' })

    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada.')
    expect(screen.getByRole('region', REGION)).toContainElement(screen.getByRole('status'))
    act(() => {
      toast.dismiss()
    })
  })

  it('loads at the first touch, before any notification', async () => {
    render(<ToastRegion />)
    fireEvent.pointerDown(document.body)
    expect(await screen.findByRole('region', REGION)).toBeInTheDocument()
  })
})

describe('notify', () => {
  beforeEach(async () => {
    // The region is on the page, as after the person's first touch, before any toast.
    // eslint-disable-next-line testing-library/no-render-in-lifecycle
    render(<ToastRegion />)
    fireEvent.focusIn(document.body)
    await screen.findByRole('region', REGION)
  })

  afterEach(() => {
    act(() => {
      toast.dismiss()
    })
    vi.useRealTimers()
  })

  /**
   * The region's container joins the library's store in an effect that React may run after the
   * region shows; a notification waits for it. So each test awaits its first toast; once one
   * shows, the next ones show within the `act` that sends them.
   */
  async function notifyFirst(notification: Notification, role: 'status' | 'alert') {
    act(() => {
      notify(notification)
    })
    return screen.findByRole(role)
  }

  it('shows a toast with its title and message in the notification region', async () => {
    const status = await notifyFirst({ type: 'success', message: 'Mensaje enviado correctamente.' }, 'status')

    expect(screen.getByRole('region', REGION)).toContainElement(status)
    expect(status).toHaveTextContent('Mensaje enviado correctamente.')
  })

  it('announces errors as alerts, with the title', async () => {
    const alert = await notifyFirst(
      { type: 'error', title: 'Error de validacion', message: 'Revisa los campos marcados en rojo.' },
      'alert',
    )

    expect(alert).toHaveTextContent('Error de validacion')
    expect(alert).toHaveTextContent('Revisa los campos marcados en rojo.')
  })

  it('does not stack an identical toast while one is showing', async () => {
    await notifyFirst({ type: 'info', message: 'Solicitud recibida.' }, 'status')

    act(() => {
      notify({ type: 'error', message: 'Error al enviar el mensaje.' })
      notify({ type: 'error', message: 'Error al enviar el mensaje.' })
    })
    expect(screen.getAllByText('Error al enviar el mensaje.')).toHaveLength(1)

    act(() => {
      notify({ type: 'info', message: 'Error al enviar el mensaje.' })
    })
    expect(screen.getAllByText('Error al enviar el mensaje.')).toHaveLength(2)
  })

  it(`disappears after TOAST_DURATION_MS`, async () => {
    const status = await notifyFirst({ type: 'success', message: 'Mensaje enviado correctamente.' }, 'status')
    vi.useFakeTimers()
    const advance = startToastClock(status)

    advance(TOAST_DURATION_MS - 1)
    expect(screen.getByRole('status')).toHaveTextContent('Mensaje enviado correctamente.')

    advance(1)
    expect(screen.queryByText('Mensaje enviado correctamente.')).not.toBeInTheDocument()
  })

  it('can be shown again once the first one is gone', async () => {
    const notification = { type: 'warning', message: 'Completa todos los campos requeridos antes de enviar.' } as const
    const first = await notifyFirst(notification, 'alert')
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }))
    finishFadeOut(first)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    act(() => {
      notify(notification)
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Completa todos los campos requeridos antes de enviar.')
  })
})
