import type { FieldErrors } from '#contracts/api-responses.ts'

/** Where a field sits in its record: property names and list positions, from the record down. */
export type FieldPath = readonly (string | number)[]

/** Field errors by dotted path (`licenciatura.0.cost.ficha.egresado.mxn`), as the server's 422 names them. */
export type { FieldErrors }

/** The key of the record as a whole (a list of promotions that is empty), as the server's 422 names it. */
export const RECORD_PATH_KEY = 'datos'

/** The dotted form of a path: the key of its errors. */
export function pathKey(path: FieldPath): string {
  return path.length === 0 ? RECORD_PATH_KEY : path.join('.')
}

/** The message shown under a field: the first of its path's. */
export function messageAt(errors: FieldErrors, path: FieldPath): string | undefined {
  return errors[pathKey(path)]?.[0]
}
