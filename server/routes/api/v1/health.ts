import type { FastifyPluginAsync } from 'fastify'
import { checkDatabase } from '#server/db/database.ts'
import { DATABASE_RETRY_AFTER_S } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'

/**
 * `GET /health`: `200 { status: "ok" }` when the database answers, `503 { mensaje }` with
 * `Retry-After` otherwise, for load balancers and uptime checks. Never cached.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await checkDatabase(app.db)
    } catch (err) {
      request.log.error({ err }, 'La base de datos no responde a la comprobación de salud')
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send({ mensaje: API_MESSAGES.databaseUnavailable })
    }
    return { status: 'ok' }
  })
}

export default healthRoutes
