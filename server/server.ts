/**
 * The process entry (`npm start` → `tsx server/server.ts`): reads the environment, builds the
 * app, listens, and closes gracefully on SIGTERM/SIGINT.
 */
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { ConfigError, loadConfig, type AppConfig } from '#server/config/env.ts'
import { closeOnSignals } from '#server/graceful-shutdown.ts'
import { StartupError } from '#server/startup-error.ts'

// Before the configuration is known there is no app logger yet; this one writes the same
// JSON lines to stderr (Fastify's pino, so no extra dependency).
function bootLogger(): FastifyBaseLogger {
  return Fastify({ logger: { level: 'info', stream: process.stderr } }).log
}

function configOrExit(): AppConfig {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    // The message already names every wrong variable; a stack trace would only bury it.
    bootLogger().fatal(error.message)
    process.exit(1)
  }
}

async function start(): Promise<void> {
  const config = configOrExit()
  // Loaded only once the configuration is valid: the app's module graph (Kysely, drivers,
  // plugins) takes seconds to load under tsx, and a wrong variable should be reported at once.
  const { buildApp } = await import('#server/app.ts')
  const app = await buildApp(config)
  closeOnSignals(app, config.shutdownTimeoutMs)
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Servidor escuchando en ${address}`,
  })
}

start().catch((err: unknown) => {
  // A refusal already says what to do; a stack trace would only bury it.
  if (err instanceof StartupError) bootLogger().fatal(`El servidor no arranca: ${err.message}`)
  else bootLogger().fatal({ err }, 'El servidor no pudo arrancar')
  process.exit(1)
})
