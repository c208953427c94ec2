/**
 * What processing one uploaded photo costs (issue 37, docs/decisions/058): a 12-MP JPEG, as a
 * phone saves it, checked, cut to the wide slot and encoded into its six files, in this process,
 * through the same code and image queue as the upload endpoint. Prints the time of each run and
 * the peak resident memory of a process that only reads and processes it. Run: `npx tsx scripts/bench/content-image.ts`.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { processContentImage } from '#server/content/images/image-processing.ts'

const WIDTH = 4_000
const HEIGHT = 3_000
const RUNS = Number(process.env.RUNS ?? 5)
const KIB_PER_MB = 1_024

/**
 * A photo-like 12-MP JPEG: coarse random colour fields smoothly enlarged, with fine grain on top
 * (flat colour would encode unrealistically fast; pure noise, unrealistically slowly).
 */
async function phonePhoto(): Promise<Buffer> {
  const coarse = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  const grain = randomBytes(coarse.length)
  for (let index = 0; index < coarse.length; index += 1) {
    coarse[index] = Math.min(255, Math.max(0, (coarse[index] ?? 0) + (((grain[index] ?? 128) - 128) >> 4)))
  }
  return sharp(coarse, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 88 }).toBuffer()
}

const peakMb = () => process.resourceUsage().maxRSS / KIB_PER_MB
const restingMb = () => process.memoryUsage().rss / (KIB_PER_MB * KIB_PER_MB)

/** In a process of its own, which never held the photo's pixels: its peak memory is the processing's. */
async function measure(photoPath: string) {
  const source = readFileSync(photoPath)
  process.stdout.write(`JPEG de ${WIDTH} × ${HEIGHT} (${(source.length / (KIB_PER_MB * KIB_PER_MB)).toFixed(1)} MB); RSS en reposo ${restingMb().toFixed(0)} MB, pico previo ${peakMb().toFixed(0)} MB\n`)
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now()
    const outcome = await processContentImage(source, 'wide')
    const ms = performance.now() - started
    if (!('image' in outcome)) throw new Error(`La foto fue rechazada: ${outcome.problem.kind}`)
    const files = outcome.image.files.map((file) => `${file.width}.${file.format} ${(file.content.length / KIB_PER_MB).toFixed(0)} KB`).join(', ')
    process.stdout.write(`corrida ${run}: ${ms.toFixed(0)} ms; pico de RSS ${peakMb().toFixed(0)} MB; ${files}\n`)
  }
}

const [photoPath] = process.argv.slice(2)
if (photoPath === undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-imagen-'))
  try {
    const path = join(dir, 'foto.jpg')
    writeFileSync(path, await phonePhoto())
    // The same loader (tsx) in a fresh process.
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), path], { stdio: 'inherit' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
} else {
  await measure(photoPath)
}
