/**
 * Issue 37 (docs/decisions/055): how often each host asks the database for the content's revision.
 * A publish reaches the pages of every host within this time (the issue asks for 60 s).
 */
export const CONTENT_REVISION_POLL_MS = 10_000
