import { useEffect, useState } from 'react'
import { CERTIFICATE_MESSAGES } from '#contracts/certificate.ts'
import { fetchCertificate, type CertificateLookup } from './fetch-certificate.ts'

interface Answer {
  folio: string
  lookup: CertificateLookup
}

/**
 * The lookup of one folio: 'loading' until the answer for THIS folio arrives (also while
 * prerendering and hydrating). Without a folio, 'Folio no proporcionado.' and no call (spec §7).
 */
export function useCertificate(folio: string | undefined): CertificateLookup {
  const [answer, setAnswer] = useState<Answer | null>(null)

  useEffect(() => {
    if (folio === undefined) return
    const controller = new AbortController()
    void fetchCertificate(folio, controller.signal).then((lookup) => {
      if (!controller.signal.aborted) setAnswer({ folio, lookup })
    })
    return () => controller.abort()
  }, [folio])

  if (folio === undefined) return { state: 'failed', message: CERTIFICATE_MESSAGES.missingFolio }
  return answer?.folio === folio ? answer.lookup : { state: 'loading' }
}
