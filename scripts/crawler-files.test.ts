import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeRobotsTxt } from './crawler-files.ts'

const ORIGIN = 'https://www.instituto.example'

let clientDir: string

beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'instituto-client-'))
})
afterEach(() => {
  rmSync(clientDir, { recursive: true, force: true })
})

async function writtenFiles() {
  await writeRobotsTxt(clientDir, ORIGIN)
  return { robots: readFileSync(join(clientDir, 'robots.txt'), 'utf8') }
}

describe('robots.txt', () => {
  it('names the sitemap by its absolute URL and keeps crawlers out of the API, certificates and staff area', async () => {
    const { robots } = await writtenFiles()
    const lines = robots.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain('Disallow: /certificates/')
    expect(lines).toContain('Disallow: /panel')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
