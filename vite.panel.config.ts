import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { isPanelPath } from './contracts/panel-pages.ts'
import { DEV_API_ORIGIN, PUBLIC_ENV_DEFINE } from './vite.config.ts'

const panelDir = fileURLToPath(new URL('./app/panel/', import.meta.url))

/** In development, every /panel URL gets the panel's document, as the server does in production. */
const panelDocumentInDevelopment: Plugin = {
  name: 'panel-document-in-development',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url !== undefined && isPanelPath(new URL(request.url, 'http://dev.invalid').pathname)) request.url = '/panel.html'
      next()
    })
  },
}

/**
 * The staff area's own client build (docs/decisions/022): the same code base and toolchain as
 * the site, built after it into the same `build/client` (its hashed files beside the site's in
 * `assets/`, its document as `panel.html`, which the server sends for every /panel URL). Kept
 * apart so the public pages never carry a byte of it.
 */
export default defineConfig({
  root: panelDir,
  base: '/',
  publicDir: false,
  plugins: [panelDocumentInDevelopment],
  define: PUBLIC_ENV_DEFINE,
  build: {
    outDir: fileURLToPath(new URL('./build/client/', import.meta.url)),
    emptyOutDir: false,
    assetsInlineLimit: 0,
    rolldownOptions: { input: { panel: `${panelDir}panel.html` } },
  },
  server: { proxy: { '/api': DEV_API_ORIGIN } },
})
