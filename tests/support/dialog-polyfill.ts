/**
 * jsdom has `<dialog>` but not its methods. Test files that render a `Dialog` call
 * `installDialogPolyfill()` once (for example in `beforeAll`); the shared DOM setup stays untouched.
 * It models what the tests rely on: `showModal()` / `close()` with the `close` event, and Escape
 * firing a cancelable `cancel` at the topmost modal unless the keydown was prevented.
 */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype
  if (typeof proto.showModal === 'function') return () => {}

  const modals: HTMLDialogElement[] = []

  function onKeyDown(event: KeyboardEvent) {
    const top = modals.at(-1)
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return
    const cancel = new Event('cancel', { cancelable: true })
    if (top.dispatchEvent(cancel)) top.close()
  }

  proto.show = function show(this: HTMLDialogElement) {
    this.open = true
  }
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return
    this.open = true
    modals.push(this)
  }
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return
    this.open = false
    const index = modals.indexOf(this)
    if (index !== -1) modals.splice(index, 1)
    if (returnValue !== undefined) this.returnValue = returnValue
    this.dispatchEvent(new Event('close'))
  }
  document.addEventListener('keydown', onKeyDown)

  return function uninstall() {
    document.removeEventListener('keydown', onKeyDown)
    const methods = proto as Partial<Pick<HTMLDialogElement, 'show' | 'showModal' | 'close'>>
    delete methods.show
    delete methods.showModal
    delete methods.close
  }
}
