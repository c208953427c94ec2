import type { ReactNode } from 'react'
import { LineIcon } from '#app/components/ui/line-icon.tsx'
import type { SocialNetwork } from '#content/footer.ts'

type IconProps = { className?: string | undefined }

export const ChevronIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M6 9l6 6 6-6" />
  </LineIcon>
)

export const MenuIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
)

export const CloseIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
)

export const ExternalIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </LineIcon>
)

export const ChatIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M4 5h16v11H10l-6 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </LineIcon>
)

export const ArrowUpIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </LineIcon>
)

export const MapPinIcon = ({ className }: IconProps) => (
  <LineIcon className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
)

const socialPaths: Record<SocialNetwork, ReactNode> = {
  whatsapp: (
    <>
      <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z" />
      <path d="M9 8.5c0 3.6 2.9 6.5 6.5 6.5l1-1.7-2-1-1 .8a5 5 0 0 1-2.1-2.1l.8-1-1-2z" fill="currentColor" strokeWidth="1" />
    </>
  ),
  facebook: (
    <path
      d="M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6z"
      fill="currentColor"
      strokeWidth="0"
    />
  ),
  tiktok: (
    <>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.5 2.5 2.2 4 5 4.3" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" strokeWidth="0" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9v6l5-3z" fill="currentColor" strokeWidth="0" />
    </>
  ),
}

export const SocialIcon = ({ network, className }: IconProps & { network: SocialNetwork }) => (
  <LineIcon className={className}>{socialPaths[network]}</LineIcon>
)
