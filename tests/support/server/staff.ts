import type { FastifyInstance } from 'fastify'
import type { StaffRole } from '#contracts/staff.ts'
import { createStaffAuth, type StaffAuth } from '#server/auth/auth.ts'
import { authSecret } from '#server/auth/auth-secret.ts'
import { createStaffAccount } from '#server/auth/staff-accounts.ts'
import type { FormApp } from '#tests/support/server/form-app.ts'

/** A password long enough and not on the common list. */
export const STAFF_PASSWORD = 'faro-nogal-sierra-84'

/** Another Better Auth over the app's database and secret: what the command line uses. */
export async function staffAuthOf(form: FormApp): Promise<StaffAuth> {
  const dialect = form.databaseConfig.dialect
  return createStaffAuth({ db: form.db, dialect, secret: await authSecret(form.db, null), publicBaseUrl: 'https://panel.example', secureCookies: true })
}

export interface TestStaff {
  readonly id: string
  readonly email: string
  readonly password: string
}

/** A staff member with these roles and {@link STAFF_PASSWORD}. */
export async function createTestStaff(form: FormApp, email: string, roles: readonly StaffRole[]): Promise<TestStaff> {
  const auth = await staffAuthOf(form)
  const { id } = await createStaffAccount(auth, form.db, { email, nombre: `Persona ${email}`, roles: [...roles] }, STAFF_PASSWORD)
  return { id, email, password: STAFF_PASSWORD }
}

/** The `cookie` request header that sends back what a response set. */
export function cookieHeader(response: { cookies: readonly { name: string; value: string }[] }): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

/** Signs in through the API and returns the `cookie` header that carries the session. */
export async function signIn(app: FastifyInstance, email: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/panel/sesion', payload: { email, contrasena: password } })
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} answered ${response.statusCode}: ${response.body}`)
  return cookieHeader(response)
}
