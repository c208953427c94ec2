/**
 * The build step that keeps the JavaScript and the full stylesheets from competing with the first
 * screen for bandwidth (docs/decisions/032). React Router's page asks for every module at once: a
 * `modulepreload` link per chunk in `<head>` and an inline module that imports the route modules,
 * then the entry that hydrates. Here the links go, that inline module is kept inert (its type is one
 * browsers do not run), and a small script in `<head>` waits until the page is parsed and its
 * first-screen images (marked high priority) have arrived, then preloads the same modules and runs a
 * copy of the inert module: the same imports, in the same order, as one module graph. That is still
 * before `load`, which the modules then hold until they have run, as before. The stylesheets at the
 * end of `<body>` (the rules the first screen uses are already inlined, scripts/critical-css.ts)
 * keep their address in `data-href` until then too. Until then the page is its prerendered HTML:
 * links work, and what a person types is kept by the hydration that follows; a form sent before
 * that is held (sent natively it would put what was typed in the address).
 *
 * The copy runs under the page's Content-Security-Policy because its text is the inert script's,
 * whose hash the server allows like every inline script of the page (server/site/inline-scripts.ts).
 */
import { pageModulesOf, preloadLoop, withoutModulePreloads } from './page-modules.ts'

const ROUTE_MODULES_SCRIPT = /<script type="module" async>(?=[^<]*window\.__reactRouterRouteModules)/
const INERT_TYPE = 'text/deferred-module'
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g

/** The script put in `<head>`: it starts the page's modules once the first-screen images are in. */
function bootScript(preloads: readonly string[]): string {
  return [
    '{',
    'document.addEventListener("submit", (event) => event.preventDefault(), true);',
    'let started = false;',
    'const boot = () => {',
    '  if (started) return;',
    '  started = true;',
    '  for (const link of document.querySelectorAll("link[data-href]")) { link.href = link.dataset.href; link.removeAttribute("data-href"); }',
    `  ${preloadLoop(preloads)}`,
    '  const modules = document.createElement("script");',
    '  modules.type = "module";',
    `  modules.textContent = document.querySelector('script[type="${INERT_TYPE}"]').textContent;`,
    '  document.head.append(modules);',
    '};',
    // Once the page is parsed and its first-screen images (marked high priority) have arrived:
    // still before `load`, which the modules then hold until they have run.
    'document.addEventListener("DOMContentLoaded", () => {',
    '  const pending = [...document.querySelectorAll("img[fetchpriority=high]")].filter((image) => !image.complete);',
    '  let left = pending.length;',
    '  if (left === 0) return boot();',
    '  for (const image of pending) for (const type of ["load", "error"]) image.addEventListener(type, () => { left -= 1; if (left === 0) boot(); }, { once: true });',
    '});',
    'addEventListener("load", boot, { once: true });',
    '}',
  ].join('\n')
}

/**
 * A prerendered page whose modules and stylesheets load once its first-screen images are in; a page
 * without React Router's module script is refused. Running it twice changes nothing.
 */
export function deferAssets(html: string): string {
  if (html.includes(`<script type="${INERT_TYPE}"`)) return html
  if (!ROUTE_MODULES_SCRIPT.test(html)) throw new Error('La página no tiene el script de módulos de React Router.')
  const preloads = pageModulesOf(html)
  return withoutModulePreloads(html)
    .replace(STYLESHEET, '<link rel="stylesheet" data-href="$1"/>')
    .replace(ROUTE_MODULES_SCRIPT, `<script type="${INERT_TYPE}" async="">`)
    .replace('</head>', () => `<script>${bootScript(preloads)}</script></head>`)
}
