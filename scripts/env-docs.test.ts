import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENV_VARIABLES } from '#server/config/env.ts'
import { envExample, readmeTable, withReadmeTable } from './env-docs.ts'

describe('environment documentation (from server/config/env.ts)', () => {
  it('README.md holds the current configuration table: run `npm run docs:env` after changing a variable', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(readme).toContain(readmeTable())
    expect(withReadmeTable(readme)).toBe(readme)
  })

  it('.env.example is the current one: run `npm run docs:env` after changing a variable', () => {
    expect(readFileSync('.env.example', 'utf8')).toBe(envExample())
  })

  it('lists every variable with its default, in both files', () => {
    const table = readmeTable()
    const example = envExample()
    for (const [name, definition] of Object.entries(ENV_VARIABLES)) {
      expect(table).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'))
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'))
      if ('default' in definition) expect(table).toContain(`\`${definition.default}\``)
    }
  })
})
