import { useEffect, useRef, useState } from 'react'
import { CHAT_BUBBLE_HIDE_MS, CHAT_BUBBLE_SHOW_MS } from '#app/config/ui-timing.ts'
import { chatLinks, chatText } from '#content/chat.ts'
import { useDismiss } from '#app/lib/browser-hooks.ts'
import { ExternalLink } from './external-link.tsx'
import { useIdentity } from './identity-context.tsx'
import { ChatIcon, CloseIcon } from './icons.tsx'
import styles from './floating-chat.module.css'

export const CHAT_MENU_ID = 'chat-menu'

/**
 * Floating chat (spec §2.5, §4): a round button toggling a menu of messaging links, closed by a
 * click outside or Escape, and a help bubble shown from CHAT_BUBBLE_SHOW_MS to CHAT_BUBBLE_HIDE_MS
 * after the page loads, which the visitor can also close.
 */
export function FloatingChat() {
  const identity = useIdentity()
  const [open, setOpen] = useState(false)
  const [bubbleVisible, setBubbleVisible] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Timers run from mount, so the bubble appears once per page load, not on every navigation.
  useEffect(() => {
    const show = window.setTimeout(() => setBubbleVisible(true), CHAT_BUBBLE_SHOW_MS)
    const hide = window.setTimeout(() => setBubbleVisible(false), CHAT_BUBBLE_HIDE_MS)
    return () => {
      window.clearTimeout(show)
      window.clearTimeout(hide)
    }
  }, [])

  useDismiss(rootRef, open, {
    onOutside: () => setOpen(false),
    onEscape: () => {
      setOpen(false)
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus()
    },
  })

  const toggle = () => {
    setOpen((wasOpen) => !wasOpen)
    // The menu answers the bubble's question: once it is open the bubble has done its job.
    setBubbleVisible(false)
  }

  const showBubble = bubbleVisible && !open

  return (
    <div ref={rootRef} className={styles.chat}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={CHAT_MENU_ID}
        aria-label={open ? chatText.closeChat : chatText.openChat}
        onClick={toggle}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>

      <div id={CHAT_MENU_ID} className={styles.menu} hidden={!open}>
        <p className={styles.menuTitle}>{chatText.menuTitle}</p>
        <ul className={styles.links}>
          {chatLinks(identity).map((link) => (
            <li key={link.label}>
              <ExternalLink href={link.url} className={styles.link} onClick={() => setOpen(false)}>
                <span className={styles.linkLabel}>{link.label}</span>{' '}
                <span className={styles.linkDescription}>{link.description}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>

      {/* The status region stays in the page so screen readers announce the text when it appears. */}
      <div className={styles.bubble} data-visible={showBubble ? 'true' : 'false'}>
        <p role="status" className={styles.bubbleText}>
          {showBubble ? chatText.bubble : null}
        </p>
        {showBubble && (
          <button type="button" className={styles.bubbleClose} aria-label={chatText.closeBubble} onClick={() => setBubbleVisible(false)}>
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  )
}
