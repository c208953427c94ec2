import { useParams } from 'react-router'

/** The route parameters of a record's editor and history: `/panel/contenido/:tipo/:clave`. */
export const CONTENT_PARAMS = { kind: 'tipo', key: 'clave' } as const

/** The kind and key of the record the route is on (the server says whether it exists). */
export function useContentParams(): { kind: string; recordKey: string } {
  const params = useParams()
  return { kind: params[CONTENT_PARAMS.kind] ?? '', recordKey: params[CONTENT_PARAMS.key] ?? '' }
}
