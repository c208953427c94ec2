import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** The institute colours the placeholders are drawn with, read from the design tokens. */
export interface Palette {
  navy950: string
  navy900: string
  navy800: string
  navy700: string
  navy100: string
  navy50: string
  flame600: string
  flame500: string
  flame400: string
  white: string
}

const TOKEN_NAMES: Record<keyof Palette, string> = {
  navy950: '--color-navy-950',
  navy900: '--color-navy-900',
  navy800: '--color-navy-800',
  navy700: '--color-navy-700',
  navy100: '--color-navy-100',
  navy50: '--color-navy-50',
  flame600: '--color-flame-600',
  flame500: '--color-flame-500',
  flame400: '--color-flame-400',
  white: '--color-white',
}

/** Reads the hex colours of app/styles/tokens.css, so the media follow the site's palette. */
export function readPalette(tokensCss: string): Palette {
  const entries = Object.entries(TOKEN_NAMES).map(([key, token]) => {
    const match = new RegExp(`${token}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(tokensCss)
    if (!match?.[1]) throw new Error(`tokens.css no define ${token} como color hexadecimal`)
    return [key, match[1]] as const
  })
  return Object.fromEntries(entries) as unknown as Palette
}

export function loadPalette(root: string): Palette {
  return readPalette(readFileSync(resolve(root, 'app/styles/tokens.css'), 'utf8'))
}
