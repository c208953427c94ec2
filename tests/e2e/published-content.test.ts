import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import type { CostTable } from '#contracts/content/cost-table.ts'
import { CONTENT_REVISION_POLL_MS } from '#server/config/content.ts'
import { publishContent } from '#server/content/content-publishing.ts'
import { createDatabase } from '#server/db/database.ts'
import { latestContentVersion } from '#server/db/content-versions.ts'
import { startBenchServer, type BenchServer } from '../../scripts/bench/bench-server.ts'

// Not the suite's server: this journey changes the published prices, which other journeys check.
const FIRST_PORT = 4176
const NEW_FEE_MXN = 2_345
/** ADR 055: each host asks for the content's revision this often; issue 37 allows 60 s. */
const REACHES_EVERY_HOST_MS = Math.min(60_000, 2 * CONTENT_REVISION_POLL_MS)

/** The cost table with Licenciatura Escolarizada's monthly fee for nuevo ingreso at `mxn`. */
function withEscolarizadaFee(table: CostTable, mxn: number): CostTable {
  const [escolarizada, ...rest] = table.licenciatura
  if (!escolarizada) throw new Error('La tabla de costos no tiene licenciatura escolarizada.')
  const mensualidad = { ...escolarizada.cost.mensualidad, nuevoIngreso: { kind: 'amount' as const, mxn } }
  return { ...table, licenciatura: [{ ...escolarizada, cost: { ...escolarizada.cost, mensualidad } }, ...rest] }
}

/** The row of Licenciatura Escolarizada in the ficha page's cost table, as the server now answers it. */
async function escolarizadaPrices(page: Page, server: BenchServer) {
  await page.goto(`${server.origin}/inicio/genera`)
  return page
    .getByRole('table', { name: 'Licenciatura' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Escolarizada', exact: true }) })
}

test('un precio publicado llega a /inicio/genera en los dos servidores que comparten la base, sin compilar de nuevo', async ({ page }) => {
  test.setTimeout(180_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'contenido-publicado-'))
  const databaseFile = join(dataDir, 'app.db')
  const servers: BenchServer[] = []
  const database = createDatabase({ dialect: 'sqlite', filename: databaseFile })
  try {
    servers.push(await startBenchServer(FIRST_PORT, undefined, { databaseUrl: `file:${databaseFile}` }))
    servers.push(await startBenchServer(FIRST_PORT + 1, undefined, { databaseUrl: `file:${databaseFile}` }))
    for (const server of servers) await expect(await escolarizadaPrices(page, server)).toContainText('$1,500')

    const published = await latestContentVersion(database.db, 'tabla-de-costos', SINGLE_RECORD_KEY)
    if (!published) throw new Error('El servidor no publicó la tabla de costos de la semilla.')
    await publishContent(
      database.db,
      { kind: 'tabla-de-costos', key: SINGLE_RECORD_KEY, expectedVersion: published.version, data: withEscolarizadaFee(published.data as CostTable, NEW_FEE_MXN) },
      { id: 'e2e', email: 'contenido@instituto.example' },
      new Date(),
    )

    for (const server of servers) {
      await expect
        .poll(async () => (await escolarizadaPrices(page, server)).textContent(), { timeout: REACHES_EVERY_HOST_MS, intervals: [1_000] })
        .toContain('$2,345')
      await expect(await escolarizadaPrices(page, server)).not.toContainText('$1,500')
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await database.destroy()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
