import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/*
 * The bars of a dashboard section, drawn by uPlot (docs/decisions/062). Only funnel-chart.tsx
 * loads this module, on first use: uPlot lands in its own chunk of the panel's build, so neither
 * the public pages nor the panel's first screen carry it.
 */

export const CHART_HEIGHT_PX = 240
/** Labels under the bars are cut to this many characters (the table has them whole). */
const AXIS_LABEL_MAX_CHARS = 14
/** The x axis skips labels to keep this much room for each (uPlot picks 1 in 2, 1 in 5…). */
const AXIS_LABEL_SPACE_PX = 28
/** From this many bars their labels are slanted, to fit a phone's width. */
const SLANTED_LABELS_FROM = 5

function shortLabel(label: string): string {
  return label.length > AXIS_LABEL_MAX_CHARS ? `${label.slice(0, AXIS_LABEL_MAX_CHARS - 1)}…` : label
}

/** A design token's colour (canvas takes no CSS variable). */
function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback
}

function chartOptions(labels: readonly string[], max: number, width: number): uPlot.Options {
  const bar = token('--color-navy-700', '#1a4b94')
  const ink = token('--color-text', '#1f2937')
  const slanted = labels.length >= SLANTED_LABELS_FROM
  return {
    width,
    height: CHART_HEIGHT_PX,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: [0, Math.max(1, max)] } },
    axes: [
      {
        stroke: ink,
        space: AXIS_LABEL_SPACE_PX,
        incrs: [1, 2, 3, 4, 5, 10, 20],
        values: (_chart, splits) => splits.map((split) => (Number.isInteger(split) ? shortLabel(labels[split] ?? '') : '')),
        rotate: slanted ? -45 : 0,
        size: slanted ? 90 : 40,
      },
      { stroke: ink, values: (_chart, splits) => splits.map((split) => (Number.isInteger(split) ? split.toLocaleString('es-MX') : '')) },
    ],
    series: [{}, { fill: bar, stroke: bar, paths: uPlot.paths.bars?.({ size: [0.7, 48] }), points: { show: false } }],
  }
}

/** A drawn chart: `fit` follows its container's width, `destroy` removes it. */
export interface DrawnChart {
  fit(): void
  destroy(): void
}

/** Draws bars of `values` over `labels` into `container`, as wide as it is. */
export function drawBars(container: HTMLElement, labels: readonly string[], values: readonly number[]): DrawnChart {
  const max = values.reduce((highest, value) => Math.max(highest, value), 0)
  const chart = new uPlot(chartOptions(labels, max, container.clientWidth), [labels.map((_label, index) => index), [...values]], container)
  return {
    fit: () => chart.setSize({ width: container.clientWidth, height: CHART_HEIGHT_PX }),
    destroy: () => chart.destroy(),
  }
}
