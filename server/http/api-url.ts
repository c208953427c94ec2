/** Whether a request URL (path and query) is under `/api`, the JSON side of the server. */
export function isApiUrl(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return path === '/api' || path.startsWith('/api/')
}
