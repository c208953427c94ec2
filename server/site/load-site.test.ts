import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSite } from '#server/site/load-site.ts'
import { StartupError } from '#server/startup-error.ts'
import { createFixtureSite, type FixtureSite } from '#tests/support/server/fixture-site.ts'

const log = { warn: () => undefined, debug: () => undefined }
let site: FixtureSite | undefined

afterEach(() => site?.remove())

describe('loadSite and the build record', () => {
  it('loads a build made with the server’s RETENTION_MONTHS', async () => {
    site = createFixtureSite({ record: { retentionMonths: 18 } })
    const loaded = await loadSite(site.siteDir, log, { retentionMonths: 18 })
    expect(loaded.clientDir).toBe(join(site.siteDir, 'client'))
  })

  it('refuses a build whose privacy notice states other months, saying how to rebuild', async () => {
    site = createFixtureSite({ record: { retentionMonths: 12 } })
    const loading = loadSite(site.siteDir, log, { retentionMonths: 18 })
    await expect(loading).rejects.toBeInstanceOf(StartupError)
    await expect(loading).rejects.toThrow(
      `El aviso de privacidad del sitio compilado en ${site.siteDir} dice que los datos se conservan 12 meses, ` +
        'pero RETENTION_MONTHS del servidor es 18: compila el sitio de nuevo con el mismo RETENTION_MONTHS que el servidor ' +
        '(RETENTION_MONTHS=18 npm run build), o arranca el servidor con RETENTION_MONTHS=12.',
    )
  })

  it('refuses a build that recorded nothing: its notice may state anything', async () => {
    site = createFixtureSite({ record: null })
    await expect(loadSite(site.siteDir, log, { retentionMonths: 12 })).rejects.toThrow(/falta build-record\.json\): compila el sitio de nuevo/)
  })

  it('starts API-only, with no record to check, when there is no build', async () => {
    const noBuild = mkdtempSync(join(tmpdir(), 'instituto-no-build-'))
    expect((await loadSite(noBuild, log, { retentionMonths: 12 })).clientDir).toBeNull()
  })
})
