import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './app/config/prerender.ts'
import { BUILD_RECORD_FILE, buildRecordFrom } from './server/site/build-record.ts'
import { NOT_FOUND_PRERENDER_PATH } from './contracts/site-paths.ts'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // The server renders the public pages from the published content (docs/decisions/055); the
  // build prerenders them from the seed, for its checks (the JavaScript budget, the sitemap).
  ssr: true,
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PRERENDER_PATH],
  // Every route is known to the page from the start: no request for the route manifest.
  routeDiscovery: { mode: 'initial' },
  // After the pages are prerendered: the values they were compiled with (vite.config.ts reads the
  // same environment through the same function), which the server checks at start (docs/decisions/024).
  buildEnd: async ({ reactRouterConfig }) => {
    await writeFile(join(reactRouterConfig.buildDirectory, BUILD_RECORD_FILE), `${JSON.stringify(buildRecordFrom(process.env))}\n`)
  },
} satisfies Config
