import fp from 'fastify-plugin'
import compress from '@fastify/compress'
import type { FastifyPluginAsync } from 'fastify'
import { COMPRESS_MIN_BYTES } from '#server/site/compress.ts'

const compression: FastifyPluginAsync = async (app) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    // Browsers never send compressed bodies; decompressing them would only open the door to
    // decompression bombs.
    globalDecompression: false,
  })
}

/**
 * On-the-fly brotli/gzip for responses that are not precompressed (adds
 * `Vary: accept-encoding`). Must be registered before the routes it compresses.
 */
export default fp(compression, { name: 'compression', fastify: '5.x' })
