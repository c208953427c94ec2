import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib'
import Negotiator from 'negotiator'

/** Responses compressed as they are sent: below this size the work costs more than the bytes saved. */
export const COMPRESS_MIN_BYTES = 1024

/** The content encodings the site is served in besides identity, in order of preference. */
export type ContentEncoding = 'br' | 'gzip'

const brotliMaxOptions = (content: Buffer): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
  },
})
const GZIP_MAX_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION }

/** Brotli at its highest quality: for files compressed once, at build or start time. */
export function brotliMax(content: Buffer): Buffer {
  return brotliCompressSync(content, brotliMaxOptions(content))
}

/** Gzip at its highest level: for files compressed once, at build or start time. */
export function gzipMax(content: Buffer): Buffer {
  return gzipSync(content, GZIP_MAX_OPTIONS)
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** {@link brotliMax} in Node's thread pool: for pages the server renders and keeps. */
export function brotliMaxOffThread(content: Buffer): Promise<Buffer> {
  return brotliAsync(content, brotliMaxOptions(content))
}

/** {@link gzipMax} in Node's thread pool. */
export function gzipMaxOffThread(content: Buffer): Promise<Buffer> {
  return gzipAsync(content, GZIP_MAX_OPTIONS)
}

const SERVED_ENCODINGS: ContentEncoding[] = ['br', 'gzip']

// negotiator 1 breaks ties by `preferred`; its published types (0.6) do not know the option yet.
type EncodingWithPreference = (available: string[], options: { preferred: string[] }) => string | undefined

/**
 * Picks the best encoding the client accepts from an `Accept-Encoding` header (with negotiator):
 * brotli over gzip at equal weight, `*` counts for any encoding not named, `q=0` refuses. `null`
 * means identity.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (header === undefined) return null
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } })
  const encoding = (negotiator.encoding as EncodingWithPreference).call(negotiator, SERVED_ENCODINGS, {
    preferred: SERVED_ENCODINGS,
  })
  return SERVED_ENCODINGS.find((served) => served === encoding) ?? null
}
