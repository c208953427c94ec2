import type { Config } from '@react-router/dev/config'
import { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PATHS } from './app/config/paths.ts'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PRERENDER_PATH],
} satisfies Config
