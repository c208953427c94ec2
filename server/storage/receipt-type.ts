import { fileTypeFromFile } from 'file-type'

/** What a receipt's content turned out to be. */
export interface ReceiptType {
  /** The extension its stored copy gets, with its dot. */
  readonly extension: string
  readonly mime: string
}

// spec §5, §9: PDF, images (JPEG, PNG) and Word documents. A legacy .doc is an OLE2 compound
// file, which file-type reports as `cfb` (it cannot tell a .doc from other OLE2 files).
const ALLOWED: Readonly<Record<string, ReceiptType>> = {
  pdf: { extension: '.pdf', mime: 'application/pdf' },
  jpg: { extension: '.jpg', mime: 'image/jpeg' },
  png: { extension: '.png', mime: 'image/png' },
  docx: { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  doc: { extension: '.doc', mime: 'application/msword' },
  cfb: { extension: '.doc', mime: 'application/msword' },
}

/**
 * The receipt's type read from its first bytes (magic numbers), never from its name or the
 * type the client declared; undefined when it is none of the allowed kinds.
 */
export async function detectReceiptType(path: string): Promise<ReceiptType | undefined> {
  const detected = await fileTypeFromFile(path)
  return detected === undefined ? undefined : ALLOWED[detected.ext]
}

/** Issue 14: a finished document delivered to a requester is a PDF or an image, nothing that runs macros. */
const DELIVERABLE_MIMES: ReadonlySet<string> = new Set(['application/pdf', 'image/jpeg', 'image/png'])

/** A delivered document's type read from its content, as for receipts; undefined unless PDF, JPEG or PNG. */
export async function detectDeliverableType(path: string): Promise<ReceiptType | undefined> {
  const type = await detectReceiptType(path)
  return type !== undefined && DELIVERABLE_MIMES.has(type.mime) ? type : undefined
}
