import { afterEach, describe, expect, it } from 'vitest'
import { HYDRATED_ATTRIBUTE } from './hydrated-attribute.ts'
import { holdEarlyInput } from './early-input.ts'

const root = document.documentElement
/** MutationObserver callbacks run in a microtask. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function page(html: string): { heard: string[] } {
  document.body.innerHTML = html
  const heard: string[] = []
  // Where React listens: the document, below the window's capture.
  for (const type of ['click', 'input', 'change']) {
    document.addEventListener(type, (event) => heard.push(`${type} ${(event.target as HTMLElement).id}`))
  }
  return { heard }
}

afterEach(() => {
  root.removeAttribute(HYDRATED_ATTRIBUTE)
})

describe('holdEarlyInput', () => {
  it('keeps a press and a field typed in from the page until it is hydrated, then does them again once, in order', async () => {
    const { heard } = page('<button type="button" id="next">›</button><input id="phone"><select id="level"><option>a</option></select>')
    holdEarlyInput(root)
    const phone = document.querySelector<HTMLInputElement>('#phone')!
    document.querySelector<HTMLButtonElement>('#next')!.click()
    for (const value of ['8', '87', '87a']) {
      phone.value = value
      phone.dispatchEvent(new Event('input', { bubbles: true }))
    }
    document.querySelector('#level')!.dispatchEvent(new Event('change', { bubbles: true }))
    expect(heard).toEqual([])

    root.setAttribute(HYDRATED_ATTRIBUTE, '')
    await settle()
    expect(heard).toEqual(['click next', 'input phone', 'change level'])

    // From then on nothing is held.
    document.querySelector<HTMLButtonElement>('#next')!.click()
    expect(heard.at(-1)).toBe('click next')
    expect(heard).toHaveLength(4)
  })

  it('leaves a submit button and a link to the browser', async () => {
    const { heard } = page('<form><button id="send">Enviar</button></form><a id="home" href="#inicio">Inicio</a>')
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault())
    holdEarlyInput(root)
    document.querySelector<HTMLButtonElement>('#send')!.click()
    document.querySelector<HTMLAnchorElement>('#home')!.click()
    expect(heard).toEqual(['click send', 'click home'])
    root.setAttribute(HYDRATED_ATTRIBUTE, '')
    await settle()
    expect(heard).toHaveLength(2)
  })

  it('does not press again a button that was removed or disabled meanwhile', async () => {
    const { heard } = page('<button type="button" id="gone">a</button><button type="button" id="off">b</button>')
    holdEarlyInput(root)
    document.querySelector<HTMLButtonElement>('#gone')!.click()
    document.querySelector<HTMLButtonElement>('#off')!.click()
    document.querySelector('#gone')!.remove()
    document.querySelector<HTMLButtonElement>('#off')!.disabled = true
    root.setAttribute(HYDRATED_ATTRIBUTE, '')
    await settle()
    expect(heard).toEqual([])
  })
})
