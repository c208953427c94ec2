import type { Socket } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '#server/http/errors.ts'

/** How long the rest of a refused body is still read (and thrown away) after the answer went out. */
export const EARLY_ANSWER_LINGER_MS = 2_000

/**
 * For an answer sent before the request's body was read to its end (a 413 mid-upload): the
 * connection stays open a moment while Node reads and discards what still arrives, then closes.
 * Closing at once, with unread bytes in the socket, makes the kernel reset the connection, and a
 * client still sending may lose the answer it had not read yet.
 */
export function closeAfterLinger(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket
  reply.raw.once('finish', () => {
    request.raw.resume()
    // `inject()`'s stand-in socket has nothing to close.
    const close = socket.destroy as Socket['destroy'] | undefined
    setTimeout(() => close?.call(socket), EARLY_ANSWER_LINGER_MS).unref()
  })
}

/** A refusal that may come while the client is still sending its body: too large (413) or too slow (408). */
export function answersMidBody(error: unknown): boolean {
  return error instanceof HttpError && (error.statusCode === 413 || error.statusCode === 408)
}
