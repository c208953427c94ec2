/** The position `index` lands on in a ring of `count` slides: past the last comes the first, before the first the last. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count

/** `index` held within the slides 0 to `count - 1` (0 when there are none). */
export const clampIndex = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0))
