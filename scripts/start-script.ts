/**
 * Bundles the start script every public page carries in its `<head>` (app/start/start-page.ts):
 * typed and tested like the rest of the code, built by Vite into one minified script.
 */
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const ENTRY = fileURLToPath(new URL('../app/start/start-page.ts', import.meta.url))

export async function bundleStartScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: { write: false, minify: true, lib: { entry: ENTRY, formats: ['iife'], name: 'startPage' }, emptyOutDir: false },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const [chunk] = (Array.isArray(output) ? output[0] : output)?.output ?? []
  if (chunk?.type !== 'chunk') throw new Error('Vite no produjo el script de arranque.')
  return chunk.code.trim()
}
