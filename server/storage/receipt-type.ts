import { readFile, stat } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import { UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import type { UploadContentProblem } from '#contracts/upload-content.ts'
import { docxProblem } from '#server/storage/content-checks/docx.ts'
import { imageProblem } from '#server/storage/content-checks/image.ts'
import { startsAndEndsAsPdf } from '#server/storage/content-checks/pdf.ts'
import { isWordDocument } from '#server/storage/content-checks/word-doc.ts'

/** What a receipt's content turned out to be. */
export interface ReceiptType {
  /** The extension its stored copy gets, with its dot. */
  readonly extension: string
  readonly mime: string
}

/** An upload's verdict: the type it is stored as, or why it is refused. */
export type ContentVerdict = { readonly type: ReceiptType } | { readonly problem: UploadContentProblem }

type Kind = 'pdf' | 'jpeg' | 'png' | 'doc' | 'docx'

const TYPES: Readonly<Record<Kind, ReceiptType>> = {
  pdf: { extension: '.pdf', mime: 'application/pdf' },
  jpeg: { extension: '.jpg', mime: 'image/jpeg' },
  png: { extension: '.png', mime: 'image/png' },
  docx: { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  doc: { extension: '.doc', mime: 'application/msword' },
}

// spec §5, §9: PDF, images (JPEG, PNG) and Word documents. A legacy .doc is an OLE2 compound
// file, which file-type reports as `cfb` (it cannot tell a .doc from other OLE2 files).
const KIND_OF_SNIFFED: Readonly<Record<string, Kind>> = { pdf: 'pdf', jpg: 'jpeg', png: 'png', docx: 'docx', doc: 'doc', cfb: 'doc' }

/** Issue 16: each kind's content check beyond its first bytes; undefined when the content is sound. */
const PROBLEM_OF: Readonly<Record<Kind, (bytes: Buffer) => Promise<UploadContentProblem | undefined>>> = {
  pdf: async (bytes) => (startsAndEndsAsPdf(bytes) ? undefined : 'pdf'),
  jpeg: (bytes) => imageProblem(bytes, 'jpeg'),
  png: (bytes) => imageProblem(bytes, 'png'),
  doc: async (bytes) => (isWordDocument(bytes) ? undefined : 'word'),
  docx: docxProblem,
}

async function verdictOf(path: string, allowed: readonly Kind[]): Promise<ContentVerdict> {
  // The multipart reader stops a file at UPLOAD_MAX_BYTES; reading it whole is bounded by that.
  if ((await stat(path)).size > UPLOAD_MAX_BYTES) return { problem: 'not-allowed' }
  const bytes = await readFile(path)
  const sniffed = await fileTypeFromBuffer(bytes)
  const kind = sniffed === undefined ? undefined : KIND_OF_SNIFFED[sniffed.ext]
  if (kind === undefined || !allowed.includes(kind)) return { problem: 'not-allowed' }
  const problem = await PROBLEM_OF[kind](bytes)
  return problem === undefined ? { type: TYPES[kind] } : { problem }
}

/**
 * A receipt's type read from its content, never from its name or the type the client declared:
 * its first bytes (magic numbers) name the kind, then the kind's check proves the whole file is
 * that and nothing else (issue 16).
 */
export function detectReceiptType(path: string): Promise<ContentVerdict> {
  return verdictOf(path, ['pdf', 'jpeg', 'png', 'doc', 'docx'])
}

/** Issue 14: a finished document delivered to a requester is a PDF or an image, nothing that runs macros; checked as receipts are. */
export function detectDeliverableType(path: string): Promise<ContentVerdict> {
  return verdictOf(path, ['pdf', 'jpeg', 'png'])
}
