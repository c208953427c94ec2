/**
 * Runs after `react-router build` (`tsx scripts/postbuild.ts [buildDir]`):
 * 1. moves the prerendered not-found page out of the public folder to `<build>/not-found.html`,
 *    so the server sends it only as the body of 404 answers;
 * 2. inlines each public page's critical CSS in its `<head>`, and puts off its scripts and full
 *    stylesheets until its start script (app/start/) finds the first screen painted
 *    (server/site/critical-css.ts, server/site/defer-assets.ts, docs/start-up.md);
 * 3. writes `robots.txt` for the PUBLIC_BASE_URL the pages were built with (the sitemap is prerendered as a route);
 * 4. writes `.br` (brotli, max quality) and `.gz` (gzip level 9) siblings of every text file
 *    they make smaller, which the server sends to clients that accept them;
 * 5. fails when a public page's JavaScript, as sent, passes its budget (scripts/js-budget.ts):
 *    one for pages with a form, a lower one for the rest.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { publicBaseUrlFrom } from '#contracts/public-base-url.ts'
import { NOT_FOUND_PRERENDER_PATH } from '#contracts/site-paths.ts'
import { NOT_FOUND_FILE, START_SCRIPT_FILE } from '#server/site/load-site.ts'
import { brotliMax, gzipMax } from '#server/site/compress.ts'
import { listHtmlFiles } from '#server/site/inline-scripts.ts'
import { isCompressible, PANEL_DOCUMENT } from '#server/site/static-policy.ts'
import { criticalCssInliner } from '#server/site/critical-css.ts'
import { deferAssets } from '#server/site/defer-assets.ts'
import { overBudget, pageScriptSizes, PUBLIC_PAGE_JS_BUDGET_KB, type JsBudget } from './js-budget.ts'
import { pageFactsOf } from './page-modules.ts'
import { bundleStartScript } from './start-script.ts'
import { writeRobotsTxt } from './crawler-files.ts'
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

/** Whether a file gets precompressed siblings: compressible text, not itself a sibling. */
export function shouldPrecompress(filePath: string): boolean {
  return !PRECOMPRESSED.test(filePath) && isCompressible(filePath)
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each file that qualifies, each only where it is smaller
 * than the file (compressed once, at build, so even a few hundred bytes are worth it); returns the
 * files that got a brotli sibling.
 */
export async function precompressFiles(files: readonly string[]): Promise<string[]> {
  const compressed: string[] = []
  for (const file of files) {
    if (!shouldPrecompress(file)) continue
    const content = await readFile(file)
    const brotli = brotliMax(content)
    const gzip = gzipMax(content)
    if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip)
    if (brotli.length >= content.length) continue
    await writeFile(`${file}.br`, brotli)
    compressed.push(file)
  }
  return compressed
}

/** The public pages' HTML (prerendered pages and the not-found page); the staff area is its own build (docs/decisions/022). */
export async function publicPagesOf(buildDir: string): Promise<string[]> {
  const documents = await listHtmlFiles(join(buildDir, 'client'))
  return [...documents.filter((file) => !file.endsWith(`/${PANEL_DOCUMENT}`)), join(buildDir, NOT_FOUND_FILE)]
}

/**
 * Every step on a build folder, with the site's public origin (the one the pages were built with);
 * returns what was done, for the summary line.
 */
export async function postbuild(
  buildDir: string,
  origin: string,
  { budget = PUBLIC_PAGE_JS_BUDGET_KB, startScript }: { budget?: JsBudget; startScript?: string } = {},
): Promise<{ notFound: MoveResult; pages: number; heaviestPageKb: number; precompressed: number }> {
  const notFound = await moveNotFoundPage(buildDir)
  const clientDir = join(buildDir, 'client')
  const pages = await publicPagesOf(buildDir)
  const inlineCriticalCss = criticalCssInliner(clientDir)
  const start = startScript ?? (await bundleStartScript())
  const pageScripts = []
  for (const page of pages) {
    const html = await readFile(page, 'utf8')
    const { modules, hasForm } = pageFactsOf(html)
    pageScripts.push({ page: relative(buildDir, page), urls: modules, budgetKb: hasForm ? budget.withForm : budget.withoutForm })
    await writeFile(page, deferAssets(await inlineCriticalCss(html), start))
  }
  // The server runs the same steps on the pages it renders (docs/decisions/055).
  await writeFile(join(buildDir, START_SCRIPT_FILE), start)
  await writeRobotsTxt(clientDir, origin)
  const files = [...(await listFiles(join(buildDir, 'client'))), join(buildDir, NOT_FOUND_FILE)]
  const precompressed = await precompressFiles(files)
  // After compressing: the budget counts each module as it is sent.
  const sizes = pageScriptSizes(clientDir, pageScripts)
  const overs = overBudget(sizes)
  if (overs.length > 0) throw new Error(`JavaScript por encima del presupuesto (contracts/limits.ts):\n${overs.join('\n')}`)
  return { notFound, pages: pages.length, heaviestPageKb: Math.round(sizes[0]?.kb ?? 0), precompressed: precompressed.length }
}

if (isMainModule(import.meta.url)) {
  const buildDir = resolve(process.argv[2] ?? 'build')
  // The origin is read inside the chain, so a wrong PUBLIC_BASE_URL fails like any other step.
  Promise.resolve()
    .then(() => postbuild(buildDir, publicBaseUrlFrom(process.env.PUBLIC_BASE_URL)))
    .then(
      ({ notFound, pages, heaviestPageKb, precompressed }) => {
        const moved = notFound === 'moved' ? 'movida' : 'ya estaba movida'
        process.stdout.write(
          `postbuild: página de no encontrado ${moved}; ${pages} páginas con su CSS crítico, y sus scripts y hojas de estilo tras la imagen principal ` +
            `(la más pesada, ${heaviestPageKb} KB de JavaScript; presupuesto ${PUBLIC_PAGE_JS_BUDGET_KB.withForm} KB con formulario, ${PUBLIC_PAGE_JS_BUDGET_KB.withoutForm} KB sin él); robots.txt escrito; ` +
            `${precompressed} archivos precomprimidos (.br y .gz).\n`,
        )
      },
      (error: unknown) => {
        process.stderr.write(`postbuild falló: ${error instanceof Error ? error.message : String(error)}\n`)
        process.exitCode = 1
      },
    )
}
