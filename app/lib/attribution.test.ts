import { afterEach, describe, expect, it, vi } from 'vitest'
import { ORIGIN_VALUE_MAX_CHARS } from '#contracts/limits.ts'
import { noteVisit, visitOrigin } from './attribution.ts'

/** A page start at `url` (on this jsdom page's own host) reached from `referrer`. */
function startPage(url: string, referrer = '') {
  window.history.replaceState(null, '', url)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
  noteVisit()
}

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('the visit origin kept in the browser session (issue 38)', () => {
  it('keeps the first touch once and updates the last one when a new campaign link brings the visit', () => {
    startPage('/inicio/carreras?utm_source=Facebook&utm_medium=cpc&utm_campaign=primavera&fbclid=abc', 'https://l.facebook.com/')
    const first = {
      utm_source: 'Facebook',
      utm_medium: 'cpc',
      utm_campaign: 'primavera',
      referente: 'l.facebook.com',
      aterrizaje: '/inicio/carreras',
      anuncio: true,
    }
    expect(visitOrigin()).toEqual({ primera: first, ultima: first })

    startPage('/inicio/genera?utm_source=newsletter&utm_campaign=becas')
    expect(visitOrigin()).toEqual({
      primera: first,
      ultima: { utm_source: 'newsletter', utm_campaign: 'becas', aterrizaje: '/inicio/genera', anuncio: false },
    })
  })

  it('notes a direct visit as the first touch, and ignores later pages reached from the site itself', () => {
    startPage('/inicio')
    const direct = { aterrizaje: '/inicio', anuncio: false }
    expect(visitOrigin()).toEqual({ primera: direct, ultima: direct })

    startPage('/inicio/contacto', `${window.location.origin}/inicio`)
    startPage('/inicio/genera')
    expect(visitOrigin()).toEqual({ primera: direct, ultima: direct })

    startPage('/inicio/genera', 'https://www.google.com/')
    expect(visitOrigin()?.ultima).toEqual({ referente: 'www.google.com', aterrizaje: '/inicio/genera', anuncio: false })
  })

  it('keeps only printable text within the limits, and only the referrer’s host', () => {
    startPage(`/inicio?utm_source=%20goo%00gle%20&utm_term=${'x'.repeat(ORIGIN_VALUE_MAX_CHARS + 50)}`, 'https://example.org/path?q=secret')
    const touch = visitOrigin()?.primera
    expect(touch?.utm_source).toBe('google')
    expect(touch?.utm_term).toHaveLength(ORIGIN_VALUE_MAX_CHARS)
    expect(touch?.referente).toBe('example.org')
  })

  it('sends nothing and breaks nothing when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => startPage('/inicio?utm_source=google')).not.toThrow()
    expect(visitOrigin()).toBeUndefined()

    const noStorage = {
      location: window.location,
      document,
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as Window
    expect(() => noteVisit(noStorage)).not.toThrow()
    expect(visitOrigin(noStorage)).toBeUndefined()
  })

  it('starts over from a stored value it cannot read', () => {
    sessionStorage.setItem('origen-v1', '{broken')
    startPage('/inicio')
    expect(visitOrigin()).toEqual({ primera: { aterrizaje: '/inicio', anuncio: false }, ultima: { aterrizaje: '/inicio', anuncio: false } })
  })
})
