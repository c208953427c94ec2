/**
 * The build step that keeps the JavaScript and the full stylesheets from competing with the first
 * screen for bandwidth (docs/decisions/032, 038). React Router's page asks for every module at once:
 * a `modulepreload` link per chunk in `<head>` and an inline module that imports the route modules,
 * then the entry that hydrates. Here the links go, that inline module is kept inert (its type is one
 * browsers do not run), and a small script in `<head>` waits until the page is parsed and its
 * first-screen images (marked high priority) are painted, then preloads the same modules and runs a
 * copy of the inert module: the same imports, in the same order, as one module graph. The
 * stylesheets at the end of `<body>` (the rules the first screen uses are already inlined,
 * scripts/critical-css.ts) keep their address in `data-href` until then too. A touch, a key or a
 * focus starts everything at once. Until then the page is its prerendered HTML: links work, what a
 * person types is kept by the hydration that follows, a button pressed is pressed again once the
 * page answers, and a form sent is held (sent natively it would put what was typed in the address).
 *
 * The copy runs under the page's Content-Security-Policy because its text is the inert script's,
 * whose hash the server allows like every inline script of the page (server/site/inline-scripts.ts).
 */
import { pageModulesOf, preloadLoop, withoutModulePreloads } from './page-modules.ts'

const ROUTE_MODULES_SCRIPT = /<script type="module" async>(?=[^<]*window\.__reactRouterRouteModules)/
const INERT_TYPE = 'text/deferred-module'
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g

/** The script put in `<head>`: it starts the page's modules once the first-screen images are painted. */
function bootScript(preloads: readonly string[]): string {
  return [
    '{',
    'document.addEventListener("submit", (event) => event.preventDefault(), true);',
    // A button pressed before the page answers (it has no handler yet, or only some parts have
    // theirs) is pressed again, in order, once every part is hydrated: a tap is never lost. The
    // listener goes in the microtask right after the entry sets `data-hydrated`, before any other click.
    'const pressed = [];',
    'const holdPress = (event) => {',
    '  const button = event.target instanceof Element ? event.target.closest("button") : null;',
    '  if (!button || button.type === "submit") return;',
    '  event.stopImmediatePropagation();',
    '  pressed.push(button);',
    '};',
    'addEventListener("click", holdPress, true);',
    'new MutationObserver((_, observer) => {',
    '  if (!document.documentElement.hasAttribute("data-hydrated")) return;',
    '  observer.disconnect();',
    '  removeEventListener("click", holdPress, true);',
    '  for (const button of pressed) if (button.isConnected && !button.disabled) button.click();',
    '}).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });',
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
    // Once the page is parsed and its first-screen images (marked high priority, and in view) are
    // painted, which their Element Timing entries report (a fake clock in a test holds timers and
    // animation frames, not these). Where the browser has no Element Timing, once they have
    // arrived. An image that fails is not waited for.
    'let firstScreen = [];',
    'document.addEventListener("DOMContentLoaded", () => {',
    '  const reportsPaint = PerformanceObserver.supportedEntryTypes?.includes("element");',
    '  firstScreen = [...document.querySelectorAll("img[fetchpriority=high][elementtiming]")].filter((image) => {',
    '    const box = image.getBoundingClientRect();',
    '    return box.width > 0 && box.bottom > 0 && box.top < innerHeight && !(image.complete && (!reportsPaint || image.naturalWidth === 0));',
    '  });',
    '  let left = firstScreen.length;',
    '  if (left === 0) return boot();',
    '  const done = () => { left -= 1; if (left === 0) boot(); };',
    '  if (reportsPaint) new PerformanceObserver((entries) => { for (const entry of entries.getEntries()) if (firstScreen.includes(entry.element)) done(); }).observe({ type: "element", buffered: true });',
    '  for (const image of firstScreen) for (const type of reportsPaint ? ["error"] : ["load", "error"]) image.addEventListener(type, done, { once: true });',
    '});',
    // At the latest two frames after `load` and the first-screen images' decoding (a tab in the
    // background paints no frame: at once); a person who acts first gets the page's code at once.
    'addEventListener("load", () => {',
    '  if (document.hidden) return boot();',
    '  Promise.all(firstScreen.map((image) => image.decode().catch(() => {}))).then(() => requestAnimationFrame(() => requestAnimationFrame(boot)));',
    '}, { once: true });',
    'for (const type of ["pointerdown", "keydown", "focusin", "visibilitychange"]) addEventListener(type, boot, { once: true, passive: true, capture: true });',
    '}',
  ].join('\n')
}

/**
 * A prerendered page whose modules and stylesheets load once its first-screen images are painted; a
 * page without React Router's module script is refused. Running it twice changes nothing.
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
