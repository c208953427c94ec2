import { TextDocument } from '#app/components/ui/text-document.tsx'
import { RETENTION_MONTHS } from '#app/config/public-env.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { privacyNotice, privacyPage } from '#content/privacy.ts'

export const meta = () => pageMeta(privacyPage)

const notice = privacyNotice(RETENTION_MONTHS)

/** The privacy notice (LFPDPPP) linked from the contact form and the ficha. */
export default function AvisoDePrivacidad() {
  return <TextDocument document={notice} />
}
