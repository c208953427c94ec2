import { readdir, stat, unlink } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { RemoveOutcome, StoreEntry } from '#server/storage/upload-store.ts'

/** The path of `name` in `dir`; a name with a folder in it is refused outright (names come from the store). */
export function safeJoin(dir: string, name: string): string {
  if (basename(name) !== name || name === '' || name === '.' || name === '..') throw new Error(`Nombre de archivo no válido: ${name}`)
  return join(dir, name)
}

/** Removes a file; one already gone is fine. */
export async function removeQuietly(path: string): Promise<void> {
  await removeReporting(path)
}

/** Removes a file and says whether it was there. @throws on anything but its being gone. */
export async function removeReporting(path: string): Promise<RemoveOutcome> {
  try {
    await unlink(path)
    return 'removed'
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone'
    throw error
  }
}

/** The regular files of a folder with their last change, by name (a folder not made yet is empty). */
export async function listFolder(dir: string): Promise<StoreEntry[]> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const files: StoreEntry[] = []
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    // Gone meanwhile (an upload discarded, another process's sweep): nothing to do with it.
    const stats = await stat(join(dir, entry.name)).catch(() => undefined)
    if (stats !== undefined) files.push({ name: entry.name, changedAtMs: stats.mtimeMs })
  }
  return files.sort((a, b) => a.name.localeCompare(b.name))
}
