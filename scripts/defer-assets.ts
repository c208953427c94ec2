/**
 * The build step that keeps the JavaScript and the full stylesheets from competing with the first
 * screen for bandwidth (docs/decisions/032, 038, 040). React Router's page asks for every module at
 * once: a `modulepreload` link per chunk in `<head>` and an inline module that imports the route
 * modules, then the entry that hydrates. Here the links go, that inline module is kept inert (its
 * type is one browsers do not run), and a small script in `<head>` waits until the page is parsed
 * and its first-screen images (marked high priority) are painted, then preloads the same modules
 * and runs a copy of the inert module: the same imports, in the same order, as one module graph.
 * The stylesheets at the end of `<body>` (the rules the first screen uses are already inlined,
 * scripts/critical-css.ts) keep their address in `data-href` until then too; a page without such
 * images waits for its first screen's largest paint. A touch, a key or a focus starts everything at
 * once. Until then the page is its prerendered HTML: links work, what a person types is kept by the
 * hydration that follows, a button pressed is pressed again, a field's change is reported again and
 * a code pasted into the code boxes is pasted again once the page answers, and a form sent is held
 * (sent natively it would put what was typed in the address).
 *
 * The copy runs under the page's Content-Security-Policy because its text is the inert script's,
 * whose hash the server allows like every inline script of the page (server/site/inline-scripts.ts).
 */
import { SPREADS_PASTE_ATTRIBUTE } from '../contracts/early-paste.ts'
import { HYDRATED_ATTRIBUTE } from '../contracts/hydrated-attribute.ts'
import { CRITICAL_STYLE_SELECTOR } from './critical-css.ts'
import { modulePreloadsLine, pageModulesOf, withoutModulePreloads } from './page-modules.ts'

const ROUTE_MODULES_SCRIPT = /<script type="module" async>(?=[^<]*window\.__reactRouterRouteModules)/
const INERT_TYPE = 'text/deferred-module'
/**
 * Kept until the page answers, then done again: a press, a field's input and change, and a paste
 * into a field that spreads it over several boxes.
 */
const HELD_EVENTS = ['click', 'input', 'change', 'paste']
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g

/** The script put in `<head>`: it starts the page's modules once the first screen is painted. */
function bootScript(preloads: readonly string[]): string {
  return [
    '{',
    'document.addEventListener("submit", (event) => event.preventDefault(), true);',
    // What a person does before the page answers (it has no handlers yet, or only some parts have
    // theirs) goes no further, and is done again in order once every part is hydrated: a button
    // pressed is pressed again, and a field typed in, chosen or ticked reports its change again,
    // with the value it has by then. The listeners go in the microtask right after the entry sets
    // `data-hydrated`, before any other event.
    'const early = [];',
    // A paste is held only where the page spreads it over several boxes (the field's own limit
    // would keep one character of it); it is done again with the text it carried.
    'const hold = (event) => {',
    '  const target = event.type === "click" ? event.target.closest?.("button") : event.target;',
    '  if (!target || target.type === "submit") return;',
    '  const text = event.type === "paste" ? event.clipboardData?.getData("text") : undefined;',
    `  if (event.type === "paste" && !(text && target.hasAttribute?.("${SPREADS_PASTE_ATTRIBUTE}"))) return;`,
    '  if (text) event.preventDefault();',
    '  event.stopImmediatePropagation();',
    '  const last = early.at(-1);',
    '  if (text || last?.target !== target || last.type !== event.type) early.push({ target, type: event.type, text });',
    '};',
    `const held = ${JSON.stringify(HELD_EVENTS)};`,
    'for (const type of held) addEventListener(type, hold, true);',
    // A mouse that came to rest over the page is announced again to what is under it (a desktop
    // submenu opens); a finger's tap is not a hover.
    'let mouseOver = false;',
    'const notePointer = (event) => { mouseOver = event.pointerType === "mouse"; };',
    'addEventListener("pointerover", notePointer, { capture: true, passive: true });',
    'new MutationObserver((_, observer) => {',
    `  if (!document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}")) return;`,
    '  observer.disconnect();',
    '  for (const type of held) removeEventListener(type, hold, true);',
    '  removeEventListener("pointerover", notePointer, true);',
    '  if (mouseOver) for (const element of document.querySelectorAll(":hover")) element.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));',
    '  for (const { target, type, text } of early) {',
    '    if (!target.isConnected || target.disabled) continue;',
    '    if (type === "click") target.click();',
    '    else if (type === "paste") {',
    '      const clipboardData = new DataTransfer();',
    '      clipboardData.setData("text/plain", text);',
    '      target.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));',
    '    } else target.dispatchEvent(new Event(type, { bubbles: true }));',
    '  }',
    `}).observe(document.documentElement, { attributes: true, attributeFilter: ["${HYDRATED_ATTRIBUTE}"] });`,
    // Each step of the start in a task of its own (a message, which a test's fake clock does not
    // hold), one request per task: a request started while a trace records costs the task a few
    // milliseconds, which the simulation multiplies by four (docs/decisions/046).
    'const inNextTask = (step) => { const channel = new MessageChannel(); channel.port1.onmessage = () => { channel.port1.close(); step(); }; channel.port2.postMessage(null); };',
    'const oneByOne = (steps) => { if (steps.length === 0) return; steps[0](); inNextTask(() => oneByOne(steps.slice(1))); };',
    modulePreloadsLine(preloads),
    'const preload = (href) => { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); };',
    'const startModules = () => {',
    '  const modules = document.createElement("script");',
    '  modules.type = "module";',
    `  modules.textContent = document.querySelector('script[type="${INERT_TYPE}"]').textContent;`,
    '  document.head.append(modules);',
    '};',
    'let started = false;',
    'const boot = () => {',
    '  if (started) return;',
    '  started = true;',
    // The stylesheets load without applying (a media no screen matches), and once all have arrived
    // they apply in one task, in which the inlined rules go too: the page is restyled once. Should
    // a stylesheet fail, the rest apply, the inlined rules stay, and hydration drops them as before.
    '  const sheets = [...document.querySelectorAll("link[data-href]")];',
    '  let sheetsLeft = sheets.length;',
    '  let sheetFailed = false;',
    '  const sheetSettled = (event) => {',
    '    sheetFailed ||= event.type === "error";',
    '    sheetsLeft -= 1;',
    '    if (sheetsLeft > 0) return;',
    '    for (const link of sheets) link.removeAttribute("media");',
    '    if (!sheetFailed) document.querySelector(' + JSON.stringify(CRITICAL_STYLE_SELECTOR) + ')?.remove();',
    '  };',
    '  const requestSheet = (link) => {',
    '    link.media = "print";',
    '    for (const type of ["load", "error"]) link.addEventListener(type, sheetSettled, { once: true });',
    '    link.href = link.dataset.href;',
    '    link.removeAttribute("data-href");',
    '  };',
    '  oneByOne([...sheets.map((link) => () => requestSheet(link)), ...modulePreloads.map((href) => () => preload(href)), startModules]);',
    '};',
    // Once the page is parsed and its first-screen images (marked high priority, and in view) are
    // painted, which their Element Timing entries report (a fake clock in a test holds timers and
    // animation frames, not these). Where the browser has no Element Timing, once they have
    // arrived. An image that fails is not waited for. A page without such an image (text, a form)
    // waits for the first largest-paint report of a frame painted after the page was parsed: its
    // first screen as it stays (the event's time is the browser's: a fake clock in a test changes
    // `performance.now()`, not it). Where the browser has no such report, at once.
    'let firstScreen = [];',
    'const waitForFirstScreen = (parsed, inView) => {',
    '  const supports = (type) => PerformanceObserver.supportedEntryTypes?.includes(type);',
    '  const reportsPaint = supports("element");',
    '  firstScreen = inView.filter((image) => !(image.complete && (!reportsPaint || image.naturalWidth === 0)));',
    '  let left = firstScreen.length;',
    '  if (left === 0 && supports("largest-contentful-paint")) {',
    '    return new PerformanceObserver((entries) => { if (entries.getEntries().some((entry) => entry.startTime >= parsed.timeStamp)) boot(); }).observe({ type: "largest-contentful-paint", buffered: true });',
    '  }',
    '  if (left === 0) return boot();',
    '  const done = () => { left -= 1; if (left === 0) boot(); };',
    '  if (reportsPaint) new PerformanceObserver((entries) => { for (const entry of entries.getEntries()) if (firstScreen.includes(entry.element)) done(); }).observe({ type: "element", buffered: true });',
    '  for (const image of firstScreen) for (const type of reportsPaint ? ["error"] : ["load", "error"]) image.addEventListener(type, done, { once: true });',
    '};',
    // Which of those images are in view, an IntersectionObserver tells after the browser's own first
    // layout: reading their boxes in this listener would force that layout into the script's task,
    // where the simulation counts it as blocking (docs/decisions/048).
    'document.addEventListener("DOMContentLoaded", (parsed) => {',
    '  const marked = [...document.querySelectorAll("img[fetchpriority=high][elementtiming]")];',
    '  if (marked.length === 0) return waitForFirstScreen(parsed, []);',
    '  const observer = new IntersectionObserver((entries) => {',
    '    observer.disconnect();',
    '    waitForFirstScreen(parsed, entries.filter((entry) => entry.isIntersecting && entry.boundingClientRect.width > 0).map((entry) => entry.target));',
    '  });',
    '  for (const image of marked) observer.observe(image);',
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
