import { inNextTask } from '#app/lib/next-task.ts'
import { CRITICAL_STYLE_ATTRIBUTE, DEFERRED_HREF_ATTRIBUTE, DEFERRED_REL_ATTRIBUTE, INERT_MODULE_TYPE } from '#contracts/page-markup.ts'

/** Things a start can be told by the page. */
export interface StartHooks {
  /** A module or the page's module script failed to load: the page will not answer. */
  onCodeFailed: () => void
}

/** Runs each step in a task of its own, in order: one request per task (docs/start-up.md). */
function oneByOne(steps: readonly (() => void)[]): void {
  const [step, ...rest] = steps
  if (!step) return
  step()
  inNextTask(() => oneByOne(rest))
}

/**
 * The stylesheets load without applying (a media no screen matches); once all have arrived they
 * apply in one task, in which the inlined rules go too: the page is restyled once. Should one fail,
 * the rest apply and the inlined rules stay.
 */
function sheetRequests(doc: Document): (() => void)[] {
  const sheets = [...doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_REL_ATTRIBUTE}="stylesheet"]`)]
  let left = sheets.length
  let failed = false
  const settled = (event: Event) => {
    failed ||= event.type === 'error'
    left -= 1
    if (left > 0) return
    for (const link of sheets) link.removeAttribute('media')
    if (!failed) doc.querySelector(`style[${CRITICAL_STYLE_ATTRIBUTE}]`)?.remove()
  }
  return sheets.map((link) => () => {
    link.media = 'print'
    for (const type of ['load', 'error']) link.addEventListener(type, settled, { once: true })
    requestDeferred(link)
  })
}

/** Gives a deferred link back its kind and address: the browser asks for it now. */
function requestDeferred(link: HTMLLinkElement): void {
  link.href = link.getAttribute(DEFERRED_HREF_ATTRIBUTE) ?? ''
  link.rel = link.getAttribute(DEFERRED_REL_ATTRIBUTE) ?? ''
  link.removeAttribute(DEFERRED_REL_ATTRIBUTE)
  link.removeAttribute(DEFERRED_HREF_ATTRIBUTE)
}

/** The modules, preloaded in order, then the page's module script run: the same imports as one graph. */
function moduleRequests(doc: Document, { onCodeFailed }: StartHooks): (() => void)[] {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_REL_ATTRIBUTE}="modulepreload"]`)]
  const runModules = () => {
    const inert = doc.querySelector(`script[type="${INERT_MODULE_TYPE}"]`)
    if (!inert) return
    const modules = doc.createElement('script')
    modules.type = 'module'
    // The inert script's text: the page's Content-Security-Policy allows it by its hash.
    modules.textContent = inert.textContent
    modules.addEventListener('error', onCodeFailed, { once: true })
    doc.head.append(modules)
  }
  return [
    ...preloads.map((link) => () => {
      link.addEventListener('error', onCodeFailed, { once: true })
      requestDeferred(link)
    }),
    runModules,
  ]
}

/** Asks for the page's stylesheets and modules, once: the returned function does it. */
export function pageStarter(doc: Document, hooks: StartHooks): () => void {
  let started = false
  return () => {
    if (started) return
    started = true
    oneByOne([...sheetRequests(doc), ...moduleRequests(doc, hooks)])
  }
}
