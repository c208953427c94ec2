import { useIdentity } from '#app/components/layout/identity-context.tsx'
import { TextDocument } from '#app/components/ui/text-document.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { accessibilityPage, accessibilityStatement } from '#content/accessibility.ts'

export const meta = () => pageMeta(accessibilityPage)

/** The accessibility statement, linked from the footer. */
export default function Accesibilidad() {
  return <TextDocument document={accessibilityStatement(useIdentity())} />
}
