import { VerificationCodeForm } from '#app/features/verification-code/verification-code-form.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { verificationPage } from '#content/pages.ts'
import { verificationContent } from '#content/verification.ts'

export const meta = () => pageMeta(verificationPage)

/** spec §2.16. Rendered inside the /inicio layout's <main>. */
export default function Verificacion() {
  return <VerificationCodeForm text={verificationContent} />
}
