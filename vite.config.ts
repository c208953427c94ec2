import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { buildRecordFrom } from './server/site/build-record.ts'
import { publicBaseUrlFrom } from './contracts/public-base-url.ts'

// In development the API runs separately (`npm run dev:api`, port 3000); Vite forwards /api to it.
export const DEV_API_ORIGIN = process.env.DEV_API_ORIGIN ?? 'http://127.0.0.1:3000'

// The shell's modules under app/components/ui, app/lib and contracts: what every page shows, and the
// small pieces several pages use (a few hundred bytes each). The video and collage pieces stay with
// the pages that show them: the form pages, the heaviest, would pay for them (docs/start-up.md#modules).
const SHELL_UI = ['toast-region', 'not-found-screen', 'message-screen', 'responsive-image', 'page-header', 'content-section', 'json-ld', 'line-icon', 'map-frame', 'sentence-link', 'text-document']
const SHELL_LIB = ['page-meta', 'browser-hooks', 'hydrate-later', 'immediate-reducer', 'next-task', 'page-loaded', 'slide-index']
const SHELL_CONTRACTS = ['calendar-day', 'limits']
const oneOf = (names: readonly string[]) => `(${names.join('|')})`

/**
 * Left to itself the bundler cuts one small chunk (and one stylesheet) per set of pages sharing a
 * module: about twenty scripts and seven stylesheets per page, each a request of its own, which the
 * page's start makes one per task (docs/start-up.md#what-it-loads). Two groups keep that to a handful: the
 * framework (React, React Router) and the shell every page shows: layout, shared UI and its texts,
 * config, the global stylesheet (which the root imports first so that component rules follow it),
 * and the small UI pieces, helpers and contracts several pages use, a few hundred bytes each, which
 * would otherwise each be a request (docs/start-up.md#modules). Form code, carousels, videos and
 * page-specific code stay in their own chunks, loaded only where used.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
    priority: 2,
  },
  {
    name: 'shell',
    test: new RegExp(
      String.raw`app[\\/]((components[\\/](layout|ui[\\/]${oneOf(SHELL_UI)})|lib[\\/]${oneOf(SHELL_LIB)}|config)[\\/.]|styles[\\/]global\.css)` +
        String.raw`|content[\\/]ui-text\.|contracts[\\/]${oneOf(SHELL_CONTRACTS)}\.`,
    ),
    priority: 1,
  },
]

/**
 * What the pages compile in from the environment the server reads too; a wrong value stops the build:
 * - the site's public origin, in every canonical, Open Graph and structured-data URL (docs/decisions/016);
 * - RETENTION_MONTHS, in the privacy notice, from the same record the build leaves for the server
 *   to compare with its own (react-router.config.ts, docs/decisions/024).
 */
export const PUBLIC_ENV_DEFINE = {
  'import.meta.env.PUBLIC_BASE_URL': JSON.stringify(publicBaseUrlFrom(process.env.PUBLIC_BASE_URL)),
  'import.meta.env.RETENTION_MONTHS': JSON.stringify(buildRecordFrom(process.env).retentionMonths),
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Puts V8's compile hint on the first line of every client chunk (docs/start-up.md#modules). */
const compileHint: Plugin = {
  name: 'compile-hint',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = COMPILE_HINT + file.code
      }
    },
  },
}

export default defineConfig({
  plugins: [reactRouter(), compileHint],
  define: PUBLIC_ENV_DEFINE,
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: { proxy: { '/api': DEV_API_ORIGIN } },
})
