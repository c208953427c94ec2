import type { Kysely, Transaction } from 'kysely'
import type { Readable } from 'node:stream'
import type { Database } from '#server/db/schema.ts'
import type { StorageDriver } from '#server/config/storage.ts'
import { createDatabaseFiles } from '#server/storage/database-files.ts'
import { createLocalFiles } from '#server/storage/local-files.ts'
import { createTempFiles } from '#server/storage/temp-files.ts'

/** A file received into a temp name on this host, not yet committed. */
export interface ReceivedFile {
  readonly tempPath: string
  readonly bytes: number
}

/** A file of the store as the sweep sees it. */
export interface StoreEntry {
  readonly name: string
  /** When it was last written (a temp file) or committed (a stored file), in ms since the epoch. */
  readonly changedAtMs: number
}

/** A stored file opened for reading. */
export interface StoredContent {
  readonly bytes: number
  /** Its bytes, once; destroying it releases what holds them. */
  readonly stream: Readable
}

/** What a mail transport attaches: a file it reads itself, or the bytes. */
export type AttachmentSource = { readonly path: string } | { readonly content: Buffer }

/** Whether a removal removed something, or found it already gone (another process's run). */
export type RemoveOutcome = 'removed' | 'gone'

/**
 * The stored files (receipts, delivered documents), whichever driver holds them. Uploads are
 * always received into a temp file of this host's folder (their content is checked there), then
 * committed under a random name as a step of the transaction that stores the row naming them.
 */
export interface UploadStore {
  readonly driver: StorageDriver
  /** The absolute folder (UPLOAD_DIR): temp files, and the committed ones of the local driver. */
  readonly dir: string
  /** Streams `source` into a new temp file; on any failure the temp file is removed and the error rethrown. */
  receive(source: Readable): Promise<ReceivedFile>
  /** A fresh random file name with the given extension (`.pdf`), never the client's name. */
  newName(extension: string): string
  /**
   * Gives a received file its final name inside `trx`, the transaction that stores its row; the
   * temp file is gone afterwards. Local: an atomic rename (the file exists a moment before its row
   * commits: the sweep's grace covers that). Database: a row of `stored_files`, committed or rolled
   * back with the rest.
   */
  commit(trx: Transaction<Database>, file: ReceivedFile, name: string): Promise<void>
  /** Removes a received file that will not be committed; a file already gone is fine. */
  discard(file: ReceivedFile): Promise<void>
  /**
   * Stores `content` under `name` at once (or inside `trx` when given, for the database driver). A
   * name already stored keeps its file: names are fresh random ones, or made from the content (an
   * uploaded photo's), where the same name is the same bytes.
   */
  put(name: string, content: Buffer, trx?: Transaction<Database>): Promise<void>
  /** Opens a committed file; undefined when there is none by that name. */
  read(name: string): Promise<StoredContent | undefined>
  /** The whole of a committed file; undefined when there is none by that name. */
  readBuffer(name: string): Promise<Buffer | undefined>
  /** What the outbox attaches; a missing file fails the send (it is retried). */
  attachment(name: string): Promise<AttachmentSource>
  /** Removes a committed file. @throws on anything but its being gone already. */
  remove(name: string): Promise<RemoveOutcome>
  /** The committed files, by name. */
  list(): Promise<StoreEntry[]>
  /** This host's temp files, by name. */
  listTemps(): Promise<StoreEntry[]>
  /** Removes a temp file by name. @throws on anything but its being gone already. */
  removeTemp(name: string): Promise<RemoveOutcome>
}

export interface UploadStoreOptions {
  readonly driver: StorageDriver
  /** UPLOAD_DIR. */
  readonly dir: string
  readonly db: Kysely<Database>
  /** The clock the database driver stamps commits with (the app's, which the sweep reads too). */
  readonly now: () => Date
}

/**
 * The store STORAGE_DRIVER names (docs/decisions/028): `local` keeps committed files in UPLOAD_DIR
 * (one host), `database` keeps them in the `stored_files` table, which every host reaches.
 */
export function createUploadStore(options: UploadStoreOptions): UploadStore {
  const temps = createTempFiles(options.dir)
  const files = options.driver === 'local' ? createLocalFiles(options.dir) : createDatabaseFiles(options.db, options.now)
  return { driver: options.driver, dir: options.dir, ...temps, ...files }
}
