import { useEffect } from 'react'
import { HYDRATED_ATTRIBUTE } from '#app/start/hydrated-attribute.ts'

/**
 * Marks `<html>` once React has hydrated the page's shell and run its effects: the start script
 * then does again what a person did before (app/start/), and React itself hydrates first any part
 * still waiting that a press lands in. From an effect, not a layout effect: a press done again
 * before the parts' own effects had run would meet a page not listening yet.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  }, [])
}
