import { NotFoundScreen } from '#app/components/ui/not-found-screen.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { notFoundPage } from '#content/pages.ts'

export const meta = () => pageMeta(notFoundPage)

export default function NotFound() {
  return <NotFoundScreen />
}
