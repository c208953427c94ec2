/** The longest window a rate limit may have (RATE_LIMIT_WINDOW_MS at most): a counter that began longer ago than this has surely ended. */
export const RATE_WINDOW_MAX_MS = 24 * 60 * 60_000
