/**
 * Runs after `react-router build` (`tsx scripts/postbuild.ts [buildDir]`):
 * 1. moves the prerendered not-found page out of the public folder to `<build>/not-found.html`,
 *    so the server sends it only as the body of 404 answers;
 * 2. writes `sitemap.xml` and `robots.txt` for the PUBLIC_BASE_URL the pages were built with;
 * 3. writes `.br` (brotli, max quality) and `.gz` (gzip level 9) siblings of every text file
 *    over the size threshold, which the server sends to clients that accept them.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { publicBaseUrlFrom } from '#contracts/public-base-url.ts'
import { NOT_FOUND_PRERENDER_PATH } from '#contracts/site-paths.ts'
import { NOT_FOUND_FILE } from '#server/site/load-site.ts'
import { COMPRESS_MIN_BYTES, brotliMax, gzipMax } from '#server/site/compress.ts'
import { isCompressible } from '#server/site/static-policy.ts'
import { writeCrawlerFiles } from './crawler-files.ts'
import { isMainModule } from './run-as-main.ts'

const PRECOMPRESSED = /\.(br|gz)$/
// One plain segment only: anything else could point the folder removal at the public folder itself.
const SINGLE_SEGMENT_PATH = /^\/[\w-]+$/

export type MoveResult = 'moved' | 'already-moved'

/**
 * Moves `<build>/client<prerenderPath>/index.html` to `<build>/not-found.html` and removes
 * the prerender folder (and its `.data` file if any). Running it twice is harmless.
 *
 * @throws when neither the prerendered page nor an earlier moved copy exists.
 */
export async function moveNotFoundPage(buildDir: string, prerenderPath: string = NOT_FOUND_PRERENDER_PATH): Promise<MoveResult> {
  if (!SINGLE_SEGMENT_PATH.test(prerenderPath)) {
    throw new Error(`La ruta de la página de no encontrado debe ser un solo segmento, como /__no-encontrado: ${prerenderPath}`)
  }
  const prerenderDir = join(buildDir, 'client', prerenderPath)
  const source = join(prerenderDir, 'index.html')
  const target = join(buildDir, NOT_FOUND_FILE)
  if (!existsSync(source)) {
    if (existsSync(target)) return 'already-moved'
    throw new Error(`No existe ${source}: ¿falta ${prerenderPath} en la lista prerender de react-router.config.ts?`)
  }
  await rename(source, target)
  await rm(prerenderDir, { recursive: true, force: true })
  await rm(`${prerenderDir}.data`, { force: true })
  return 'moved'
}

/** Every file under a folder, as absolute paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** Whether a file gets precompressed siblings: compressible text over the threshold. */
export function shouldPrecompress(filePath: string, sizeBytes: number): boolean {
  return !PRECOMPRESSED.test(filePath) && isCompressible(filePath) && sizeBytes > COMPRESS_MIN_BYTES
}

/** Writes `<file>.br` and `<file>.gz` beside each file that qualifies; returns those files. */
export async function precompressFiles(files: readonly string[]): Promise<string[]> {
  const compressed: string[] = []
  for (const file of files) {
    if (!shouldPrecompress(file, (await stat(file)).size)) continue
    const content = await readFile(file)
    await writeFile(`${file}.br`, brotliMax(content))
    await writeFile(`${file}.gz`, gzipMax(content))
    compressed.push(file)
  }
  return compressed
}

/**
 * Every step on a build folder, with the site's public origin (the one the pages were built with);
 * returns what was done, for the summary line.
 */
export async function postbuild(buildDir: string, origin: string): Promise<{ notFound: MoveResult; precompressed: number }> {
  const notFound = await moveNotFoundPage(buildDir)
  await writeCrawlerFiles(join(buildDir, 'client'), origin)
  const files = [...(await listFiles(join(buildDir, 'client'))), join(buildDir, NOT_FOUND_FILE)]
  const precompressed = await precompressFiles(files)
  return { notFound, precompressed: precompressed.length }
}

if (isMainModule(import.meta.url)) {
  const buildDir = resolve(process.argv[2] ?? 'build')
  // The origin is read inside the chain, so a wrong PUBLIC_BASE_URL fails like any other step.
  Promise.resolve()
    .then(() => postbuild(buildDir, publicBaseUrlFrom(process.env.PUBLIC_BASE_URL)))
    .then(
      ({ notFound, precompressed }) => {
        const moved = notFound === 'moved' ? 'movida' : 'ya estaba movida'
        process.stdout.write(
          `postbuild: página de no encontrado ${moved}; sitemap.xml y robots.txt escritos; ${precompressed} archivos precomprimidos (.br y .gz).\n`,
        )
      },
      (error: unknown) => {
        process.stderr.write(`postbuild falló: ${error instanceof Error ? error.message : String(error)}\n`)
        process.exitCode = 1
      },
    )
}
