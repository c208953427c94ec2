import { describe, expect, it } from 'vitest'
import { toApiResult } from '#app/lib/api-client.ts'
import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { STAFF_MESSAGES } from '#contracts/staff.ts'
import { returnTarget, sessionEndOf, signInUrl } from './panel-api.ts'

const answer = (status: number, body: unknown) => toApiResult({ status, contentType: 'application/json', text: JSON.stringify(body) })

describe('the panel after a refused call', () => {
  it('sends the person to sign in for no session or an expired one, never for a wrong role', () => {
    expect(sessionEndOf(answer(401, { mensaje: STATUS_MESSAGES[401] }))).toBe('none')
    expect(sessionEndOf(answer(403, { mensaje: STATUS_MESSAGES[403] }))).toBe('expired')
    expect(sessionEndOf(answer(403, { mensaje: STAFF_MESSAGES.wrongRole }))).toBeNull()
    expect(sessionEndOf(answer(200, {}))).toBeNull()
  })

  it('asks the sign-in to come back to the screen, saying why after an expiry', () => {
    expect(signInUrl('/panel/auditoria?pagina=2', 'none')).toBe('/panel/entrar?volver=%2Fpanel%2Fauditoria%3Fpagina%3D2')
    expect(signInUrl('/panel', 'expired')).toBe('/panel/entrar?volver=%2Fpanel&sesion=expirada')
  })

  it('goes back only to a panel screen of this site', () => {
    expect(returnTarget('/panel/auditoria?pagina=2')).toBe('/panel/auditoria?pagina=2')
    for (const elsewhere of [null, '', 'https://evil.example/panel', '//evil.example/panel', '/\\evil.example', '/inicio', '/panelx', '/panel/entrar']) {
      expect(returnTarget(elsewhere), String(elsewhere)).toBe('/panel')
    }
  })
})
