import type { FastifyBaseLogger } from 'fastify'

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const

/** The part of the Fastify instance a shutdown needs. */
export interface ClosableApp {
  close(): PromiseLike<unknown>
  readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}

/**
 * The reaction to a stop signal: stop accepting connections, let running requests finish
 * and close the database (`app.close()` runs every onClose hook), then exit 0. If that takes
 * longer than `timeoutMs`, fails, or a second signal arrives, exit 1 without waiting.
 */
export function createShutdown(app: ClosableApp, timeoutMs: number, exit: (code: number) => void) {
  let closing = false
  return function shutdown(signal: NodeJS.Signals): void {
    if (closing) {
      app.log.warn({ signal }, 'Segunda señal durante el cierre: salida inmediata')
      exit(1)
      return
    }
    closing = true
    app.log.info({ signal }, 'Cerrando el servidor: se terminan las solicitudes en curso')
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'El cierre excedió SHUTDOWN_TIMEOUT_MS: salida forzada')
      exit(1)
    }, timeoutMs)
    app.close().then(
      () => {
        clearTimeout(deadline)
        app.log.info('Servidor cerrado')
        exit(0)
      },
      (err: unknown) => {
        clearTimeout(deadline)
        app.log.error({ err }, 'Error al cerrar el servidor')
        exit(1)
      },
    )
  }
}

/** Installs {@link createShutdown} on SIGTERM and SIGINT for this process. */
export function closeOnSignals(app: ClosableApp, timeoutMs: number): void {
  const shutdown = createShutdown(app, timeoutMs, (code) => process.exit(code))
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, shutdown)
}
