/**
 * A reason the server will not start that the operator fixes outside the code (a build made with
 * other settings): its message says what to do, in Spanish, and is printed without a stack trace.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError'
}
