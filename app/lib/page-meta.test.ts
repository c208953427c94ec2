import { describe, expect, it } from 'vitest'
import { PUBLIC_BASE_URL } from '#app/config/public-env.ts'
import { maintenancePage, verificationPage } from '#content/pages.ts'
import { privacyPage } from '#content/privacy.ts'
import { pageMeta } from './page-meta.ts'

const ROBOTS_NOINDEX = { name: 'robots', content: 'noindex' }

describe('pageMeta', () => {
  it('gives a page its canonical and Open Graph URL on the public origin, and lets search engines index it', () => {
    const tags = pageMeta(privacyPage)
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${PUBLIC_BASE_URL}/inicio/aviso-de-privacidad` })
    expect(tags).toContainEqual({ property: 'og:url', content: `${PUBLIC_BASE_URL}/inicio/aviso-de-privacidad` })
    expect(tags).not.toContainEqual(ROBOTS_NOINDEX)
  })

  it('keeps the maintenance and verification screens out of search engines', () => {
    expect(pageMeta(maintenancePage)).toContainEqual(ROBOTS_NOINDEX)
    expect(pageMeta(verificationPage)).toContainEqual(ROBOTS_NOINDEX)
  })
})
