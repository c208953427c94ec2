/**
 * The User Timing marks a public page sets as it hydrates (app/lib/hydrate-later.tsx): one when the
 * document's own pass starts, one when each part's turn comes. A browser's performance panel shows
 * them, and the main-thread bench (scripts/bench/main-thread.ts) names its tasks by them.
 */
export const HYDRATION_MARK_PREFIX = 'hydrate:'

export const hydrationMarks = {
  document: `${HYDRATION_MARK_PREFIX} document`,
  part: (id: string) => `${HYDRATION_MARK_PREFIX} part ${id}`,
}
