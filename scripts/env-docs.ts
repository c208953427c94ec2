import { readFileSync, writeFileSync } from 'node:fs'
import { ENV_VARIABLES } from '#server/config/env.ts'
import { isMainModule } from './run-as-main.ts'

/** The README's configuration table sits between these two lines. */
export const README_TABLE_START = '<!-- env-table: made by `npm run docs:env` from server/config/env.ts -->'
export const README_TABLE_END = '<!-- /env-table -->'

const definitions = Object.entries(ENV_VARIABLES) as [string, { description: string; default?: string; whenUnset?: string }][]

/** The README table of every variable, its default and its meaning. */
export function readmeTable(): string {
  const rows = definitions.map(([name, { description, default: fallback, whenUnset }]) => {
    const shownDefault = fallback === undefined ? `*(unset: ${whenUnset ?? 'nothing'})*` : `\`${fallback}\``
    return `| \`${name}\` | ${shownDefault} | ${description} |`
  })
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n')
}

/** `.env.example`: each variable with its meaning as a comment and its default as the value. */
export function envExample(): string {
  const header = [
    '# Server environment, made by `npm run docs:env` from server/config/env.ts. Every variable is',
    '# optional: the value shown is the default. An empty value (VAR=) counts as unset. Nothing reads a',
    '# .env file by itself: set them in the service manager or shell, or copy this file to .env and run',
    '# `npx tsx --env-file=.env server/server.ts`.',
  ]
  const entries = definitions.flatMap(([name, { description, default: fallback }]) => {
    const value = fallback === undefined ? '' : /[\s"'<>]/.test(fallback) ? `'${fallback}'` : fallback
    return ['', `# ${description.replaceAll('`', '')}`, `${name}=${value}`]
  })
  return `${[...header, ...entries].join('\n')}\n`
}

/** The README with its table replaced by the current one. */
export function withReadmeTable(readme: string): string {
  const start = readme.indexOf(README_TABLE_START)
  const end = readme.indexOf(README_TABLE_END)
  if (start === -1 || end < start) throw new Error(`README.md: no ${README_TABLE_START} … ${README_TABLE_END} block`)
  return `${readme.slice(0, start + README_TABLE_START.length)}\n${readmeTable()}\n${readme.slice(end)}`
}

if (isMainModule(import.meta.url)) {
  writeFileSync('README.md', withReadmeTable(readFileSync('README.md', 'utf8')))
  writeFileSync('.env.example', envExample())
  console.log('README.md and .env.example rewritten from server/config/env.ts')
}
