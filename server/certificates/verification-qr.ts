import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, extname } from 'node:path'
import QRCode from 'qrcode'
import type { QrFormat } from '#contracts/certificates-panel.ts'
import { absoluteUrl } from '#contracts/public-base-url.ts'
import { paths } from '#contracts/site-paths.ts'

/** Ours: the PNG's side in pixels (sharp when printed at 3 cm on a certificate); the SVG scales. */
export const QR_WIDTH_PX = 600

/** The public page that checks a certificate (spec §2.15): what its QR code points to. */
export function verificationUrl(publicBaseUrl: string, folio: string): string {
  return absoluteUrl(publicBaseUrl, paths.certificate(folio))
}

export type { QrFormat } from '#contracts/certificates-panel.ts'

/** The image format a file name asks for, or undefined when it is neither `.svg` nor `.png`. */
export function qrFormatOf(fileName: string): QrFormat | undefined {
  const extension = extname(fileName).toLowerCase()
  return extension === '.svg' ? 'svg' : extension === '.png' ? 'png' : undefined
}

/** Black on white with the standard quiet zone, at error-correction level M (still reads with a small scratch or stamp over it). */
const QR_OPTIONS = { width: QR_WIDTH_PX, margin: 4, errorCorrectionLevel: 'M' } as const

/** A QR code of `url` as an SVG document or PNG bytes: what the panel downloads and the command line writes. */
export async function qrImage(url: string, format: QrFormat): Promise<Buffer> {
  return format === 'svg' ? Buffer.from(await QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' })) : QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png' })
}

/** Writes a QR code of `url` as SVG or PNG. */
export async function writeQrCode(url: string, outFile: string, format: QrFormat): Promise<void> {
  await mkdir(dirname(outFile), { recursive: true })
  await writeFile(outFile, await qrImage(url, format))
}
