import { existsSync, mkdtempSync, readdirSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { expect, it } from 'vitest'
import { migrateToLatest } from '#server/db/migrate.ts'
import { STORAGE_DRIVERS } from '#server/config/storage.ts'
import { runSweep } from '#server/storage/storage-sweep.ts'
import { createUploadStore, type UploadStore } from '#server/storage/upload-store.ts'
import { describeOnEachDatabase, type DatabaseFixture } from '#tests/support/server/test-databases.ts'

/** The storage's contract, the same for both drivers on both databases. */

const NOW = new Date('2026-11-26T12:00:00.000Z')
const MIN_AGE_MS = 30 * 60_000
const LONG_AGO = new Date(NOW.getTime() - 2 * MIN_AGE_MS)

async function storeOn(fixture: DatabaseFixture, driver: (typeof STORAGE_DRIVERS)[number], clock = () => NOW) {
  const { handle } = await fixture.fresh()
  await migrateToLatest(handle)
  const dir = join(mkdtempSync(join(tmpdir(), 'instituto-store-')), 'uploads')
  return { db: handle.db, dir, store: createUploadStore({ driver, dir, db: handle.db, now: clock }) }
}

async function receive(store: UploadStore, content: string) {
  return store.receive(Readable.from([Buffer.from(content)]))
}

/** A document request row naming `name`, as the form stores it. */
async function requestNaming(db: Awaited<ReturnType<typeof storeOn>>['db'], folio: string, name: string) {
  await db
    .insertInto('document_requests')
    .values({
      folio,
      nombre_completo: 'Ana López',
      correo: 'ana@example.com',
      telefono: '8711234567',
      nivel_estudios: 'lic-derecho',
      especificaciones: 'Constancia de estudios',
      precio_mxn: 150,
      comprobante_archivo: name,
      comprobante_nombre_original: 'recibo.pdf',
      comprobante_bytes: 4,
      comprobante_tipo: 'application/pdf',
      created_at: NOW.toISOString(),
      due_on: null,
      closed_at: null,
      search_text: '',
    } as never)
    .execute()
}

describeOnEachDatabase('the upload store', (fixture) => {
  for (const driver of STORAGE_DRIVERS) {
    it(`${driver}: a received file is a temp file of this host until committed with its row; then it reads back whole and the temp is gone`, async () => {
      const { db, dir, store } = await storeOn(fixture, driver)
      const received = await receive(store, 'contenido del recibo')
      expect(received.bytes).toBe(20)
      expect(readdirSync(dir)).toEqual([expect.stringMatching(/\.partial$/)])
      expect((await store.listTemps()).map((entry) => entry.name)).toEqual(readdirSync(dir))

      const name = store.newName('.pdf')
      expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/)
      await db.transaction().execute(async (trx) => {
        await requestNaming(trx, 'DOC-1', name)
        await store.commit(trx, received, name)
      })
      expect(await store.listTemps()).toEqual([])
      expect((await store.list()).map((entry) => entry.name)).toEqual([name])
      expect((await store.readBuffer(name))?.toString()).toBe('contenido del recibo')
      const opened = await store.read(name)
      expect(opened?.bytes).toBe(20)
      expect(await text(opened!.stream)).toBe('contenido del recibo')
      const attachment = await store.attachment(name)
      expect('path' in attachment ? attachment.path : attachment.content.toString()).toBe(driver === 'local' ? join(dir, name) : 'contenido del recibo')
    })

    it(`${driver}: a commit whose transaction rolls back leaves no stored file under the name once the route removes it`, async () => {
      const { db, store } = await storeOn(fixture, driver)
      const received = await receive(store, 'x')
      const name = store.newName('.pdf')
      await expect(
        db.transaction().execute(async (trx) => {
          await store.commit(trx, received, name)
          throw new Error('la base de datos falló')
        }),
      ).rejects.toThrow('la base de datos falló')
      // What the routes do on any failure: discard the temp, remove the committed copy.
      await store.discard(received)
      await store.remove(name)
      expect(await store.readBuffer(name)).toBeUndefined()
      expect(await store.list()).toEqual([])
      expect(await store.listTemps()).toEqual([])
    })

    it(`${driver}: put, remove (twice is fine), and nothing for an unknown name`, async () => {
      const { store } = await storeOn(fixture, driver)
      const name = store.newName('.png')
      await store.put(name, Buffer.from([1, 2, 3]))
      expect([...(await store.readBuffer(name))!]).toEqual([1, 2, 3])
      expect(await store.remove(name)).toBe('removed')
      expect(await store.remove(name)).toBe('gone')
      expect(await store.read(name)).toBeUndefined()
      expect(await store.readBuffer(store.newName('.pdf'))).toBeUndefined()
      // A name with a folder in it never reaches outside the store: refused, or simply not there.
      expect(await store.readBuffer('../app.db').catch(() => undefined)).toBeUndefined()
    })

    it(`${driver}: a discarded or failed receive leaves no temp file`, async () => {
      const { store } = await storeOn(fixture, driver)
      const failing = new Readable({
        read() {
          this.destroy(new Error('conexión cortada'))
        },
      })
      await expect(store.receive(failing)).rejects.toThrow('conexión cortada')
      await store.discard(await receive(store, 'y'))
      expect(await store.listTemps()).toEqual([])
    })

    it(`${driver}: the sweep removes old temp files and old stored files no row names; it keeps young ones, named ones and those an unsent e-mail attaches`, async () => {
      let clock = LONG_AGO
      const { db, dir, store } = await storeOn(fixture, driver, () => clock)
      const names = { named: store.newName('.pdf'), orphan: store.newName('.pdf'), held: store.newName('.pdf'), young: store.newName('.pdf') }
      await store.put(names.named, Buffer.from('a'))
      await store.put(names.orphan, Buffer.from('b'))
      await store.put(names.held, Buffer.from('c'))
      await requestNaming(db, 'DOC-1', names.named)
      await db
        .insertInto('outbox_messages')
        .values({
          id: 'mensaje-1',
          source_folio: 'DOC-9',
          kind: 'staff',
          sender: 'a@example.com',
          recipients: 'b@example.com',
          reply_to: null,
          subject: 's',
          text_body: 't',
          html_body: 'h',
          message_id: '<1@example.com>',
          attachments: JSON.stringify([{ file: names.held, filename: 'r.pdf', contentType: 'application/pdf' }]),
          status: 'pending',
          attempts: 0,
          next_attempt_at: NOW.toISOString(),
          created_at: NOW.toISOString(),
        } as never)
        .execute()
      const oldTemp = await receive(store, 'interrumpida')
      const youngTemp = await receive(store, 'en curso')
      clock = NOW
      await store.put(names.young, Buffer.from('d'))
      if (driver === 'local') for (const name of [names.named, names.orphan, names.held]) utimesSync(join(dir, name), LONG_AGO, LONG_AGO)
      utimesSync(oldTemp.tempPath, LONG_AGO, LONG_AGO)

      const report = await runSweep(db, store, NOW, MIN_AGE_MS)
      expect(report).toEqual({ orphanFiles: [names.orphan], staleTemps: [oldTemp.tempPath.split('/').pop()], failedFiles: [] })
      expect((await store.list()).map((entry) => entry.name).sort()).toEqual([names.named, names.held, names.young].sort())
      expect(existsSync(oldTemp.tempPath)).toBe(false)
      expect(existsSync(youngTemp.tempPath)).toBe(true)
      // A second sweep, or another process's at once, finds nothing more.
      expect(await runSweep(db, store, NOW, MIN_AGE_MS)).toEqual({ orphanFiles: [], staleTemps: [], failedFiles: [] })
    })
  }
})
