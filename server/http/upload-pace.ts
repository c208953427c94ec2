import { Transform, pipeline, type Readable } from 'node:stream'
import { HttpError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import type { UploadRate } from '#server/http/timeouts.ts'

/**
 * `source` as it arrives, cut with `408 { mensaje }` as soon as a window of `rate.windowMs` brings
 * fewer than `rate.bytes`: a client that stalls mid-upload (or trickles on purpose) does not keep
 * a connection and a partial file for the whole request time-out. The error reaches whoever reads
 * the returned stream (the upload store, which then removes its temp file) and `source` is destroyed.
 */
export function cutWhenTooSlow(source: Readable, rate: UploadRate): Readable {
  let bytesThisWindow = 0
  const paced = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesThisWindow += chunk.length
      done(null, chunk)
    },
    flush(done) {
      clearInterval(timer)
      done()
    },
    destroy(error, done) {
      clearInterval(timer)
      done(error)
    },
  })
  const timer = setInterval(() => {
    if (bytesThisWindow < rate.bytes) paced.destroy(new HttpError(408, API_MESSAGES.uploadTooSlow))
    bytesThisWindow = 0
  }, rate.windowMs)
  timer.unref()
  // Errors travel both ways: the source's to the reader, the cut back to the source.
  pipeline(source, paced, () => clearInterval(timer))
  return paced
}
