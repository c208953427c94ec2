/**
 * Marks a field whose page spreads a paste over several boxes (the code boxes, spec §2.16). Its
 * own limit would keep one character of a paste made before the page answers, so the page's head
 * script holds such a paste and does it again once the page is hydrated (scripts/defer-assets.ts).
 */
export const SPREADS_PASTE_ATTRIBUTE = 'data-spreads-paste'
