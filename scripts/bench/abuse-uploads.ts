/**
 * The upload part of `npm run bench:abuse` (issue 34): many large images at once against the real
 * server, and what they do to its memory. Loopback only, one burst, bounded.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { API_PATHS } from '#contracts/api-paths.ts'
import { UPLOAD_INTERLACED_IMAGE_MAX_PIXELS } from '#contracts/limits.ts'
import type { DocumentRequest } from '#contracts/document-request.ts'
import type { BenchServer } from './bench-server.ts'

/** How often the server's memory is read. */
const SAMPLE_INTERVAL_MS = 50
/** How long after the last answer the memory that stays is read. */
const SETTLE_MS = 2_000
const KIB_PER_MIB = 1024

const REQUEST = {
  nombre_completo: 'María Fernanda López Ruiz',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Constancia de estudios',
} satisfies Partial<Record<keyof DocumentRequest, string>>

export interface UploadBenchResult {
  /** The server's resident memory before the burst, in MiB. */
  baselineRssMb: number
  /** Its highest during the burst (the kernel's high-water mark, reset before it), in MiB. */
  peakRssMb: number
  /** What it still holds SETTLE_MS after the last answer, in MiB. */
  afterRssMb: number
  /** Each request's answer status (0: no answer). */
  statuses: number[]
  /** From the first request sent to the last answer. */
  seconds: number
}

/** A JPEG a burst sends: its side in pixels and how it is encoded. */
export interface BenchImage {
  readonly label: string
  readonly sidePx: number
  readonly progressive: boolean
  readonly chromaSubsampling: '4:2:0' | '4:4:4'
}

/**
 * What the bench uploads: the attack of issue 34 (a 49-MP progressive JPEG, refused from its header
 * since), the largest progressive JPEG still taken, in full colour (its decoder holds it whole), and
 * a 49-MP baseline JPEG in full colour (decoded line by line).
 */
export const BENCH_IMAGES: readonly BenchImage[] = [
  { label: 'JPEG progresivo de 49 MP (4:2:0)', sidePx: 7_000, progressive: true, chromaSubsampling: '4:2:0' },
  { label: 'JPEG progresivo de 16 MP (4:4:4)', sidePx: Math.floor(Math.sqrt(UPLOAD_INTERLACED_IMAGE_MAX_PIXELS)), progressive: true, chromaSubsampling: '4:4:4' },
  { label: 'JPEG de 49 MP (4:4:4)', sidePx: 7_000, progressive: false, chromaSubsampling: '4:4:4' },
]

/** The image, a gradient (so it is not trivially small) of a few hundred KB. */
async function jpegOf({ sidePx, progressive, chromaSubsampling }: BenchImage): Promise<Buffer> {
  const row = Buffer.alloc(sidePx * 3)
  for (let x = 0; x < sidePx; x += 1) row.fill(Math.floor((x / sidePx) * 255), x * 3, x * 3 + 3)
  const strip = sharp(Buffer.concat(Array.from({ length: 8 }, () => row)), { raw: { width: sidePx, height: 8, channels: 3 } })
  return sharp(await strip.png().toBuffer())
    .resize(sidePx, sidePx, { fit: 'fill', kernel: 'nearest' })
    .jpeg({ progressive, chromaSubsampling, quality: 60 })
    .toBuffer()
}

/** VmRSS and VmHWM of a process, in MiB. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { rssMb: kib('VmRSS') / KIB_PER_MIB, peakMb: kib('VmHWM') / KIB_PER_MIB }
}

/** Resets the process's high-water mark to its current RSS (`clear_refs` 5), so VmHWM measures from now. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

/** A client address of its own for request `index`: limits count per address (the server trusts loopback's X-Forwarded-For). */
function clientAddress(index: number): string {
  return `10.34.${Math.floor(index / 250)}.${1 + (index % 250)}`
}

function documentRequest(image: Buffer, index: number): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(REQUEST)) form.append(name, value)
  form.append('correo', `banco-${index}@example.com`)
  form.append('comprobante_pago', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'comprobante.jpg')
  return form
}

/**
 * Posts `concurrency` document requests at once, each with `image` as its receipt, and reads the server process's memory every SAMPLE_INTERVAL_MS (VmRSS; VmHWM for
 * the peak between samples).
 */
export async function benchLargeImageUploads(server: BenchServer, image: BenchImage, concurrency = 30): Promise<UploadBenchResult> {
  const bytes = await jpegOf(image)
  const pid = server.serverPid
  const baselineRssMb = memoryOf(pid).rssMb
  const peakReset = resetPeak(pid)
  let sampledPeakMb = baselineRssMb
  const sampler = setInterval(() => {
    sampledPeakMb = Math.max(sampledPeakMb, memoryOf(pid).rssMb)
  }, SAMPLE_INTERVAL_MS)
  const started = performance.now()
  let statuses: number[]
  try {
    statuses = await Promise.all(
      Array.from({ length: concurrency }, (_, index) =>
        fetch(`${server.origin}/api/v1${API_PATHS.documentRequest}`, {
          method: 'POST',
          headers: { 'x-forwarded-for': clientAddress(index) },
          body: documentRequest(bytes, index),
        }).then(
          async (response) => {
            await response.arrayBuffer()
            return response.status
          },
          () => 0,
        ),
      ),
    )
  } finally {
    clearInterval(sampler)
  }
  const seconds = (performance.now() - started) / 1000
  const { peakMb } = memoryOf(pid)
  await new Promise((done) => setTimeout(done, SETTLE_MS))
  const round = (mb: number) => Math.round(mb)
  return {
    baselineRssMb: round(baselineRssMb),
    peakRssMb: round(peakReset ? Math.max(peakMb, sampledPeakMb) : sampledPeakMb),
    afterRssMb: round(memoryOf(pid).rssMb),
    statuses,
    seconds: Math.round(seconds * 10) / 10,
  }
}
