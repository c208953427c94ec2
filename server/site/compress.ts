import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Bodies this small gain less from compression than the work and the extra file cost. */
export const COMPRESS_MIN_BYTES = 1024

/** The content encodings the site is served in besides identity, in order of preference. */
export type ContentEncoding = 'br' | 'gzip'

/** Brotli at its highest quality: for files compressed once, at build or start time. */
export function brotliMax(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  })
}

/** Gzip at its highest level: for files compressed once, at build or start time. */
export function gzipMax(content: Buffer): Buffer {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION })
}

interface AcceptedCoding {
  readonly coding: string
  readonly quality: number
}

function parseAcceptEncoding(header: string): AcceptedCoding[] {
  return header.split(',').flatMap((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (name === '') return []
    const q = params.find((param) => param.startsWith('q='))
    const quality = q === undefined ? 1 : Number(q.slice(2))
    return Number.isFinite(quality) ? [{ coding: name, quality }] : []
  })
}

/**
 * Picks the best encoding the client accepts from an `Accept-Encoding` header: brotli over
 * gzip at equal weight, `*` counts for any encoding not named, `q=0` refuses. `null` means
 * identity.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (header === undefined) return null
  const accepted = parseAcceptEncoding(header)
  const weightOf = (coding: ContentEncoding): number =>
    accepted.find((entry) => entry.coding === coding)?.quality ??
    accepted.find((entry) => entry.coding === '*')?.quality ??
    0
  const [best] = (['br', 'gzip'] as const)
    .map((coding) => ({ coding, quality: weightOf(coding) }))
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
  return best?.coding ?? null
}
