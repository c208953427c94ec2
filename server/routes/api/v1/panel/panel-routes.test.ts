import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { STAFF_MESSAGES, STAFF_ROLES, type StaffRole } from '#contracts/staff.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { STAFF_PASSWORD, createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const PANEL_PREFIX = '/api/v1/panel/'

interface RouteCase {
  /** Who may call it: anyone, any staff member, or these roles (and admin). */
  readonly access: 'public' | 'staff' | readonly StaffRole[]
  /** A request body that succeeds for the person allowed (`email`: theirs). */
  readonly payload?: (email: string) => object
}

/**
 * Every route of the staff area's API. A route added without a row here fails the first test:
 * its access must be decided and proven below.
 */
const PANEL_ROUTES: Readonly<Record<string, RouteCase>> = {
  'POST /api/v1/panel/sesion': { access: 'public', payload: (email) => ({ email, contrasena: STAFF_PASSWORD }) },
  'DELETE /api/v1/panel/sesion': { access: 'staff' },
  'DELETE /api/v1/panel/sesiones': { access: 'staff' },
  'GET /api/v1/panel/me': { access: 'staff' },
  'GET /api/v1/panel/auditoria': { access: ['admin'] },
  'GET /api/v1/panel/auditoria.csv': { access: ['admin'] },
}

const methodsOf = (route: RouteOptions): HTTPMethods[] => (Array.isArray(route.method) ? route.method : [route.method])

/** A role the case refuses, if any: one that is neither allowed nor admin. */
function refusedRole(access: RouteCase['access']): StaffRole | undefined {
  if (!Array.isArray(access)) return undefined
  return STAFF_ROLES.find((role) => role !== 'admin' && !access.includes(role))
}

function allowedRole(access: RouteCase['access']): StaffRole {
  return Array.isArray(access) ? (access[0] ?? 'admin') : 'contacto'
}

describeOnEachDatabase('every staff-area route checks the session and the role on the server', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  it('has a row in this table for each route the API registers under /api/v1/panel/', async () => {
    const registered: string[] = []
    current = await startFormApp(fixture, {
      onRoute: (route) => {
        if (!route.url.startsWith(PANEL_PREFIX)) return
        // Fastify adds a HEAD route beside each GET: it answers as its GET does.
        for (const method of methodsOf(route)) if (method !== 'HEAD') registered.push(`${method} ${route.url}`)
      },
    })
    expect(registered.sort()).toEqual(Object.keys(PANEL_ROUTES).sort())
  })

  for (const [route, { access, payload }] of Object.entries(PANEL_ROUTES)) {
    const [method = 'GET', url = ''] = route.split(' ')
    const request = (email: string, cookie?: string) =>
      current!.app.inject({
        method: method as InjectOptions['method'],
        url,
        ...(payload ? { payload: payload(email) } : {}),
        headers: cookie ? { cookie } : {},
      })

    it(`${route}: ${access === 'public' ? 'open to anyone' : '401 without a session'}, ${refusedRole(access) ? '403 for another role, ' : ''}2xx for ${access === 'public' ? 'the right credentials' : 'an allowed person'}`, async () => {
      current = await startFormApp(fixture)
      const allowed = await createTestStaff(current, 'permitida@instituto.example', [allowedRole(access)])

      if (access !== 'public') {
        const anonymous = await request(allowed.email)
        expect(anonymous.statusCode).toBe(401)
        expect(anonymous.json()).toEqual({ mensaje: STATUS_MESSAGES[401] })
      }
      const other = refusedRole(access)
      if (other !== undefined) {
        const outsider = await createTestStaff(current, 'otra@instituto.example', [other])
        const refused = await request(outsider.email, await signIn(current.app, outsider.email))
        expect(refused.statusCode).toBe(403)
        expect(refused.json()).toEqual({ mensaje: STAFF_MESSAGES.wrongRole })
      }
      const answer = await request(allowed.email, access === 'public' ? undefined : await signIn(current.app, allowed.email))
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(200)
      expect(answer.statusCode, answer.body).toBeLessThan(300)
    })
  }
})
