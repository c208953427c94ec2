import { SPREADS_PASTE_ATTRIBUTE } from './early-paste.ts'
import { whenHydrated } from './when-hydrated.ts'

/**
 * What a person does before the page answers goes no further, and is done again in order once the
 * page is hydrated: a button pressed is pressed again, a field typed in, chosen or ticked reports
 * its change again with the value it has by then, and a code pasted into the boxes that spread it
 * is pasted again. Sending a form is early-submit.ts's; a link works without the page's code.
 */
const HELD_EVENTS = ['click', 'input', 'change', 'paste'] as const

interface EarlyEvent {
  target: HTMLElement
  type: string
  /** What a held paste carried. */
  text?: string
}

/** The element a held event is done again on, or null when the event is left to the browser. */
function heldTarget(event: Event): HTMLElement | null {
  if (!(event.target instanceof Element)) return null
  const target = event.type === 'click' ? event.target.closest('button') : event.target
  if (!(target instanceof HTMLElement)) return null
  if (target instanceof HTMLButtonElement && target.type === 'submit') return null
  return target
}

function replay({ target, type, text }: EarlyEvent): void {
  if (!target.isConnected || (target instanceof HTMLButtonElement && target.disabled)) return
  if (type === 'click') {
    target.click()
  } else if (type === 'paste') {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', text ?? '')
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
  } else {
    target.dispatchEvent(new Event(type, { bubbles: true }))
  }
}

/** Holds presses, typing and pastes from now until the page is hydrated, then does them again. */
export function holdEarlyInput(root: HTMLElement = document.documentElement): void {
  const early: EarlyEvent[] = []
  const hold = (event: Event) => {
    const target = heldTarget(event)
    if (!target) return
    // Only where the page spreads a paste over several boxes: the field's own limit would keep one character.
    const text = event.type === 'paste' ? (event as ClipboardEvent).clipboardData?.getData('text') : undefined
    if (event.type === 'paste' && !(text && target.hasAttribute(SPREADS_PASTE_ATTRIBUTE))) return
    if (text) event.preventDefault()
    event.stopImmediatePropagation()
    const last = early.at(-1)
    // A field typed in reports its change once, with its value by then.
    if (text || last?.target !== target || last.type !== event.type) early.push({ target, type: event.type, text })
  }
  // A mouse that came to rest over the page is announced again to what is under it (a desktop
  // submenu opens); a finger's tap is not a hover. React hears enter and leave through `pointerover`.
  let mouseOver = false
  const notePointer = (event: PointerEvent) => {
    mouseOver = event.pointerType === 'mouse'
  }
  for (const type of HELD_EVENTS) addEventListener(type, hold, true)
  addEventListener('pointerover', notePointer, { capture: true, passive: true })

  whenHydrated(() => {
    for (const type of HELD_EVENTS) removeEventListener(type, hold, true)
    removeEventListener('pointerover', notePointer, true)
    const hovered = [...root.querySelectorAll(':hover')].at(-1)
    if (mouseOver && hovered) hovered.dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true }))
    for (const event of early) replay(event)
  }, root)
}
