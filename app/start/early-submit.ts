import { START_FAILED_ATTRIBUTE } from '#contracts/page-markup.ts'
import { whenHydrated } from './when-hydrated.ts'

export interface EarlySubmits {
  /** The page's code will not arrive: every form says so at once (its send button may never turn on). */
  pageCodeFailed: () => void
}

/** The navigation bar's search box (issue 39): a plain form to the results page, sent by the browser whenever it is. */
const isSiteSearch = (form: HTMLFormElement) => form.getAttribute('role') === 'search'

/** The button that sent the form: its own, or the first that can send it. */
function submitterOf(event: SubmitEvent, form: HTMLFormElement): HTMLElement | null {
  return event.submitter ?? form.querySelector<HTMLElement>('button[type="submit"], button:not([type]), input[type="submit"]')
}

/**
 * A form sent before the page answers is not sent by the browser (it would put what was typed in
 * the address): it is sent again by pressing its button once the page is hydrated, which lets React
 * hydrate that part first. Should the page's code fail to load, `message` is shown under every form.
 * The site search is left alone: what it sends belongs in the address.
 */
export function holdEarlySubmits(message: string, root: HTMLElement = document.documentElement): EarlySubmits {
  const held = new Map<HTMLFormElement, HTMLElement | null>()
  let codeFailed = false
  const tell = (form: HTMLFormElement) => {
    if (form.querySelector(`[${START_FAILED_ATTRIBUTE}]`)) return
    const note = document.createElement('p')
    note.setAttribute('role', 'alert')
    note.setAttribute(START_FAILED_ATTRIBUTE, '')
    note.textContent = message
    form.append(note)
  }
  const hold = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !(event instanceof SubmitEvent) || isSiteSearch(form)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (codeFailed) tell(form)
    else held.set(form, submitterOf(event, form))
  }
  addEventListener('submit', hold, true)

  whenHydrated(() => {
    removeEventListener('submit', hold, true)
    for (const [form, submitter] of held) {
      if (!form.isConnected) continue
      if (submitter?.isConnected) submitter.click()
      else form.requestSubmit()
    }
    held.clear()
  }, root)

  return {
    pageCodeFailed: () => {
      codeFailed = true
      for (const form of document.forms) if (!isSiteSearch(form)) tell(form)
    },
  }
}
