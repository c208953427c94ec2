/**
 * Original placeholder artwork as SVG: abstract compositions in the institute colours, a small
 * 'Foto de ejemplo' label, invented partner marks and the share image. No people, no brands.
 * Every drawing is deterministic: the same name always gives the same picture.
 */
import type { Palette } from './palette.ts'

/** The motifs the manifest's alt texts describe (content/media.ts). */
export type Motif =
  | 'bokeh'
  | 'stripes'
  | 'rings'
  | 'diamonds'
  | 'steps'
  | 'arcs'
  | 'triangles'
  | 'waves'
  | 'confetti'
  | 'caps'
  | 'medal'
  | 'papers'
  | 'star'
  | 'circles-stripes'
  | 'mix'
  | 'buildings'

/** The motif each placeholder is drawn with; the alt texts in content/media.ts describe them. */
export const MOTIFS: Readonly<Record<string, Motif>> = {
  '/media/home/hero-1': 'bokeh',
  '/media/home/hero-2': 'stripes',
  '/media/home/hero-3': 'rings',
  '/media/home/hero-4': 'diamonds',
  '/media/home/oferta-bachillerato': 'steps',
  '/media/home/oferta-licenciatura': 'arcs',
  '/media/home/oferta-posgrado': 'triangles',
  '/media/home/oferta-educacion-continua': 'waves',
  '/media/home/promo-1': 'confetti',
  '/media/home/promo-2': 'caps',
  '/media/home/promo-3': 'medal',
  '/media/home/blog': 'papers',
  '/media/programas/bachillerato-perfil-ingreso': 'steps',
  '/media/programas/bachillerato-perfil-egreso': 'star',
  '/media/campus/video-1': 'buildings',
  '/media/campus/video-2': 'arcs',
  '/media/campus/video-3': 'waves',
  '/media/conocenos/video': 'bokeh',
  '/media/conocenos/historia': 'steps',
  '/media/conocenos/movimiento': 'rings',
  '/media/deportes/basquetbol': 'rings',
  '/media/deportes/futbol': 'diamonds',
  '/media/deportes/natacion': 'waves',
  '/media/deportes/voleibol': 'triangles',
  '/media/cultura/video': 'stripes',
  '/media/cultura/danza': 'arcs',
  '/media/cultura/teatro': 'star',
  '/media/cultura/musica': 'steps',
}

/** Prefix rules for the numbered series; each picture still differs by its seed. */
const SERIES_MOTIFS: readonly (readonly [prefix: string, motif: Motif])[] = [
  ['/media/programas/', 'circles-stripes'],
  ['/media/home/actividad-', 'mix'],
  ['/media/campus/collage-', 'mix'],
  ['/media/campus/sanpedro-', 'confetti'],
  ['/media/campus/', 'buildings'],
  ['/media/deportes/carrusel-', 'stripes'],
  ['/media/cultura/carrusel-', 'arcs'],
]

/** The motif of a placeholder: named in MOTIFS, or by its series prefix. */
export function motifFor(base: string): Motif {
  const motif = MOTIFS[base]
  if (motif) return motif
  const series = SERIES_MOTIFS.find(([prefix]) => base.startsWith(prefix))
  if (series) return series[1]
  throw new Error(`Sin motivo para ${base}: añádelo a MOTIFS en scripts/media/compositions.ts`)
}

/** A small deterministic random generator (mulberry32) seeded from a name (FNV-1a). */
export function seededRandom(name: string): () => number {
  let hash = 0x811c9dc5
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  let state = hash >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
const r1 = (n: number) => Math.round(n * 10) / 10

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The dark backdrop every photo starts from: a diagonal navy gradient with a warm glow. */
function backdrop(w: number, h: number, p: Palette, random: () => number): string {
  const glowX = r1(w * (0.2 + random() * 0.6))
  const glowY = r1(h * (0.2 + random() * 0.5))
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.navy950}"/><stop offset="0.55" stop-color="${p.navy900}"/><stop offset="1" stop-color="${p.navy700}"/></linearGradient>
  <radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="${r1(Math.max(w, h) * 0.45)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.flame500}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.flame500}" stop-opacity="0"/></radialGradient>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(w / 160)}"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>`
}

/** The shapes of one motif, drawn over the backdrop (or over nothing, for a video's moving layer). */
export function motifShapes(motif: Motif, w: number, h: number, p: Palette, random: () => number): string {
  const u = Math.min(w, h)
  const gold = [p.flame400, p.flame500, p.flame600]
  const blue = [p.navy700, p.navy800, p.navy100]
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const parts: string[] = []
  switch (motif) {
    case 'bokeh':
      for (let i = 0; i < 26; i++) {
        const r = u * (0.03 + random() * 0.09)
        parts.push(
          `<circle cx="${r1(random() * w)}" cy="${r1(random() * h)}" r="${r1(r)}" fill="${pick(gold)}" opacity="${r1(0.15 + random() * 0.4)}" filter="url(#soft)"/>`,
        )
      }
      break
    case 'stripes': {
      const band = u * 0.09
      for (let x = -h; x < w + h; x += band * 2.4) {
        const colour = random() < 0.35 ? pick(gold) : pick(blue)
        parts.push(
          `<path d="M${r1(x)} ${h} L${r1(x + h)} 0 L${r1(x + h + band)} 0 L${r1(x + band)} ${h}Z" fill="${colour}" opacity="${r1(0.25 + random() * 0.5)}"/>`,
        )
      }
      break
    }
    case 'rings': {
      const cx = w * (0.55 + random() * 0.2)
      const cy = h * (0.4 + random() * 0.2)
      for (let i = 1; i <= 12; i++) {
        parts.push(
          `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(i * u * 0.075)}" fill="none" stroke="${i % 3 === 0 ? pick(gold) : pick(blue)}" stroke-width="${r1(u * 0.012 + random() * u * 0.02)}" opacity="${r1(0.35 + random() * 0.5)}"/>`,
        )
      }
      break
    }
    case 'diamonds': {
      const size = u * 0.12
      for (let y = -size; y < h + size; y += size * 1.1) {
        for (let x = -size; x < w + size; x += size * 1.1) {
          if (random() < 0.45) continue
          const cx = x + ((Math.round(y / size) % 2) * size) / 2
          parts.push(
            `<path d="M${r1(cx)} ${r1(y - size / 2)} L${r1(cx + size / 2)} ${r1(y)} L${r1(cx)} ${r1(y + size / 2)} L${r1(cx - size / 2)} ${r1(y)}Z" fill="${random() < 0.4 ? pick(gold) : pick(blue)}" opacity="${r1(0.3 + random() * 0.5)}"/>`,
          )
        }
      }
      break
    }
    case 'steps': {
      const count = 7
      const stepW = w / count
      for (let i = 0; i < count; i++) {
        const stepH = h * (0.15 + (i / count) * 0.7)
        parts.push(
          `<rect x="${r1(i * stepW + stepW * 0.08)}" y="${r1(h - stepH)}" width="${r1(stepW * 0.84)}" height="${r1(stepH)}" rx="${r1(u * 0.015)}" fill="${i === count - 1 ? p.flame500 : pick(blue)}" opacity="${r1(0.45 + random() * 0.4)}"/>`,
        )
      }
      break
    }
    case 'arcs':
      for (let i = 0; i < 9; i++) {
        const r = u * (0.25 + random() * 0.5)
        parts.push(
          `<circle cx="${r1(random() * w)}" cy="${r1(h + r * (0.1 + random() * 0.5))}" r="${r1(r)}" fill="none" stroke="${i % 2 ? pick(gold) : pick(blue)}" stroke-width="${r1(u * 0.03)}" opacity="${r1(0.35 + random() * 0.45)}"/>`,
        )
      }
      break
    case 'triangles':
      for (let i = 0; i < 16; i++) {
        const s = u * (0.08 + random() * 0.2)
        const x = random() * w
        const y = random() * h
        parts.push(
          `<path d="M${r1(x)} ${r1(y - s)} L${r1(x + s)} ${r1(y + s * 0.7)} L${r1(x - s)} ${r1(y + s * 0.7)}Z" fill="${random() < 0.6 ? pick(gold) : pick(blue)}" opacity="${r1(0.3 + random() * 0.5)}" transform="rotate(${Math.round(random() * 60 - 30)} ${r1(x)} ${r1(y)})"/>`,
        )
      }
      break
    case 'waves':
      for (let i = 0; i < 9; i++) {
        const y = h * (0.15 + i * 0.09)
        const amp = h * (0.03 + random() * 0.05)
        const len = w / (2 + Math.floor(random() * 3))
        let d = `M0 ${r1(y)}`
        for (let x = 0; x <= w; x += len / 2) {
          d += ` Q${r1(x + len / 4)} ${r1(y + (Math.round(x / (len / 2)) % 2 ? amp : -amp))} ${r1(x + len / 2)} ${r1(y)}`
        }
        parts.push(
          `<path d="${d}" fill="none" stroke="${i % 3 === 1 ? pick(gold) : pick(blue)}" stroke-width="${r1(u * 0.018)}" stroke-linecap="round" opacity="${r1(0.4 + random() * 0.5)}"/>`,
        )
      }
      break
    case 'confetti':
      for (let i = 0; i < 60; i++) {
        const s = u * (0.015 + random() * 0.03)
        const x = random() * w
        const y = random() * h
        parts.push(
          `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s)}" height="${r1(s * 0.5)}" fill="${random() < 0.7 ? pick(gold) : p.white}" opacity="${r1(0.5 + random() * 0.5)}" transform="rotate(${Math.round(random() * 180)} ${r1(x)} ${r1(y)})"/>`,
        )
      }
      break
    case 'caps':
      for (let i = 0; i < 7; i++) {
        const s = u * (0.1 + random() * 0.1)
        const x = w * (0.1 + random() * 0.8)
        const y = h * (0.15 + random() * 0.7)
        parts.push(
          `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${Math.round(random() * 40 - 20)})" opacity="${r1(0.55 + random() * 0.4)}"><path d="M${r1(-s)} 0 L0 ${r1(-s * 0.45)} L${r1(s)} 0 L0 ${r1(s * 0.45)}Z" fill="${p.flame500}"/><rect x="${r1(-s * 0.5)}" y="${r1(s * 0.15)}" width="${r1(s)}" height="${r1(s * 0.4)}" rx="${r1(s * 0.08)}" fill="${p.flame600}"/><path d="M${r1(s * 0.7)} 0 v${r1(s * 0.6)}" stroke="${p.white}" stroke-width="${r1(s * 0.05)}"/></g>`,
        )
      }
      break
    case 'medal': {
      const cx = w * 0.62
      const cy = h * 0.5
      const r = u * 0.26
      parts.push(
        `<path d="M${r1(cx - r * 0.6)} ${r1(cy - r * 2.2)} L${r1(cx - r * 0.15)} ${r1(cy - r * 0.8)} L${r1(cx + r * 0.15)} ${r1(cy - r * 0.8)} L${r1(cx + r * 0.6)} ${r1(cy - r * 2.2)}Z" fill="${p.navy100}" opacity="0.7"/>`,
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${p.flame500}"/>`,
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.72)}" fill="none" stroke="${p.flame400}" stroke-width="${r1(r * 0.08)}"/>`,
        `<path d="${starPath(cx, cy, r * 0.45, r * 0.2)}" fill="${p.white}" opacity="0.85"/>`,
      )
      for (let i = 0; i < 14; i++) {
        parts.push(`<circle cx="${r1(random() * w)}" cy="${r1(random() * h)}" r="${r1(u * 0.01)}" fill="${p.flame400}" opacity="0.6"/>`)
      }
      break
    }
    case 'papers':
      for (let i = 0; i < 6; i++) {
        const pw = u * 0.38
        const ph = pw * 1.3
        const x = w * (0.15 + i * 0.13)
        const y = h * (0.12 + random() * 0.3)
        const lines = [0.25, 0.4, 0.55, 0.7]
          .map((f) => `<rect x="${r1(pw * 0.15)}" y="${r1(ph * f)}" width="${r1(pw * (0.5 + random() * 0.2))}" height="${r1(ph * 0.03)}" fill="${p.navy700}" opacity="0.5"/>`)
          .join('')
        parts.push(
          `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${Math.round(random() * 30 - 15)})" opacity="${r1(0.7 + random() * 0.3)}"><rect width="${r1(pw)}" height="${r1(ph)}" rx="${r1(pw * 0.04)}" fill="${i % 2 ? p.navy100 : p.white}"/><rect width="${r1(pw)}" height="${r1(ph * 0.12)}" fill="${p.flame500}"/>${lines}</g>`,
        )
      }
      break
    case 'star': {
      const cx = w * 0.5
      const cy = h * 0.5
      parts.push(`<path d="${starPath(cx, cy, u * 0.34, u * 0.14)}" fill="${p.flame500}"/>`)
      for (let i = 0; i < 10; i++) {
        const x = random() * w
        const y = random() * h
        parts.push(`<path d="${starPath(x, y, u * 0.04, u * 0.016)}" fill="${p.flame400}" opacity="${r1(0.4 + random() * 0.5)}"/>`)
      }
      break
    }
    case 'circles-stripes':
      parts.push(motifShapes('stripes', w, h, p, random))
      for (let i = 0; i < 5; i++) {
        const r = u * (0.08 + random() * 0.18)
        parts.push(
          `<circle cx="${r1(w * (0.1 + random() * 0.8))}" cy="${r1(h * (0.15 + random() * 0.7))}" r="${r1(r)}" fill="${i % 2 ? pick(gold) : pick(blue)}" opacity="${r1(0.5 + random() * 0.4)}"/>`,
        )
      }
      break
    case 'buildings': {
      // A skyline of blocks with lit windows, standing on the bottom edge.
      let x = -u * 0.05
      while (x < w) {
        const bw = u * (0.12 + random() * 0.16)
        const bh = h * (0.3 + random() * 0.45)
        const y = h - bh
        parts.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(bw)}" height="${r1(bh)}" fill="${pick(blue)}" opacity="${r1(0.75 + random() * 0.25)}"/>`)
        const win = bw / 7
        for (let wy = y + win; wy < h - win * 2; wy += win * 2) {
          for (let wx = x + win; wx < x + bw - win; wx += win * 2) {
            if (random() < 0.55) parts.push(`<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(win)}" height="${r1(win)}" fill="${pick(gold)}" opacity="${r1(0.5 + random() * 0.5)}"/>`)
          }
        }
        x += bw + u * 0.02
      }
      break
    }
    case 'mix':
      for (let i = 0; i < 14; i++) {
        const s = u * (0.06 + random() * 0.16)
        const x = random() * w
        const y = random() * h
        const fill = random() < 0.5 ? pick(gold) : pick(blue)
        const opacity = r1(0.35 + random() * 0.5)
        const shape = Math.floor(random() * 3)
        parts.push(
          shape === 0
            ? `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s)}" fill="${fill}" opacity="${opacity}"/>`
            : shape === 1
              ? `<rect x="${r1(x - s)}" y="${r1(y - s)}" width="${r1(s * 2)}" height="${r1(s * 2)}" rx="${r1(s * 0.2)}" fill="${fill}" opacity="${opacity}" transform="rotate(${Math.round(random() * 90)} ${r1(x)} ${r1(y)})"/>`
              : `<path d="M${r1(x)} ${r1(y - s)} L${r1(x + s)} ${r1(y + s * 0.8)} L${r1(x - s)} ${r1(y + s * 0.8)}Z" fill="${fill}" opacity="${opacity}"/>`,
        )
      }
      break
  }
  return parts.join('\n')
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = []
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    points.push(`${r1(cx + radius * Math.cos(angle))} ${r1(cy + radius * Math.sin(angle))}`)
  }
  return `M${points.join(' L')}Z`
}

/** A caption-like label in a corner, so nobody mistakes a placeholder for a real photo. */
export function placeholderLabel(text: string, w: number, h: number, p: Palette): string {
  const size = Math.max(12, Math.round(Math.min(w, h * 16 / 9) * 0.02))
  const padX = size * 0.8
  const boxW = text.length * size * 0.62 + padX * 2
  const boxH = size * 1.9
  const x = Math.round(w * 0.03)
  const y = Math.round(h - boxH - h * 0.04)
  return `<g><rect x="${x}" y="${y}" width="${r1(boxW)}" height="${r1(boxH)}" rx="${r1(boxH / 2)}" fill="${p.navy950}" opacity="0.7"/><text x="${r1(x + padX)}" y="${r1(y + boxH * 0.66)}" font-family="${FONT}" font-size="${size}" fill="${p.white}">${escapeXml(text)}</text></g>`
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n${body}\n</svg>\n`
}

/** A full placeholder photo: backdrop, motif and label. */
export function photoSvg(name: string, motif: Motif, w: number, h: number, p: Palette, label = 'Foto de ejemplo'): string {
  const random = seededRandom(name)
  return svg(w, h, `${backdrop(w, h, p, random)}\n${motifShapes(motif, w, h, p, random)}\n${placeholderLabel(label, w, h, p)}`)
}

/**
 * The three layers of a hero loop: a backdrop with the motif (larger than the frame, so it can pan),
 * a transparent layer of gold lights panning the other way, and the label, which stays still.
 */
export function videoLayerSvgs(name: string, motif: Motif, w: number, h: number, margin: { x: number; y: number }, p: Palette) {
  const random = seededRandom(name)
  const bw = w + 2 * margin.x
  const bh = h + 2 * margin.y
  const background = svg(bw, bh, `${backdrop(bw, bh, p, random)}\n${motifShapes(motif, bw, bh, p, random)}`)
  const lights = svg(
    bw,
    bh,
    `<defs><filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(bw / 120)}"/></filter></defs>\n${motifShapes('bokeh', bw, bh, p, random)}`,
  )
  const label = svg(w, h, placeholderLabel('Video de ejemplo', w, h, p))
  return { background, lights, label }
}

const LOGO_SHAPES = ['circle', 'hexagon', 'shield', 'triangle', 'square', 'diamond', 'ring', 'leaf'] as const

/** An invented partner mark: a simple shape and the words 'Aliado N'. No real brand. */
export function partnerLogoSvg(n: number, w: number, h: number, p: Palette): string {
  const shape = LOGO_SHAPES[(n - 1) % LOGO_SHAPES.length]
  const s = h * 0.5
  const cx = h * 0.55
  const cy = h / 2
  const accent = n % 2 ? p.flame500 : p.navy700
  let mark: string
  switch (shape) {
    case 'circle':
      mark = `<circle cx="${cx}" cy="${cy}" r="${s / 2}" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="${s / 5}" fill="${p.white}"/>`
      break
    case 'hexagon':
      mark = `<path d="${[0, 1, 2, 3, 4, 5].map((i) => `${i ? 'L' : 'M'}${r1(cx + (s / 2) * Math.cos((Math.PI / 3) * i))} ${r1(cy + (s / 2) * Math.sin((Math.PI / 3) * i))}`).join(' ')}Z" fill="${accent}"/>`
      break
    case 'shield':
      mark = `<path d="M${r1(cx - s / 2)} ${r1(cy - s / 2)} H${r1(cx + s / 2)} V${r1(cy)} Q${r1(cx + s / 2)} ${r1(cy + s / 2)} ${cx} ${r1(cy + s / 2)} Q${r1(cx - s / 2)} ${r1(cy + s / 2)} ${r1(cx - s / 2)} ${cy}Z" fill="${accent}"/>`
      break
    case 'triangle':
      mark = `<path d="M${cx} ${r1(cy - s / 2)} L${r1(cx + s / 2)} ${r1(cy + s / 2)} L${r1(cx - s / 2)} ${r1(cy + s / 2)}Z" fill="${accent}"/>`
      break
    case 'square':
      mark = `<rect x="${r1(cx - s / 2)}" y="${r1(cy - s / 2)}" width="${s}" height="${s}" rx="${r1(s * 0.18)}" fill="${accent}"/>`
      break
    case 'diamond':
      mark = `<path d="M${cx} ${r1(cy - s / 2)} L${r1(cx + s / 2)} ${cy} L${cx} ${r1(cy + s / 2)} L${r1(cx - s / 2)} ${cy}Z" fill="${accent}"/>`
      break
    case 'ring':
      mark = `<circle cx="${cx}" cy="${cy}" r="${r1(s * 0.4)}" fill="none" stroke="${accent}" stroke-width="${r1(s * 0.18)}"/>`
      break
    default:
      mark = `<path d="M${r1(cx - s / 2)} ${r1(cy + s / 2)} Q${r1(cx - s / 2)} ${r1(cy - s / 2)} ${r1(cx + s / 2)} ${r1(cy - s / 2)} Q${r1(cx + s / 2)} ${r1(cy + s / 2)} ${r1(cx - s / 2)} ${r1(cy + s / 2)}Z" fill="${accent}"/>`
  }
  const fontSize = Math.round(h * 0.24)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <!-- Invented partner mark (placeholder). Replace with the partner's own logo file. -->
  ${mark}
  <text x="${r1(h * 1.05)}" y="${r1(cy + fontSize * 0.36)}" font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="${p.navy900}">Aliado ${n}</text>
</svg>
`
}

/** The share image: navy field, gold band, the placeholder torch and the institute's acronym and name. */
export function shareImageSvg(w: number, h: number, p: Palette, acronym: string, name: string): string {
  const random = seededRandom('og-default')
  return svg(
    w,
    h,
    `${backdrop(w, h, p, random)}
<rect x="0" y="${h - 36}" width="${w}" height="36" fill="${p.flame500}"/>
<g transform="translate(96 190) scale(4.2)">
  <path fill="${p.flame500}" d="M20 2.5c5.8 5.6 8.4 10.4 6.4 14.6-1.1 2.3-3.6 3-6.4 3s-5.3-.7-6.4-3c-1.7-3.6.4-7.3 3-10.1.3 2.6 1.4 4.1 3 4.8-.6-3.3-.6-6.3.4-9.3z"/>
  <rect x="12.5" y="19.5" width="15" height="3.5" rx="1.2" fill="${p.white}"/>
  <path fill="${p.white}" d="M15 24h10l-2.8 13.5h-4.4z"/>
</g>
<text x="300" y="300" font-family="${FONT}" font-size="120" font-weight="700" fill="${p.white}" letter-spacing="6">${escapeXml(acronym)}</text>
${nameLines(name)
  .map((line, i) => `<text x="96" y="${470 + i * 44}" font-family="${FONT}" font-size="34" fill="${p.navy100}">${escapeXml(line)}</text>`)
  .join('\n')}`,
  )
}

/** The institute's name on at most two lines: a trailing parenthesis goes to the second. */
function nameLines(name: string): string[] {
  const open = name.indexOf(' (')
  return open === -1 ? [name] : [name.slice(0, open), name.slice(open + 1)]
}

/** The torch mark of the placeholder logo, 40 units high, in two colours. */
function torch(flame: string, body: string): string {
  return `<path fill="${flame}" d="M20 2.5c5.8 5.6 8.4 10.4 6.4 14.6-1.1 2.3-3.6 3-6.4 3s-5.3-.7-6.4-3c-1.7-3.6.4-7.3 3-10.1.3 2.6 1.4 4.1 3 4.8-.6-3.3-.6-6.3.4-9.3z"/>
  <rect x="12.5" y="19.5" width="15" height="3.5" rx="1.2" fill="${body}"/>
  <path fill="${body}" d="M15 24h10l-2.8 13.5h-4.4z"/>`
}

/**
 * The downloadable placeholder logo (spec §2.9): the torch and the acronym, on a transparent
 * background. 'color' is for light backgrounds, 'white' for dark ones.
 */
export function logoSvg(variant: 'color' | 'white', acronym: string, w: number, h: number, p: Palette): string {
  const flame = p.flame500
  const ink = variant === 'color' ? p.navy900 : p.white
  const scale = h / 44
  return svg(
    w,
    h,
    `<!-- Placeholder logo of the institute. Replace with the institute's own file of the same name. -->
<g transform="translate(${r1(h * 0.1)} ${r1(h * 0.05)}) scale(${r1(scale)})">
  ${torch(flame, ink)}
</g>
<text x="${r1(h * 1.05)}" y="${r1(h * 0.68)}" font-family="${FONT}" font-size="${r1(h * 0.5)}" font-weight="700" letter-spacing="${r1(h * 0.04)}" fill="${ink}">${escapeXml(acronym)}</text>`,
  )
}

/** The lynx mascot of the sports teams: a geometric head with tufted ears, in the institute colours. */
export function lynxSvg(w: number, h: number, p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 100">
  <!-- Placeholder mascot (original drawing). -->
  <circle cx="50" cy="50" r="48" fill="${p.navy900}"/>
  <path d="M22 40 L27 10 L42 30Z" fill="${p.flame500}"/>
  <path d="M78 40 L73 10 L58 30Z" fill="${p.flame500}"/>
  <path d="M27 10 L25 3 M73 10 L75 3" stroke="${p.navy950}" stroke-width="2.5" stroke-linecap="round"/>
  <path d="M28 24 L30 16 L36 26Z M72 24 L70 16 L64 26Z" fill="${p.navy800}"/>
  <path d="M20 44 Q20 26 50 26 Q80 26 80 44 L84 66 L66 84 L50 88 L34 84 L16 66Z" fill="${p.flame500}"/>
  <path d="M16 66 L24 62 L20 72Z M84 66 L76 62 L80 72Z" fill="${p.flame400}"/>
  <path d="M34 84 L50 70 L66 84 L50 88Z" fill="${p.white}"/>
  <path d="M32 46 L44 50 L32 54Z M68 46 L56 50 L68 54Z" fill="${p.navy950}"/>
  <circle cx="37" cy="50" r="1.6" fill="${p.white}"/>
  <circle cx="63" cy="50" r="1.6" fill="${p.white}"/>
  <path d="M45 62 L55 62 L50 68Z" fill="${p.navy950}"/>
  <path d="M50 68 L50 73 M50 73 Q45 77 41 74 M50 73 Q55 77 59 74" stroke="${p.navy950}" stroke-width="1.6" fill="none" stroke-linecap="round"/>
  <path d="M40 34 L44 42 M50 32 L50 41 M60 34 L56 42" stroke="${p.flame600}" stroke-width="2.2" stroke-linecap="round"/>
</svg>
`
}

/** The emblem laid over the culture page's hero video: the torch in a gold ring. */
export function cultureEmblemSvg(w: number, h: number, p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 100">
  <!-- Placeholder emblem (original drawing). -->
  <circle cx="50" cy="50" r="46" fill="${p.navy950}" fill-opacity="0.55" stroke="${p.flame500}" stroke-width="3"/>
  <circle cx="50" cy="50" r="39" fill="none" stroke="${p.flame400}" stroke-width="1" stroke-dasharray="2 3"/>
  <g transform="translate(27 22) scale(1.15)">
    ${torch(p.flame500, p.white)}
  </g>
</svg>
`
}
