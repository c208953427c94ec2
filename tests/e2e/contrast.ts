import { expect, type Locator, type Page } from '@playwright/test'

/** WCAG 2.x success criterion 1.4.3 (AA): normal-size text needs this contrast ratio or more. */
export const WCAG_AA_TEXT_CONTRAST = 4.5

/** Red, green, blue from 0 to 255. */
export type Rgb = readonly [number, number, number]
/** A CSS colour: red, green, blue from 0 to 255 and alpha from 0 to 1. */
export type Rgba = readonly [number, number, number, number]

/** Parses a computed colour, which Chromium gives as `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export function parseCssColor(value: string): Rgba {
  const parts = /^rgba?\(([^)]+)\)$/.exec(value.trim())?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number)
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) throw new Error(`Not an rgb() colour: ${value}`)
  const [r = 0, g = 0, b = 0, a = 1] = parts
  return [r, g, b, a]
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** A translucent colour painted over an opaque one. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgb): Rgb {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)]
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Something the bar draws in one colour (a label, an icon, the logo) and the boxes it covers. */
interface Ink {
  label: string
  /** Computed colour, its alpha already multiplied by the opacity of the element and its ancestors. */
  color: string
  boxes: Box[]
}

export interface ContrastReading {
  label: string
  /** The lowest contrast over every pixel behind the ink: the worst case, not an average. */
  ratio: number
  /** The background pixel that gave it. */
  background: Rgb
}

/** Marks the bar while its ink is hidden, so the stylesheet below reaches only it. */
const PROBE_ATTRIBUTE = 'data-contrast-probe'

/**
 * What the bar draws: each visible text run (the box of its line), each icon and the logo, within
 * the viewport. The logo's lettering is drawn in the bar's text colour, so that is its colour here.
 */
function collectInk(bar: Element): Ink[] {
  const inView = (box: DOMRect) => box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
  const toBox = (box: DOMRect): Box => ({ x: box.x, y: box.y, width: box.width, height: box.height })
  const effectiveColor = (element: Element, color: string) => {
    let opacity = 1
    for (let node: Element | null = element; node && bar.contains(node); node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity)
    }
    const [r, g, b, a = '1'] = color.replace(/^rgba?\(|\)$/g, '').split(/[\s,/]+/)
    return `rgba(${r}, ${g}, ${b}, ${Number(a) * opacity})`
  }
  // Screen-reader-only text is clipped to a 1 px box: a visitor never sees it.
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 1 && box.height > 1
  }

  const inks: Ink[] = []
  const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    const text = node.textContent?.trim()
    if (!parent || !text || !visible(parent)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const boxes = Array.from(range.getClientRects()).filter(inView).map(toBox)
    if (boxes.length > 0) inks.push({ label: text, color: effectiveColor(parent, getComputedStyle(parent).color), boxes })
  }
  for (const graphic of Array.from(bar.querySelectorAll('img, svg'))) {
    const box = graphic.getBoundingClientRect()
    if (!visible(graphic) || !inView(box)) continue
    const isLogo = graphic instanceof HTMLImageElement
    const label = isLogo ? `logo (${graphic.alt})` : `icono de «${graphic.closest('a, button')?.textContent?.trim() || graphic.closest('[aria-label]')?.getAttribute('aria-label')}»`
    const color = isLogo ? getComputedStyle(bar).color : getComputedStyle(graphic).color
    inks.push({ label, color: effectiveColor(graphic, color), boxes: [toBox(box)] })
  }
  return inks
}

/** Decodes a PNG in the browser (no image library needed) and returns its RGBA bytes as base64. */
async function decodePng(base64Png: string): Promise<{ width: number; height: number; rgba: string }> {
  const bytes = Uint8Array.from(atob(base64Png), (char) => char.charCodeAt(0))
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  context.drawImage(bitmap, 0, 0)
  const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data
  let binary = ''
  for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
  return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) }
}

/** A capture of part of the screen, one pixel per CSS pixel. */
export interface Capture {
  width: number
  height: number
  /** The colour at a point of the capture (coordinates relative to its top-left corner). */
  pixel: (x: number, y: number) => Rgb
}

/** Captures the screen (the whole viewport, or `clip` of it) as the visitor sees it. */
export async function captureScreen(page: Page, clip?: Box): Promise<Capture> {
  const png = await page.screenshot({ ...(clip ? { clip } : {}), scale: 'css', animations: 'disabled', caret: 'hide' })
  const { width, height, rgba } = await page.evaluate(decodePng, png.toString('base64'))
  const bytes = Buffer.from(rgba, 'base64')
  return {
    width,
    height,
    pixel: (x, y) => {
      const i = (y * width + x) * 4
      return [bytes[i] ?? 0, bytes[i + 1] ?? 0, bytes[i + 2] ?? 0]
    },
  }
}

export interface ContrastOptions {
  /**
   * Paint every photo and video on the page pure white, the brightest frame they could ever show:
   * the bar's text must stay legible because of the page's own scrim or band, whatever the media.
   */
  brightestMedia?: boolean
}

/**
 * The contrast of every label, icon and the logo of the bar against what is really behind it on
 * screen: the ink is made transparent, the bar's area is captured, and each ink colour is compared
 * with every pixel under its box. Videos show their poster (the hero's still), so the capture is
 * deterministic; `brightestMedia` covers any frame.
 */
export async function barContrast(page: Page, bar: Locator, { brightestMedia = false }: ContrastOptions = {}): Promise<ContrastReading[]> {
  // Colours are read once their transitions have ended (removing a previous capture's style, or
  // scrolling, starts some).
  await expect.poll(() => bar.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0)
  const inks = await bar.evaluate(collectInk)
  const barBox = await bar.boundingBox()
  if (!barBox) throw new Error('The bar is not rendered')
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('No viewport')
  const clip = { x: 0, y: 0, width: viewport.width, height: Math.ceil(Math.min(barBox.y + barBox.height, viewport.height)) }

  await bar.evaluate((element, attribute) => element.setAttribute(attribute, ''), PROBE_ATTRIBUTE)
  const probe = `[${PROBE_ATTRIBUTE}]`
  const style = await page.addStyleTag({
    content: `
      ${probe}, ${probe} * { color: transparent !important; text-shadow: none !important; transition: none !important; }
      ${probe} img, ${probe} svg { visibility: hidden !important; }
      video { visibility: hidden !important; }
      ${brightestMedia ? `img:not(${probe} img) { filter: brightness(0) invert(1) !important; }` : ''}
    `,
  })
  let capture: Capture
  try {
    capture = await captureScreen(page, clip)
  } finally {
    await style.evaluate((element) => element.parentNode?.removeChild(element))
    await bar.evaluate((element, attribute) => element.removeAttribute(attribute), PROBE_ATTRIBUTE)
  }

  return inks.map(({ label, color, boxes }) => {
    const ink = parseCssColor(color)
    let worst: ContrastReading = { label, ratio: Number.POSITIVE_INFINITY, background: [0, 0, 0] }
    for (const box of boxes) {
      const left = Math.max(0, Math.floor(box.x))
      const right = Math.min(capture.width, Math.ceil(box.x + box.width))
      const top = Math.max(0, Math.floor(box.y))
      const bottom = Math.min(capture.height, Math.ceil(box.y + box.height))
      for (let y = top; y < bottom; y++) {
        for (let x = left; x < right; x++) {
          const background = capture.pixel(x, y)
          const ratio = contrastRatio(over(ink, background), background)
          if (ratio < worst.ratio) worst = { label, ratio, background }
        }
      }
    }
    return worst
  })
}

/** The readings under the WCAG AA minimum, written so a failure says which label, how low and over what. */
export function illegible(readings: readonly ContrastReading[]): string[] {
  return readings
    .filter((reading) => reading.ratio < WCAG_AA_TEXT_CONTRAST)
    .map((reading) => `${reading.label}: ${reading.ratio.toFixed(2)}:1 sobre rgb(${reading.background.map(Math.round).join(' ')})`)
}
