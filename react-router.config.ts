import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './app/config/prerender.ts'
import { NOT_FOUND_PRERENDER_PATH } from './contracts/site-paths.ts'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PRERENDER_PATH],
} satisfies Config
