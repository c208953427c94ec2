/**
 * Icons of the media controls (24×24, currentColor). Decorative: the button that holds one always
 * has its own accessible name.
 */
function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  )
}

export const PauseIcon = () => <Icon path="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
export const PlayIcon = () => <Icon path="M8 5.2v13.6a.6.6 0 0 0 .92.5l10.4-6.8a.6.6 0 0 0 0-1L8.92 4.7A.6.6 0 0 0 8 5.2z" />
export const PreviousIcon = () => <Icon path="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
export const NextIcon = () => <Icon path="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />
