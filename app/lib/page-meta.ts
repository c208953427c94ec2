import { siteUrl } from '#app/config/public-env.ts'
import { brand } from '#content/identity.ts'
import type { PageMetaContent } from '#content/types.ts'

/** The `<title>`, description, canonical, robots and Open Graph tags of one page. */
export function pageMeta(page: PageMetaContent) {
  const title = `${page.title} | ${brand.acronym}`
  const url = page.path === undefined ? undefined : siteUrl(page.path)
  const image = siteUrl(page.image ?? brand.defaultShareImage)
  return [
    { title },
    { name: 'description', content: page.description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url }] : []),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'es_MX' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:image', content: image },
  ]
}
