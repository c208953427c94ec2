import fp from 'fastify-plugin'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import type { DatabaseConfig } from '#server/config/env.ts'
import { createDatabase, type DatabaseDialect, type DatabaseHandle } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { seedContent } from '#server/content/content-seed.ts'
import type { Database } from '#server/db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database (Kysely), migrated to the latest schema. */
    db: Kysely<Database>
    dbDialect: DatabaseDialect
  }
}

export interface DbPluginOptions {
  readonly config: DatabaseConfig
  /**
   * An already open database (tests). Whoever opened it closes it: the app destroys only
   * the database it created itself.
   */
  readonly database?: DatabaseHandle
}

const dbPlugin: FastifyPluginAsync<DbPluginOptions> = async (app, { config, database }) => {
  const handle =
    database ??
    createDatabase(config, {
      onIdleConnectionError: (err) => app.log.error({ err }, 'Falló una conexión inactiva con PostgreSQL'),
    })
  try {
    const applied = await migrateToLatest(handle)
    if (applied.length > 0) app.log.info({ migrations: applied }, 'Migraciones aplicadas')
    await seedContent(handle.db, new Date())
  } catch (error) {
    if (database === undefined) await handle.destroy()
    throw error
  }
  app.decorate('db', handle.db)
  app.decorate('dbDialect', handle.dialect)
  if (database === undefined) app.addHook('onClose', () => handle.destroy())
}

/**
 * Opens the database (or takes the one given), runs the migrations and publishes the content's
 * seed where a record was never published (server/content/content-seed.ts) before the server
 * starts listening, decorates `app.db`, and closes the database when the app closes.
 */
export default fp(dbPlugin, { name: 'db', fastify: '5.x' })
