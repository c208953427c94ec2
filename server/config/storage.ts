/*
 * The storage's settings and their defaults, read by server/config/env.ts at boot; the storage
 * (server/storage/) takes them from here.
 */

/** STORAGE_DRIVER: where committed files live (docs/decisions/028). */
export const STORAGE_DRIVERS = ['local', 'database'] as const
export type StorageDriver = (typeof STORAGE_DRIVERS)[number]

/** When the server sweeps its storage, and what it leaves alone (STORAGE_SWEEP_*). */
export interface SweepTiming {
  /** Between two sweeps; the first comes one interval after start. */
  readonly intervalMs: number
  /**
   * A temp file untouched this long belongs to no request (an upload writes to it continuously,
   * and commits within seconds of its last byte), and a stored file no row names this long after
   * its commit is not waiting for its row's transaction: only then is either removed.
   */
  readonly minAgeMs: number
}

/** Issue 16, item 6: every 10 minutes; half an hour is far above any request's lifetime. */
export const DEFAULT_SWEEP_TIMING: SweepTiming = {
  intervalMs: 10 * 60_000,
  minAgeMs: 30 * 60_000,
}
