import { expect, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '#app/start/hydrated-attribute.ts'
import { HYDRATED_WITHIN_MS } from './hydration.ts'

const START = new Date('2026-01-15T10:00:00')
/** Where the fake clock stops, after START; nothing on the page runs before it. */
const CLOCK_PAUSE_AFTER_MS = 60_000
/** One frame: the paused clock is stepped by this while the page starts. */
const FRAME_MS = 16

/**
 * Opens `path` with a paused fake clock and waits until the page answers (its timers are set by
 * then): the page's timers only run inside `page.clock.runFor`, so timings are checked against the
 * same constants the code uses, with no real waiting.
 */
export async function openWithPausedClock(page: Page, path: string, { reducedMotion = false } = {}) {
  await page.clock.install({ time: START })
  // The installed clock runs until paused: leave room for a slow machine between the two calls.
  await page.clock.pauseAt(new Date(START.getTime() + CLOCK_PAUSE_AFTER_MS))
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(path)
  // The page starts its code two animation frames after load (app/start/first-screen.ts), and the
  // paused clock holds frames too: step it a frame at a time until the page is hydrated. Timers the
  // page sets once hydrated have run at most one frame by then.
  await expect
    .poll(
      async () => {
        if (await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE)) return true
        await page.clock.runFor(FRAME_MS)
        return false
      },
      { timeout: HYDRATED_WITHIN_MS },
    )
    .toBe(true)
}
