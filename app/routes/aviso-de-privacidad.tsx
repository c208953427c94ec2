import { TextDocument } from '#app/components/ui/text-document.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { privacyNotice, privacyPage } from '#content/privacy.ts'

export const meta = () => pageMeta(privacyPage)

/** The privacy notice (LFPDPPP) linked from the contact form and the ficha. */
export default function AvisoDePrivacidad() {
  return <TextDocument document={privacyNotice} />
}
