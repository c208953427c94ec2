/**
 * A whole number with its thousands grouped as es-MX writes them: 1000 → '1,000'. Written out
 * rather than with Intl, whose first use loads the language's number data on the page's main thread
 * (docs/start-up.md#modules).
 */
export function groupThousands(digits: number | string): string {
  return String(digits).replace(/\B(?=(\d{3})+$)/g, ',')
}
