import { useEffect, useRef } from 'react'
import type { DrawnChart } from './funnel-chart-draw.ts'
import { funnelText as text } from './funnel-text.ts'
import styles from './funnel.module.css'

/**
 * A section's bars, as wide as the section (a phone's too). The drawing library is loaded on first
 * use (funnel-chart-draw.ts). The chart repeats the table beside it: to assistive technology it is
 * one image that points to the table.
 */
export function FunnelChart({ title, labels, values }: { title: string; labels: readonly string[]; values: readonly number[] }) {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (element === null) return
    let chart: DrawnChart | undefined
    let cancelled = false
    const fit = () => chart?.fit()
    void import('./funnel-chart-draw.ts').then(({ drawBars }) => {
      if (cancelled) return
      chart = drawBars(element, labels, values)
      window.addEventListener('resize', fit)
    })
    return () => {
      cancelled = true
      window.removeEventListener('resize', fit)
      chart?.destroy()
    }
  }, [labels, values])

  return <div ref={container} className={styles.chart} role="img" aria-label={text.chartOf(title)} />
}
