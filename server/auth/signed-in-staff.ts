import type { FastifyRequest } from 'fastify'
import type { StaffIdentity } from '#server/auth/staff-session.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member signed in, on every panel route but the public ones (set by the panel's guard). */
    staff: StaffIdentity | null
  }
}

/** The signed-in staff member of a route whose access is not `public` (set by the guard). */
export function signedInStaff(request: FastifyRequest): StaffIdentity {
  if (request.staff === null) throw new Error(`${request.method} ${request.url}: ruta del panel sin sesión comprobada`)
  return request.staff
}
