import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { DOCX_MAX_PARTS, DOCX_MAX_UNPACKED_BYTES } from '#contracts/limits.ts'
import type { UploadContentProblem } from '#contracts/upload-content.ts'

/** The parts every Word package has (ECMA-376 part 2; `word/document.xml` is where Word puts its main part). */
const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml']

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip)))
  })
}

/** The next entry of the central directory, or undefined after the last. */
function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const settle = (entry: Entry | undefined, error?: Error) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError)
      if (error) reject(error)
      else resolve(entry)
    }
    const onEntry = (entry: Entry) => settle(entry)
    const onEnd = () => settle(undefined)
    const onError = (error: Error) => settle(undefined, error)
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError)
    zip.readEntry()
  })
}

/** Inflates an entry and drops its bytes: yauzl fails the stream when they differ from the declared size. */
async function inflateAndDiscard(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened)))
  })
  await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }))
}

/**
 * Why a .docx is refused, or undefined when it is a sound Word package: a real zip (central
 * directory) with `[Content_Types].xml` and `word/document.xml`, at most DOCX_MAX_PARTS entries (the
 * count yauzl reads up to) whose declared sizes add up to at most DOCX_MAX_UNPACKED_BYTES, every entry inflated to prove
 * it holds what it declares (yauzl stops an entry that inflates past its size). The work is
 * bounded by the caps: the entries are counted and summed before each is inflated.
 */
export async function docxProblem(bytes: Buffer): Promise<UploadContentProblem | undefined> {
  let zip: ZipFile
  try {
    zip = await openZip(bytes)
  } catch {
    return 'word'
  }
  try {
    if (zip.entryCount > DOCX_MAX_PARTS) return 'word-too-large'
    const names = new Set<string>()
    let unpackedBytes = 0
    for (let entry = await nextEntry(zip); entry !== undefined; entry = await nextEntry(zip)) {
      unpackedBytes += entry.uncompressedSize
      if (unpackedBytes > DOCX_MAX_UNPACKED_BYTES) return 'word-too-large'
      names.add(entry.fileName)
      if (!entry.fileName.endsWith('/')) await inflateAndDiscard(zip, entry)
    }
    return REQUIRED_PARTS.every((part) => names.has(part)) ? undefined : 'word'
  } catch {
    return 'word'
  } finally {
    zip.close()
  }
}
