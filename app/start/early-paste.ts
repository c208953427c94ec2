/**
 * Marks a field whose page spreads a paste over several boxes (the code boxes, spec §2.16). Its
 * own limit would keep one character of a paste made before the page answers, so the start script
 * holds such a paste and does it again once the page is hydrated (early-input.ts).
 */
export const SPREADS_PASTE_ATTRIBUTE = 'data-spreads-paste'
