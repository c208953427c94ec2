import { afterEach, expect, it } from 'vitest'
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_MAX_FAILURES_PER_IP } from '#contracts/limits.ts'
import { STAFF_MESSAGES } from '#contracts/staff.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { STAFF_PASSWORD, cookieHeader, createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'
import { totpCode } from '#tests/support/totp.ts'

const SESSION = '/api/v1/panel/sesion'
const CODE = '/api/v1/panel/sesion/codigo'
const OWNER = 'ana@instituto.example'
const WRONG = 'no-es-la-contrasena'

/** How many answers had each status. */
function tally(responses: readonly { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1
  return counts
}

describeOnEachDatabase('sign-in under concurrent abuse (issue 34)', (fixture) => {
  const apps: FormApp[] = []
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((form) => form.app.close()))
  })
  /** Two servers on one database: every attempt alternates between them. */
  async function twoServers(): Promise<[FormApp, FormApp]> {
    const first = await startFormApp(fixture)
    const second = await startFormApp({ ...fixture, fresh: async () => ({ handle: fixture.open(first.databaseConfig), config: first.databaseConfig }) })
    apps.push(first, second)
    return [first, second]
  }
  const attempt = (form: FormApp, email: string, contrasena: string, remoteAddress = '203.0.113.10') =>
    form.app.inject({ method: 'POST', url: SESSION, payload: { email, contrasena }, remoteAddress })

  it('lets no more than the limit of parallel guesses for one account reach the password, and the right one among them is refused once over it', async () => {
    const servers = await twoServers()
    await createTestStaff(servers[0], OWNER, ['admisiones'])
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, index) => attempt(servers[index % 2]!, OWNER, index === 199 ? STAFF_PASSWORD : WRONG)),
    )
    const statuses = tally(burst)
    expect((statuses[401] ?? 0) + (statuses[200] ?? 0)).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES_PER_ACCOUNT)
    expect(statuses[429]).toBeGreaterThanOrEqual(200 - SIGN_IN_MAX_FAILURES_PER_ACCOUNT)
    const refused = burst.find((response) => response.statusCode === 429)
    expect(refused?.json()).toEqual({ mensaje: STAFF_MESSAGES.tooManyAttempts })
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)

    const afterwards = await attempt(servers[1], OWNER, STAFF_PASSWORD)
    expect(afterwards.statusCode).toBe(429)
    expect(afterwards.headers['set-cookie']).toBeUndefined()
  })

  it('lets no more than the limit of parallel guesses from one address reach a password, whatever the accounts', async () => {
    const servers = await twoServers()
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, index) => attempt(servers[index % 2]!, `persona${index}@instituto.example`, WRONG, `2001:db8:7:1::${index + 1}`)),
    )
    const statuses = tally(burst)
    expect(statuses[401]).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES_PER_IP)
    expect(statuses[429]).toBeGreaterThanOrEqual(60 - SIGN_IN_MAX_FAILURES_PER_IP)
  })

  it('keeps the owner signing in from an address they signed in from before while others guess from elsewhere', async () => {
    const [form] = await twoServers()
    await createTestStaff(form, OWNER, ['admisiones'])
    expect((await attempt(form, OWNER, STAFF_PASSWORD, '198.51.100.7')).statusCode).toBe(200)

    const guesses = await Promise.all(Array.from({ length: 30 }, (_, index) => attempt(form, OWNER, WRONG, `203.0.113.${index + 1}`)))
    expect(tally(guesses)[401]).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES_PER_ACCOUNT)
    // From a new address the account is held for the window; from the owner's usual one it is not.
    expect((await attempt(form, OWNER, STAFF_PASSWORD, '203.0.113.200')).statusCode).toBe(429)
    expect((await attempt(form, OWNER, STAFF_PASSWORD, '198.51.100.7')).statusCode).toBe(200)
  })

  it('counts only failures: a right password gives its attempt back', async () => {
    const [form] = await twoServers()
    await createTestStaff(form, OWNER, ['admisiones'])
    for (let index = 0; index < SIGN_IN_MAX_FAILURES_PER_ACCOUNT + 2; index += 1) {
      expect((await attempt(form, OWNER, STAFF_PASSWORD)).statusCode).toBe(200)
    }
  })

  it('accepts an authenticator code once, even from two sign-ins racing with it', async () => {
    const [first, second] = await twoServers()
    await createTestStaff(first, OWNER, ['admin'])
    const cookie = await signIn(first.app, OWNER)
    const post = (form: FormApp, url: string, payload: object, headers: Record<string, string>) => form.app.inject({ method: 'POST', url, payload, headers })
    const { uri } = (await post(first, '/api/v1/panel/cuenta/dos-pasos', { contrasena: STAFF_PASSWORD }, { cookie })).json<{ uri: string }>()
    expect((await post(first, '/api/v1/panel/cuenta/dos-pasos/confirmar', { codigo: totpCode(uri) }, { cookie })).statusCode).toBe(204)

    const pending = async (form: FormApp) => cookieHeader(await attempt(form, OWNER, STAFF_PASSWORD, '198.51.100.7'))
    const code = totpCode(uri)
    const racing = await Promise.all([first, second].map(async (form) => post(form, CODE, { codigo: code }, { cookie: await pending(form) })))
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 401])
    const loser = racing.find((response) => response.statusCode === 401)
    expect(loser?.json()).toEqual({ mensaje: STAFF_MESSAGES.codeUsed })
    expect(loser?.headers['set-cookie']).toBeUndefined()

    const replay = await post(second, CODE, { codigo: code }, { cookie: await pending(second) })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ mensaje: STAFF_MESSAGES.codeUsed })
  })
})
