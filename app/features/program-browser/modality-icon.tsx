import type { ReactNode } from 'react'
import { LineIcon } from '#app/components/ui/line-icon.tsx'
import type { ModalityIcon as ModalityIconKey } from '#content/modalities.ts'

// The modality cards draw a finer line than the layout's icons.
const MODALITY_STROKE_WIDTH = 1.75

/** Line drawings (24×24, currentColor) for the modality cards; the paths of each icon key. */
const DRAWINGS: Record<ModalityIconKey, ReactNode> = {
  // A school building: roof, columns, door.
  building: (
    <>
      <path d="M3 21h18" />
      <path d="M4 9.5 12 4l8 5.5" />
      <path d="M6 10.5V21M18 10.5V21" />
      <path d="M10 21v-5h4v5" />
      <path d="M12 10.5v.5" />
    </>
  ),
  // A calendar with the last day of the week marked.
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M8 3v4M16 3v4M3 10h18" />
      <path d="M15 14h3v3h-3z" />
    </>
  ),
  // A laptop.
  laptop: (
    <>
      <rect x="5" y="5" width="14" height="10" rx="1" />
      <path d="M2.5 19h19l-2-4h-15z" />
    </>
  ),
  // A crescent moon and a star.
  moon: (
    <>
      <path d="M19 14.5A7.5 7.5 0 0 1 9.5 5a7.5 7.5 0 1 0 9.5 9.5z" />
      <path d="M17 3.5v3M15.5 5h3" />
    </>
  ),
}

/** The icon of a modality card. Decorative: the card's title names the modality. */
export function ModalityIcon({ icon, className }: { icon: ModalityIconKey; className?: string }) {
  return (
    <LineIcon className={className} strokeWidth={MODALITY_STROKE_WIDTH} data-icon={icon}>
      {DRAWINGS[icon]}
    </LineIcon>
  )
}
