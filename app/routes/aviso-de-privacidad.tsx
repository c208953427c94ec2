import { useIdentity } from '#app/components/layout/identity-context.tsx'
import { TextDocument } from '#app/components/ui/text-document.tsx'
import { RETENTION_MONTHS } from '#app/config/public-env.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { privacyNotice, privacyPage } from '#content/privacy.ts'
import type { Route } from './+types/aviso-de-privacidad.ts'

export const meta = () => pageMeta(privacyPage)

/** The notice's published variable parts (issue 37). */
export async function loader({ context }: Route.LoaderArgs) {
  return { parts: await contentSourceOf(context).record('aviso-de-privacidad') }
}

/** The privacy notice (LFPDPPP) linked from the contact form and the ficha. */
export default function AvisoDePrivacidad({ loaderData: { parts } }: Route.ComponentProps) {
  return <TextDocument document={privacyNotice({ retentionMonths: RETENTION_MONTHS, parts, identity: useIdentity() })} />
}
